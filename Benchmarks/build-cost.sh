#!/usr/bin/env bash
# What Mockery costs a user's clean build: times `swift build --build-tests` from nothing, for
# Examples/WeatherServiceSpec as a user has it (its tests use Mockery, built with it), and for
# the same package with its test doubles written by hand and no dependency
# (BuildCost/HandWrittenSpec, given the example's Sources). Prints a table and JSON lines.
#
# Run: bash Benchmarks/build-cost.sh [repetitions, default 3]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
repetitions=${1:-3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The example, depending on this checkout of Mockery by absolute path.
mkdir -p "$work/mockery"
cp -R "$root/Examples/WeatherServiceSpec/Package.swift" "$root/Examples/WeatherServiceSpec/Sources" \
  "$root/Examples/WeatherServiceSpec/Tests" "$work/mockery/"
sed -i.bak "s|path: \"../..\"|path: \"$root\"|" "$work/mockery/Package.swift"
# Mockery's own build folder must not be reused: copy the sources it needs.
mkdir -p "$work/mockery-package"
cp -R "$root/Package.swift" "$root/Sources" "$work/mockery-package/"
mkdir -p "$work/mockery-package/Tests/MockeryTests" "$work/mockery-package/Tests/MockeryMatchersTests"
touch "$work/mockery-package/Tests/MockeryTests/Empty.swift" "$work/mockery-package/Tests/MockeryMatchersTests/Empty.swift"
sed -i.bak "s|path: \"$root\"|path: \"$work/mockery-package\"|" "$work/mockery/Package.swift"

# The same spec, hand-written.
mkdir -p "$work/hand-written"
cp -R "$here/BuildCost/HandWrittenSpec/Package.swift" "$here/BuildCost/HandWrittenSpec/Tests" \
  "$root/Examples/WeatherServiceSpec/Sources" "$work/hand-written/"

measure() {  # prints "seconds kilobytes" of one clean build
  rm -rf "$1/.build"
  /usr/bin/time -f "%e %M" -o "$work/time" swift build --package-path "$1" --build-tests >/dev/null 2>&1
  cat "$work/time"
}

median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

declare -A seconds memory
for variant in hand-written mockery; do
  runs=()
  for _ in $(seq "$repetitions"); do runs+=("$(measure "$work/$variant")"); done
  seconds[$variant]=$(printf '%s\n' "${runs[@]}" | awk '{ print $1 }' | median)
  memory[$variant]=$(printf '%s\n' "${runs[@]}" | awk '{ print $2 }' | median)
done

ratio=$(awk "BEGIN { printf \"%.2f\", ${seconds[mockery]} / ${seconds[hand-written]} }")
met=$(awk "BEGIN { print (${seconds[mockery]} / ${seconds[hand-written]} <= 1.5) ? \"met\" : \"MISSED\" }")
printf '%-44s %10s %12s\n' "clean swift build --build-tests" "seconds" "peak memory"
printf '%-44s %10s %9s MB\n' "WeatherServiceSpec, hand-written doubles" "${seconds[hand-written]}" "$((${memory[hand-written]} / 1024))"
printf '%-44s %10s %9s MB\n' "WeatherServiceSpec, with Mockery" "${seconds[mockery]}" "$((${memory[mockery]} / 1024))"
printf '%-44s %10s   (target ≤ 1.5×: %s)\n' "ratio" "${ratio}×" "$met"
echo
printf '{"scenario":"clean build --build-tests","unit":"s","floor":%s,"mockery":%s,"ratio":%s,"target":1.5,"met":%s,"floorPeakKB":%s,"mockeryPeakKB":%s,"repetitions":%s}\n' \
  "${seconds[hand-written]}" "${seconds[mockery]}" "$ratio" "$([ "$met" = met ] && echo true || echo false)" \
  "${memory[hand-written]}" "${memory[mockery]}" "$repetitions"
