#!/usr/bin/env bash
# What the generated mocks cost a user's incremental build: 200 protocols of five shapes (a
# method that throws, async, an associated type with a subscript, a class-bound protocol with a
# mutable property, a generic method; see common.sh), their mocks as `mockery-generate` writes
# them, compiled as a test target compiles them (`swiftc -c -enable-batch-mode -j 2`, debug, as SwiftPM does),
# against the same protocols' mocks in the plainest style a person writes: a class with a call
# counter, the last arguments and a closure per requirement, no library.
#
# Reports the compiler's CPU (user + system, median of the runs, which alternate) and lines per
# mock; then, over the generated files, the slowest function bodies by
# `-debug-time-function-bodies` and the expressions `-warn-long-expression-type-checking=50`
# names, beside a user's own code's threshold.
#
# Run: bash Benchmarks/mock-compile-cost.sh [repetitions, default 5]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
repetitions=${1:-5}
# shellcheck source=common.sh
source "$root/Benchmarks/common.sh"

protocols=200
swift build --package-path "$root" --target Mockery >/dev/null 2>&1
bin=$(swift build --package-path "$root" --show-bin-path)
swift build --package-path "$root" --product mockery-generate >/dev/null 2>&1
mockery=(-I "$bin/Modules" -I "$root/Sources/MockeryStartup/include")
triple=$(swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')

# The module under test, built for @testable import as a debug build is.
mkdir -p "$work/Shapes" "$work/modules" "$work/graphs"
for i in $(seq 0 $((protocols - 1))); do protocol_source "$i"; done >"$work/Shapes/Shapes.swift"
swiftc -parse-as-library -enable-testing -module-name Shapes -emit-module \
  -emit-module-path "$work/modules/Shapes.swiftmodule" "$work/Shapes/Shapes.swift"
swift symbolgraph-extract -module-name Shapes -I "$work/modules" -target "$triple" \
  -output-dir "$work/graphs" -minimum-access-level internal
"$bin/mockery-generate" --symbol-graph "$work/graphs/Shapes.symbols.json" \
  --package-directory "$work" --target Shapes --output Generated --no-compile-check >/dev/null

# plain_mock <index>: the mock of protocol_source's protocol <index> as a person writes it.
plain_mock() {
  local i=$1
  case $((i % 5)) in
    0) cat <<SWIFT
final class Store${i}PlainMock: Store$i {
  var loadCallCount = 0
  var loadReceivedID: Int?
  var loadHandler: ((Int) throws -> String)?
  func load(id: Int) throws -> String {
    loadCallCount += 1
    loadReceivedID = id
    guard let loadHandler else { fatalError("load(id:) is not stubbed") }
    return try loadHandler(id)
  }
  var saveCallCount = 0
  var saveReceivedArguments: (value: String, id: Int)?
  var saveHandler: ((String, Int) -> Void)?
  func save(_ value: String, id: Int) {
    saveCallCount += 1
    saveReceivedArguments = (value, id)
    saveHandler?(value, id)
  }
}
SWIFT
      ;;
    1) cat <<SWIFT
final class Clock${i}PlainMock: Clock$i, @unchecked Sendable {
  var now: Double = 0
  var sleepCallCount = 0
  var sleepReceivedSeconds: Double?
  var sleepHandler: ((Double) async throws -> Void)?
  func sleep(seconds: Double) async throws {
    sleepCallCount += 1
    sleepReceivedSeconds = seconds
    try await sleepHandler?(seconds)
  }
}
SWIFT
      ;;
    2) cat <<SWIFT
final class Cache${i}PlainMock<Key: Hashable>: Cache$i {
  var storage: [Key: String] = [:]
  var subscriptGetCallCount = 0
  var subscriptSetCallCount = 0
  subscript(key: Key) -> String? {
    get {
      subscriptGetCallCount += 1
      return storage[key]
    }
    set {
      subscriptSetCallCount += 1
      storage[key] = newValue
    }
  }
  var removeAllCallCount = 0
  var removeAllHandler: (() -> Void)?
  func removeAll() {
    removeAllCallCount += 1
    removeAllHandler?()
  }
}
SWIFT
      ;;
    3) cat <<SWIFT
final class Log${i}PlainMock: Log$i {
  var level: Int = 0
  var logCallCount = 0
  var logReceivedArguments: (message: String, file: String, line: Int)?
  var logHandler: ((String, String, Int) -> Void)?
  func log(_ message: String, file: String, line: Int) {
    logCallCount += 1
    logReceivedArguments = (message, file, line)
    logHandler?(message, file, line)
  }
}
SWIFT
      ;;
    4) cat <<SWIFT
final class Mapper${i}PlainMock: Mapper$i {
  var mapCallCount = 0
  var mapReceivedData: [UInt8]?
  var mapHandler: (([UInt8], Any.Type) throws -> Any)?
  func map<T: Decodable>(_ data: [UInt8], as type: T.Type) throws -> T {
    mapCallCount += 1
    mapReceivedData = data
    guard let mapHandler else { fatalError("map(_:as:) is not stubbed") }
    return try mapHandler(data, type) as! T
  }
  var countCallCount = 0
  var countReceivedData: [UInt8]?
  var countHandler: (([UInt8]) -> Int)?
  func count(of data: [UInt8]) -> Int {
    countCallCount += 1
    countReceivedData = data
    return countHandler?(data) ?? 0
  }
}
SWIFT
      ;;
  esac
}
mkdir -p "$work/Plain"
for i in $(seq 0 $((protocols - 1))); do
  { echo "@testable import Shapes"; echo; plain_mock "$i"; } >"$work/Plain/Mock$i.swift"
done

# compile <folder> [flags...]: the compiler's CPU seconds to compile the folder's files as one
# test module, as SwiftPM's debug build does (the driver's batch mode, two jobs).
compile() {
  local folder=$1
  shift
  rm -rf "$work/objects" && mkdir -p "$work/objects"
  /usr/bin/time -f "%U %S" -o "$work/time" swiftc -c -Onone -enable-testing -parse-as-library \
    -swift-version 6 -module-name ShapesTests -enable-batch-mode -j 2 -I "$work/modules" "${mockery[@]}" \
    -working-directory "$work/objects" "$@" "$folder"/*.swift >"$work/compile.log" 2>&1 || {
    cat "$work/compile.log" >&2
    exit 1
  }
  awk '{ printf "%.2f\n", $1 + $2 }' "$work/time"
}
generated=() plain=()
compile "$work/Generated" >/dev/null  # warm the module cache for both
for _ in $(seq "$repetitions"); do
  plain+=("$(compile "$work/Plain")")
  generated+=("$(compile "$work/Generated")")
done
plain_cpu=$(printf '%s\n' "${plain[@]}" | median)
generated_cpu=$(printf '%s\n' "${generated[@]}" | median)
lines() { cat "$1"/*.swift | grep -cvE '^\s*(//.*)?$'; }
plain_lines=$(lines "$work/Plain")
generated_lines=$(lines "$work/Generated")
ratio=$(awk "BEGIN { printf \"%.2f\", $generated_cpu / $plain_cpu }")
met=$(awk "BEGIN { print ($ratio <= 1.5) ? \"met\" : \"MISSED\" }")
per_mock() { awk "BEGIN { printf \"%.1f\", $1 * 1000 / $protocols }"; }

# Where the type-checker spends its time in the generated files.
compile "$work/Generated" -Xfrontend -debug-time-function-bodies \
  -Xfrontend -warn-long-expression-type-checking=50 >/dev/null
slowest=$(grep -E '^[0-9.]+ms\s' "$work/compile.log" | sort -rn | head -5 || true)
long_expressions=$(grep -c "expression took" "$work/compile.log" || true)
body_spread=$(grep -E '^[0-9.]+ms\s' "$work/compile.log" | awk '{ print $1 + 0 }' | sort -n |
  awk '{ v[NR] = $1 } END { printf "%d bodies: median %s ms, 99th percentile %s ms", NR, v[int((NR + 1) / 2)], v[int(NR * 0.99)] }')

printf '%-44s %12s %12s\n' "$protocols mocks, compiled as a test target" "generated" "plain"
printf '%-44s %12s %12s\n' "compiler CPU s (median of $repetitions)" "$generated_cpu" "$plain_cpu"
printf '%-44s %12s %12s\n' "  per mock, ms" "$(per_mock "$generated_cpu")" "$(per_mock "$plain_cpu")"
printf '%-44s %12s %12s\n' "lines of code per mock" \
  "$(awk "BEGIN { printf \"%.1f\", $generated_lines / $protocols }")" \
  "$(awk "BEGIN { printf \"%.1f\", $plain_lines / $protocols }")"
printf '%-44s %12s   (target ≤ 1.5×: %s)\n' "generated / plain" "${ratio}×" "$met"
echo
echo "slowest function bodies of the generated files (-debug-time-function-bodies):"
echo "${slowest:-  (none measurable)}"
echo "$body_spread"
echo "expressions over 50 ms to type-check: $long_expressions"
printf '{"scenario":"compiling 200 generated mocks","unit":"s","plain":%s,"generated":%s,"ratio":%s,"target":1.5,"met":%s,"plainLines":%s,"generatedLines":%s,"longExpressions":%s,"repetitions":%s}\n' \
  "$plain_cpu" "$generated_cpu" "$ratio" "$([ "$met" = met ] && echo true || echo false)" \
  "$plain_lines" "$generated_lines" "$long_expressions" "$repetitions"
