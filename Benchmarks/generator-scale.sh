#!/usr/bin/env bash
# Whether the generator stays linear: the release `mockery-generate`, from a module's symbol
# graph to its files, on modules of 1,000 and 10,000 small protocols of varied shapes, written
# in one file and across 1,000 files. Ten times the protocols should cost about ten times the
# time, wherever they are written. The symbol graph's extraction (swift-symbolgraph-extract,
# which the plugin asks SwiftPM for) is timed apart; the compile check is off, its cost being
# the compiler's over the files written. Then `swift package generate-mocks` on a package of
# 1,000 such protocols, as a user runs it.
#
# Prints a table and JSON lines. Run: bash Benchmarks/generator-scale.sh [repetitions, default 3]
# SCRATCH_PATH=<folder> builds the generator there instead of the package's .build;
# GENERATOR=<path> runs that mockery-generate instead (another commit's, to compare).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
repetitions=${1:-3}
scratch=${SCRATCH_PATH:-$root/.build}
# shellcheck source=common.sh
source "$root/Benchmarks/common.sh"

if [ -n "${GENERATOR:-}" ]; then
  generator=$GENERATOR
else
  swift build --package-path "$root" --scratch-path "$scratch" -c release \
    --product mockery-generate >/dev/null 2>&1
  generator="$(swift build --package-path "$root" --scratch-path "$scratch" -c release \
    --show-bin-path)/mockery-generate"
fi
triple=$(swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')


# module <protocols> <files>: writes, compiles and extracts the graph of such a module; prints
# the seconds the extraction took.
module() {
  local protocols=$1 files=$2 folder="$work/module-$1-$2"
  big_module "$folder" "$protocols" "$files"
  mkdir -p "$folder/graphs"
  /usr/bin/time -f "%e" -o "$work/time" swift symbolgraph-extract -module-name Big \
    -I "$folder/build" -target "$triple" -output-dir "$folder/graphs" \
    -minimum-access-level internal
  cat "$work/time"
}

# generate <protocols> <files> [options...]: prints the seconds one run of the generator takes.
generate() {
  local protocols=$1 folder="$work/module-$1-$2"
  shift 2
  rm -rf "$folder/output" && mkdir -p "$folder/output"
  /usr/bin/time -f "%e %U %S" -o "$work/time" "$generator" \
    --symbol-graph "$folder/graphs/Big.symbols.json" --package-directory "$folder/output" \
    --target Big --output Mocks "$@" >/dev/null
  local written
  written=$(find "$folder/output/Mocks" -name '*Mock.swift' | wc -l)
  if [ "$written" -ne "$protocols" ]; then
    echo "generator-scale.sh: $written mocks written of $protocols protocols" >&2
    exit 1
  fi
  awk '{ printf "%s %.2f\n", $1, $2 + $3 }' "$work/time"
}

declare -A seconds cpu extraction
layouts=("1000 1" "1000 1000" "10000 1" "10000 1000")
for layout in "${layouts[@]}"; do
  extraction[$layout]=$(module $layout)
done
for layout in "${layouts[@]}"; do
  runs=()
  for _ in $(seq "$repetitions"); do runs+=("$(generate $layout --no-compile-check)"); done
  seconds[$layout]=$(printf '%s\n' "${runs[@]}" | cut -d' ' -f1 | median)
  cpu[$layout]=$(printf '%s\n' "${runs[@]}" | cut -d' ' -f2 | median)
done

# The plugin on a large target: `swift package generate-mocks` on a package of 1,000 of those
# protocols in 100 files, after `swift build`, the compile check on: what a user waits for.
plugin_package="$work/plugin-package"
copy_mockery "$work/mockery-package"
package_using_mockery "$plugin_package" Scale Big
for file in $(seq 0 99); do
  for i in $(seq $((file * 10)) $((file * 10 + 9))); do protocol_source "$i"; done \
    >"$plugin_package/Sources/Big/File$file.swift"
done
echo "import Big" >"$plugin_package/Tests/BigTests/BigTests.swift"
swift build --package-path "$plugin_package" --build-tests >/dev/null 2>&1
run_plugin() {
  /usr/bin/time -f "%e" -o "$work/time" swift package --package-path "$plugin_package" \
    --allow-writing-to-package-directory generate-mocks --target Big "$@" >/dev/null 2>&1
  cat "$work/time"
}
plugin_first=$(run_plugin)
plugin_runs=() plugin_unchecked=()
for _ in $(seq "$repetitions"); do
  plugin_runs+=("$(run_plugin)")
  plugin_unchecked+=("$(run_plugin --no-compile-check)")
done
plugin=$(printf '%s\n' "${plugin_runs[@]}" | median)
plugin_no_check=$(printf '%s\n' "${plugin_unchecked[@]}" | median)
plugin_files=$(find "$plugin_package/Tests/BigTests/Mocks" -name '*Mock.swift' | wc -l)

ratio() { awk "BEGIN { printf \"%.1f\", $1 / $2 }"; }
one_file=$(ratio "${seconds[10000 1]}" "${seconds[1000 1]}")
many_files=$(ratio "${seconds[10000 1000]}" "${seconds[1000 1000]}")
one_file_cpu=$(ratio "${cpu[10000 1]}" "${cpu[1000 1]}")
many_files_cpu=$(ratio "${cpu[10000 1000]}" "${cpu[1000 1000]}")
layout_ratio=$(ratio "${seconds[10000 1]}" "${seconds[10000 1000]}")

printf '%-36s %10s %10s %12s\n' "mockery-generate, release" "seconds" "CPU s" "extraction s"
for layout in "${layouts[@]}"; do
  set -- $layout
  printf '%-36s %10s %10s %12s\n' "$1 protocols in $2 file(s)" "${seconds[$layout]}" \
    "${cpu[$layout]}" "${extraction[$layout]}"
done
printf '%-36s %10s %10s\n' "10x the protocols, in one file" "${one_file}x" "${one_file_cpu}x"
printf '%-36s %10s %10s\n' "10x the protocols, in 1,000 files" "${many_files}x" \
  "${many_files_cpu}x"
printf '%-36s %10s\n' "10,000 in one file / in 1,000 files" "${layout_ratio}x"
printf '%-36s %10s\n' "generate-mocks, 1,000 protocols, first" "$plugin_first"
printf '%-36s %10s\n' "  a run after that ($plugin_files files)" "$plugin"
printf '%-36s %10s\n' "  the same, --no-compile-check" "$plugin_no_check"
for layout in "${layouts[@]}"; do
  set -- $layout
  printf '{"scenario":"the generator on %s protocols in %s files","unit":"s","median":%s,"cpu":%s,"extraction":%s,"repetitions":%s}\n' \
    "$1" "$2" "${seconds[$layout]}" "${cpu[$layout]}" "${extraction[$layout]}" "$repetitions"
done
printf '{"scenario":"the generator, 10x the protocols","unit":"x","oneFile":%s,"manyFiles":%s,"oneFileCPU":%s,"manyFilesCPU":%s,"target":10}\n' \
  "$one_file" "$many_files" "$one_file_cpu" "$many_files_cpu"
printf '{"scenario":"generate-mocks on 1000 protocols","unit":"s","firstRun":%s,"again":%s,"noCompileCheck":%s,"files":%s,"repetitions":%s}\n' \
  "$plugin_first" "$plugin" "$plugin_no_check" "$plugin_files" "$repetitions"
