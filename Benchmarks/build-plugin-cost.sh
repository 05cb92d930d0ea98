#!/usr/bin/env bash
# What the GeneratedMocks build-tool plugin costs a user's builds, beside mocks committed with
# `swift package generate-mocks`: Examples/BuildPluginMocks both ways (the same module, the same
# tests; the committed mocks are what generate-mocks writes).
#
#   clean       `swift build --build-tests` from nothing
#   no-op       the same again, with nothing changed
#   edit        a requirement added to a protocol, then what it takes to build the tests: with
#               the plugin, `swift build --build-tests`; committed, `swift package
#               generate-mocks` and then the build
#
# Run: bash Benchmarks/build-plugin-cost.sh [repetitions, default 3]
# Under Swift Build, Xcode's engine and SwiftPM's next default:
#      BUILD_SYSTEM=swiftbuild bash Benchmarks/build-plugin-cost.sh
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
repetitions=${1:-3}
source "$here/common.sh"
build_system=${BUILD_SYSTEM:-native}
system=(--build-system "$build_system")

copy_mockery "$work/mockery-package"
example="$root/Examples/BuildPluginMocks"

# variant <folder> <plugin|committed>: the example, with its mocks built or committed.
variant() {
  local folder=$1 kind=$2
  rm -rf "$folder"
  mkdir -p "$folder"
  cp -R "$example/Package.swift" "$example/Sources" "$example/Tests" "$folder/"
  sed -i.bak "s|path: \"../..\"|path: \"$work/mockery-package\"|" "$folder/Package.swift"
  if [ "$kind" = committed ]; then
    sed -i.bak '/plugins: \[.plugin(name: "GeneratedMocks"/d' "$folder/Package.swift"
    sed -i.bak 's|dependencies: \["Thermostat", .product(name: "Mockery", package: "Mockery")\],|dependencies: ["Thermostat", .product(name: "Mockery", package: "Mockery")]),|' \
      "$folder/Package.swift"
  fi
}

# seconds <command...>: the wall time of a command, which must succeed.
seconds() {
  local start end
  start=$(date +%s.%N)
  "$@" >"$work/last.log" 2>&1 || { cat "$work/last.log" >&2; exit 1; }
  end=$(date +%s.%N)
  echo "$end - $start" | bc
}

generate() {
  swift package "${system[@]}" --package-path "$1" --allow-writing-to-package-directory \
    generate-mocks \
    --target Thermostat --output Tests/ThermostatTests/Mocks
}

grow() {
  sed -i.bak "s|  func celsius() async throws -> Double|&\n  func calibrate$2(offset: Double) -> Bool|" \
    "$1/Sources/Thermostat/Thermostat.swift"
}

: >"$work/figures"
for run in $(seq "$repetitions"); do
  for kind in committed plugin; do
    folder="$work/$kind"
    variant "$folder" "$kind"
    if [ "$kind" = committed ]; then
      # The mocks a person commits: written once, before the measured clean build.
      swift build "${system[@]}" --package-path "$folder" --target Thermostat >/dev/null 2>&1
      generate "$folder" >/dev/null 2>&1
      rm -rf "$folder/.build"
    fi
    echo "$kind clean $(seconds swift build "${system[@]}" --package-path "$folder" --build-tests)" >>"$work/figures"
    swift build "${system[@]}" --package-path "$folder" --build-tests >/dev/null 2>&1
    echo "$kind no-op $(seconds swift build "${system[@]}" --package-path "$folder" --build-tests)" >>"$work/figures"
    grow "$folder" "$run"
    if [ "$kind" = committed ]; then
      edit() { generate "$1" && swift build "${system[@]}" --package-path "$1" --build-tests; }
      # generate-mocks builds the generator once, in its first run: run it once unmeasured.
      generate "$folder" >/dev/null 2>&1 || true
      grow "$folder" "x$run"
      echo "$kind edit $(seconds edit "$folder")" >>"$work/figures"
    else
      echo "$kind edit $(seconds swift build "${system[@]}" --package-path "$folder" --build-tests)" >>"$work/figures"
    fi
  done
done

printf "%-44s %8s %8s\n" "Examples/BuildPluginMocks, $build_system, s (median)" committed plugin
for step in clean no-op edit; do
  committed=$(awk -v s=$step '$1 == "committed" && $2 == s { print $3 }' "$work/figures" | median)
  plugin=$(awk -v s=$step '$1 == "plugin" && $2 == s { print $3 }' "$work/figures" | median)
  printf "%-44s %8.2f %8.2f\n" "$step" "$committed" "$plugin"
  printf '{"scenario":"build-tool plugin, %s, %s","unit":"s","committed":%.2f,"plugin":%.2f,"repetitions":%d}\n' \
    "$build_system" "$step" "$committed" "$plugin" "$repetitions" >>"$work/json"
done
cat "$work/json"
