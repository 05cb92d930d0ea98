#!/usr/bin/env bash
# What the compile check costs as a module grows: the release `mockery-generate` on modules of
# 1,000 and 10,000 small protocols of five shapes (100 files), built with plain swiftc, the
# mocks written to a folder: without the check; with it, the first time; with it again, nothing
# changed, from what it kept (--check-memory); and with no Mockery module to check against,
# which it must tell before it compiles anything. Ten times the protocols should cost about ten
# times the time in every row, and a check that cannot run nothing.
#
# Prints a table and JSON lines. Run: bash Benchmarks/check-scale.sh [repetitions, default 3]
# SCRATCH_PATH=<folder> builds the generator there instead of the package's .build.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
repetitions=${1:-3}
scratch=${SCRATCH_PATH:-$root/.build}
# shellcheck source=common.sh
source "$root/Benchmarks/common.sh"

swift build --package-path "$root" --scratch-path "$scratch" -c release \
  --product mockery-generate >/dev/null 2>&1
generator="$(swift build --package-path "$root" --scratch-path "$scratch" -c release \
  --show-bin-path)/mockery-generate"
# Mockery's modules, as a CMake or swiftc build has them, for the check to compile against.
swift build --package-path "$root" --scratch-path "$scratch" --target Mockery >/dev/null 2>&1
mockery_modules="$(swift build --package-path "$root" --scratch-path "$scratch" \
  --show-bin-path)/Modules"

# module <protocols>: writes and compiles such a module into $work/module-<protocols>.
module() {
  big_module "$work/module-$1" "$1" 100
}

# generate <protocols> [options...]: prints the seconds one run takes, and the CPU seconds.
generate() {
  local protocols=$1 folder="$work/module-$1"
  shift
  rm -rf "$folder/output" && mkdir -p "$folder/output"
  /usr/bin/time -f "%e %U %S" -o "$work/time" "$generator" --module-name Big \
    --module-path "$folder/build" --package-directory "$folder/output" --output Mocks "$@" \
    >"$work/out" 2>&1
  local written
  written=$(find "$folder/output/Mocks" -name '*Mock.swift' | wc -l)
  if [ "$written" -ne "$protocols" ]; then
    echo "check-scale.sh: $written mocks written of $protocols protocols" >&2
    cat "$work/out" >&2
    exit 1
  fi
  awk '{ printf "%s %.2f\n", $1, $2 + $3 }' "$work/time"
}

check=(-I "$mockery_modules" -I "$root/Sources/MockeryStartup/include")
declare -A seconds cpu
rows=("without the check" "with the check, first" "with the check, again" "no Mockery module")
for protocols in 1000 10000; do
  module "$protocols"
  declare -A runs=()
  for _ in $(seq "$repetitions"); do
    runs["without the check"]+="$(generate "$protocols" --no-compile-check)"$'\n'
    rm -f "$work/memory"
    runs["with the check, first"]+="$(generate "$protocols" "${check[@]}" \
      --check-memory "$work/memory")"$'\n'
    runs["with the check, again"]+="$(generate "$protocols" "${check[@]}" \
      --check-memory "$work/memory")"$'\n'
    runs["no Mockery module"]+="$(generate "$protocols")"$'\n'
  done
  if ! grep -q "Not checked by the compiler" "$work/out"; then
    echo "check-scale.sh: without Mockery's modules, the run did not say it could not check" >&2
    exit 1
  fi
  for row in "${rows[@]}"; do
    seconds["$row $protocols"]=$(printf '%s' "${runs[$row]}" | cut -d' ' -f1 | median)
    cpu["$row $protocols"]=$(printf '%s' "${runs[$row]}" | cut -d' ' -f2 | median)
  done
done

ratio() { awk "BEGIN { printf \"%.1f\", $1 / $2 }"; }
printf '%-28s %12s %12s %12s %12s %8s\n' "mockery-generate, release" "1,000 s" "CPU s" \
  "10,000 s" "CPU s" "10x"
for row in "${rows[@]}"; do
  printf '%-28s %12s %12s %12s %12s %7sx\n' "$row" "${seconds[$row 1000]}" "${cpu[$row 1000]}" \
    "${seconds[$row 10000]}" "${cpu[$row 10000]}" \
    "$(ratio "${seconds[$row 10000]}" "${seconds[$row 1000]}")"
done
for row in "${rows[@]}"; do
  printf '{"scenario":"the generator %s","unit":"s","protocols1000":%s,"protocols10000":%s,"cpu1000":%s,"cpu10000":%s,"ratio":%s,"repetitions":%s}\n' \
    "$row" "${seconds[$row 1000]}" "${seconds[$row 10000]}" "${cpu[$row 1000]}" \
    "${cpu[$row 10000]}" "$(ratio "${seconds[$row 10000]}" "${seconds[$row 1000]}")" \
    "$repetitions"
done
