#!/usr/bin/env bash
# What Mockery costs a user's clean build, and what `swift package generate-mocks` costs a run.
#
# 1. Times `swift build --build-tests` from nothing for Examples/WeatherServiceSpec as a user has
#    it (its tests use Mockery, built with it), for the same package with its test doubles
#    written by hand and no dependency (BuildCost/HandWrittenSpec, given the example's
#    Sources), and for the example with a Mockery that has no generate-mocks plugin, which
#    SwiftPM would otherwise compile in every clean build of a package depending on Mockery.
# 2. Times `generate-mocks` on a target of 50 protocols after `swift build`: the first run, which
#    builds the generator, and the runs after it, beside the floor SwiftPM sets for any plugin.
# 3. Times the generator's own part, symbol graph to files, on Examples/MockZoo's 200 protocols:
#    the release `mockery-generate` run on the graphs, without SwiftPM.
#
# Prints tables and JSON lines. Run: bash Benchmarks/build-cost.sh [repetitions, default 3]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
repetitions=${1:-3}

# shellcheck source=common.sh
source "$here/common.sh"
copy_mockery "$work/mockery-package"
# The same Mockery without the plugin: its product and the targets only it uses removed.
copy_mockery "$work/mockery-package-without-plugin"
python3 - "$work/mockery-package-without-plugin/Package.swift" <<'PYTHON'
import re, sys
path = sys.argv[1]
manifest = open(path).read()
removals = [
    r'\n    \.plugin\(name: "GenerateMocks", targets: \["GenerateMocks"\]\),'
    r'\n    //[^\n]*\n    //[^\n]*\n    \.executable\(name: "mockery-generate", targets: \["mockery-generate"\]\),',
    r'\n    // `swift package generate-mocks`.*?\n    \.testTarget\(name: "MockeryMatchersTests"',
    r'\n    \.testTarget\(\n      name: "MockeryGeneratorTests".*?\),',
]
for pattern in removals:
    replacement = '\n    .testTarget(name: "MockeryMatchersTests"' if "MockeryMatchersTests" in pattern else ""
    manifest, count = re.subn(pattern, replacement, manifest, flags=re.S)
    if count != 1:
        sys.exit(f"build-cost.sh: Package.swift no longer has what it removes: {pattern}")
open(path, "w").write(manifest)
PYTHON

# The example, depending on each Mockery by absolute path.
for variant in mockery mockery-without-plugin; do
  mkdir -p "$work/$variant"
  cp -R "$root/Examples/WeatherServiceSpec/Package.swift" "$root/Examples/WeatherServiceSpec/Sources" \
    "$root/Examples/WeatherServiceSpec/Tests" "$work/$variant/"
  sed -i.bak "s|path: \"../..\"|path: \"$work/${variant/mockery/mockery-package}\"|" \
    "$work/$variant/Package.swift"
done

# The same spec, hand-written.
mkdir -p "$work/hand-written"
cp -R "$here/BuildCost/HandWrittenSpec/Package.swift" "$here/BuildCost/HandWrittenSpec/Tests" \
  "$root/Examples/WeatherServiceSpec/Sources" "$work/hand-written/"

measure() {  # prints "seconds kilobytes" of one clean build
  rm -rf "$1/.build"
  /usr/bin/time -f "%e %M" -o "$work/time" swift build --package-path "$1" --build-tests >/dev/null 2>&1
  cat "$work/time"
}


# The variants take turns, so that a slow spell of the shared machine falls on all of them.
variants=(hand-written mockery mockery-without-plugin)
declare -A runs seconds memory
for _ in $(seq "$repetitions"); do
  for variant in "${variants[@]}"; do runs[$variant]+="$(measure "$work/$variant")"$'\n'; done
done
for variant in "${variants[@]}"; do
  seconds[$variant]=$(printf '%s' "${runs[$variant]}" | awk 'NF { print $1 }' | median)
  memory[$variant]=$(printf '%s' "${runs[$variant]}" | awk 'NF { print $2 }' | median)
done

ratio=$(awk "BEGIN { printf \"%.2f\", ${seconds[mockery]} / ${seconds[hand-written]} }")
met=$(awk "BEGIN { print (${seconds[mockery]} / ${seconds[hand-written]} <= 1.2) ? \"met\" : \"MISSED\" }")
plugin=$(awk "BEGIN { printf \"%.2f\", ${seconds[mockery]} - ${seconds[mockery-without-plugin]} }")
plugin_met=$(awk "BEGIN { print ($plugin <= 1) ? \"met\" : \"MISSED\" }")
printf '%-48s %10s %12s\n' "clean swift build --build-tests" "seconds" "peak memory"
printf '%-48s %10s %9s MB\n' "WeatherServiceSpec, hand-written doubles" "${seconds[hand-written]}" "$((${memory[hand-written]} / 1024))"
printf '%-48s %10s %9s MB\n' "WeatherServiceSpec, with Mockery" "${seconds[mockery]}" "$((${memory[mockery]} / 1024))"
printf '%-48s %10s %9s MB\n' "WeatherServiceSpec, with Mockery without plugin" "${seconds[mockery-without-plugin]}" "$((${memory[mockery-without-plugin]} / 1024))"
printf '%-48s %10s   (target ≤ 1.2×: %s)\n' "ratio, with Mockery to hand-written" "${ratio}×" "$met"
printf '%-48s %10s   (target ≤ 1 s: %s)\n' "added by the generate-mocks plugin" "${plugin} s" "$plugin_met"
echo

# The plugin's compilation alone, as SwiftPM compiles it, against an empty command plugin's: the
# part of the difference above that is the plugin's own code, without the build's noise.
plugin_api="$(cd "$(dirname "$(readlink -f "$(command -v swift)")")/.." && pwd)/lib/swift/pm/PluginAPI"
cat > "$work/EmptyPlugin.swift" <<'SWIFT'
import PackagePlugin

@main struct EmptyPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {}
}
SWIFT
compile_plugin() {  # prints the seconds one compilation of the plugin source $1 takes
  /usr/bin/time -f "%e" -o "$work/time" swiftc -L "$plugin_api" -lPackagePlugin -I "$plugin_api" \
    -Xlinker -rpath -Xlinker "$plugin_api" -g -swift-version 6 -package-description-version 6.2.0 \
    -parse-as-library "$1" -o "$work/plugin" >/dev/null 2>&1
  cat "$work/time"
}
ours=() empty=()
for _ in $(seq $((repetitions * 2))); do
  ours+=("$(compile_plugin "$root/Plugins/GenerateMocks/GenerateMocks.swift")")
  empty+=("$(compile_plugin "$work/EmptyPlugin.swift")")
done
ours_median=$(printf '%s\n' "${ours[@]}" | median)
empty_median=$(printf '%s\n' "${empty[@]}" | median)
printf '%-48s %10s\n' "compiling a command plugin alone" "seconds"
printf '%-48s %10s\n' "generate-mocks (median of $((repetitions * 2)))" "$ours_median"
printf '%-48s %10s\n' "an empty command plugin" "$empty_median"
echo

# generate-mocks on 50 protocols, in a package that has been built.
generation="$work/generation"
# What any command plugin costs, and one that only asks SwiftPM for the symbol graph: the floor
# under generate-mocks, which SwiftPM's work sets rather than the generator's.
package_using_mockery "$generation" Generation Weather '
    .plugin(name: "Nothing", capability: .command(intent: .custom(verb: "nothing", description: "-"))),
    .plugin(
      name: "SymbolGraphOnly",
      capability: .command(intent: .custom(verb: "symbol-graph-only", description: "-"))),'
for index in $(seq 1 50); do
  cat > "$generation/Sources/Weather/Service$index.swift" <<SWIFT
import Foundation

public protocol Service$index: Sendable {
  func fetch(_ id: Int) async throws -> [String]
  func store(_ value: String, for key: String) throws
  func start()
  func cached<T: Decodable>(_ type: T.Type) -> T?
  var interval: TimeInterval { get set }
}
SWIFT
done
echo 'import Testing' > "$generation/Tests/WeatherTests/WeatherTests.swift"
mkdir -p "$generation/Plugins/Nothing" "$generation/Plugins/SymbolGraphOnly"
cat > "$generation/Plugins/Nothing/Nothing.swift" <<'SWIFT'
import PackagePlugin
@main struct Nothing: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {}
}
SWIFT
cat > "$generation/Plugins/SymbolGraphOnly/SymbolGraphOnly.swift" <<'SWIFT'
import PackagePlugin
@main struct SymbolGraphOnly: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    // The options generate-mocks asks for.
    let options = PackageManager.SymbolGraphOptions(
      minimumAccessLevel: .internal, includeSynthesized: false, includeSPI: true,
      emitExtensionBlocks: false)
    let target = try context.package.targets(named: ["Weather"])[0]
    _ = try packageManager.getSymbolGraph(for: target, options: options)
  }
}
SWIFT
swift build --package-path "$generation" --build-tests >/dev/null 2>&1

run_plugin() {  # run_plugin <verb> [arguments...]: prints the seconds one run takes
  /usr/bin/time -f "%e" -o "$work/time" swift package --package-path "$generation" \
    --allow-writing-to-package-directory "$@" >/dev/null 2>&1
  cat "$work/time"
}
generate() { run_plugin generate-mocks --target Weather; }
first=$(generate)
run_plugin nothing >/dev/null  # builds both floor plugins before they are timed
run_plugin symbol-graph-only >/dev/null
again=() nothing=() graph_only=()
for _ in $(seq "$repetitions"); do
  again+=("$(generate)")
  nothing+=("$(run_plugin nothing)")
  graph_only+=("$(run_plugin symbol-graph-only)")
done
again_median=$(printf '%s\n' "${again[@]}" | median)
nothing_median=$(printf '%s\n' "${nothing[@]}" | median)
graph_only_median=$(printf '%s\n' "${graph_only[@]}" | median)
files=$(find "$generation/Tests/WeatherTests/Mocks" -name '*Mock.swift' | wc -l)
again_met=$(awk "BEGIN { print ($again_median <= 1) ? \"met\" : \"MISSED\" }")
printf '%-48s %10s\n' "generate-mocks, 50 protocols ($files files)" "seconds"
printf '%-48s %10s   (builds the generator once)\n' "first run after swift build" "$first"
printf '%-48s %10s   (target ≤ 1 s: %s)\n' "a run after that (median of $repetitions)" "$again_median" "$again_met"
printf '%-48s %10s\n' "  floor: a command plugin that does nothing" "$nothing_median"
printf '%-48s %10s\n' "  floor: one that only gets the symbol graph" "$graph_only_median"
echo

# The generator's own part on the zoo's graphs, as the plugin hands them over.
swift build --package-path "$root" -c release --product mockery-generate >/dev/null 2>&1
zoo_graphs="$work/zoo-graphs"
mkdir -p "$zoo_graphs"
swift build --package-path "$root/Examples/MockZoo" --target Zoo >/dev/null 2>&1
triple=$(swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')
swift symbolgraph-extract -module-name Zoo -I "$root/Examples/MockZoo/.build/debug/Modules" \
  -target "$triple" -output-dir "$zoo_graphs" -minimum-access-level internal
swift symbolgraph-extract -module-name ZooBase -I "$root/Examples/MockZoo/.build/debug/Modules" \
  -target "$triple" -output-dir "$zoo_graphs" -minimum-access-level public
own=()
for _ in $(seq $((repetitions * 3))); do
  rm -rf "$work/zoo-output" && mkdir -p "$work/zoo-output"
  /usr/bin/time -f "%e" -o "$work/time" "$root/.build/release/mockery-generate" \
    --symbol-graph "$zoo_graphs/Zoo.symbols.json" \
    --dependency-symbol-graph "$zoo_graphs/ZooBase.symbols.json" \
    --package-directory "$work/zoo-output" --target Zoo --output Mocks >/dev/null
  own+=("$(cat "$work/time")")
done
own_median=$(printf '%s\n' "${own[@]}" | median)
zoo_files=$(find "$work/zoo-output/Mocks" -name '*.swift' | wc -l)
own_met=$(awk "BEGIN { print ($own_median <= 0.2) ? \"met\" : \"MISSED\" }")
printf '%-48s %10s\n' "the generator alone, 200 protocols ($zoo_files files)" "seconds"
printf '%-48s %10s   (target ≤ 0.2 s: %s)\n' "graphs to files, release (median of $((repetitions * 3)))" "$own_median" "$own_met"
echo

printf '{"scenario":"clean build --build-tests","unit":"s","floor":%s,"mockery":%s,"ratio":%s,"target":1.2,"met":%s,"floorPeakKB":%s,"mockeryPeakKB":%s,"repetitions":%s}\n' \
  "${seconds[hand-written]}" "${seconds[mockery]}" "$ratio" "$([ "$met" = met ] && echo true || echo false)" \
  "${memory[hand-written]}" "${memory[mockery]}" "$repetitions"
printf '{"scenario":"clean build, added by the generate-mocks plugin","unit":"s","withoutPlugin":%s,"withPlugin":%s,"added":%s,"target":1,"met":%s,"repetitions":%s}\n' \
  "${seconds[mockery-without-plugin]}" "${seconds[mockery]}" "$plugin" \
  "$([ "$plugin_met" = met ] && echo true || echo false)" "$repetitions"
printf '{"scenario":"compiling the plugin alone","unit":"s","generateMocks":%s,"emptyPlugin":%s,"repetitions":%s}\n' \
  "$ours_median" "$empty_median" "$((repetitions * 2))"
printf '{"scenario":"the generator alone on 200 protocols","unit":"s","median":%s,"files":%s,"target":0.2,"met":%s,"repetitions":%s}\n' \
  "$own_median" "$zoo_files" "$([ "$own_met" = met ] && echo true || echo false)" "$((repetitions * 3))"
printf '{"scenario":"generate-mocks on 50 protocols","unit":"s","firstRun":%s,"again":%s,"emptyPlugin":%s,"symbolGraphOnly":%s,"target":1,"met":%s,"repetitions":%s}\n' \
  "$first" "$again_median" "$nothing_median" "$graph_only_median" \
  "$([ "$again_met" = met ] && echo true || echo false)" "$repetitions"
