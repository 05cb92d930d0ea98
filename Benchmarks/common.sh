# What the benchmark scripts share; sourced, with `root` set to Mockery's folder. Gives them
# `work`, a temporary folder removed when the script exits.
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# A step that fails stops the script (set -e) with its line, not silently.
set -E
trap 'echo "FAILED: ${BASH_SOURCE[0]}:$LINENO: $BASH_COMMAND" >&2' ERR

# median: the median of the numbers on standard input, one a line (the lower of the middle two).
median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

# copy_mockery <destination>: what a package depending on Mockery by path needs of it, so that
# Mockery's own build folder is never reused.
copy_mockery() {
  mkdir -p "$1"
  cp -R "$root/Package.swift" "$root/Sources" "$root/Plugins" "$1/"
  mkdir -p "$1/Tests" && cp -R "$root/Tests/MockeryTestChildren" "$1/Tests/"
  for tests in MockeryTests MockeryMatchersTests MockeryReportingTests MockeryGeneratorTests; do
    mkdir -p "$1/Tests/$tests" && touch "$1/Tests/$tests/Empty.swift"
  done
  mkdir -p "$1/Tests/MockeryGeneratorTests/Fixtures"
}

# package_using_mockery <folder> <name> <module> [target lines]: the manifest of a package with
# the library <module> and its test target <module>Tests, which depends on Mockery as copied to
# $work/mockery-package (see copy_mockery), and any more targets given.
package_using_mockery() {
  local folder=$1 name=$2 module=$3 more=${4:-}
  mkdir -p "$folder/Sources/$module" "$folder/Tests/${module}Tests"
  cat >"$folder/Package.swift" <<SWIFT
// swift-tools-version: 6.2
import PackageDescription
let package = Package(
  name: "$name",
  dependencies: [.package(name: "Mockery", path: "$work/mockery-package")],
  targets: [
    .target(name: "$module"),$more
    .testTarget(
      name: "${module}Tests",
      dependencies: ["$module", .product(name: "Mockery", package: "Mockery")]),
  ],
  swiftLanguageModes: [.v6]
)
SWIFT
}

# protocol_source <index>: one small protocol; five shapes in turn, as a module has them.
protocol_source() {
  local i=$1
  case $((i % 5)) in
    0) printf 'protocol Store%d {\n  func load(id: Int) throws -> String\n  func save(_ value: String, id: Int)\n}\n' "$i" ;;
    1) printf 'protocol Clock%d: Sendable {\n  var now: Double { get }\n  func sleep(seconds: Double) async throws\n}\n' "$i" ;;
    2) printf 'protocol Cache%d {\n  associatedtype Key: Hashable\n  subscript(key: Key) -> String? { get set }\n  func removeAll()\n}\n' "$i" ;;
    3) printf 'protocol Log%d: AnyObject {\n  var level: Int { get set }\n  func log(_ message: String, file: String, line: Int)\n}\n' "$i" ;;
    4) printf 'protocol Mapper%d {\n  func map<T: Decodable>(_ data: [UInt8], as type: T.Type) throws -> T\n  func count(of data: [UInt8]) -> Int\n}\n' "$i" ;;
  esac
}

# big_module <folder> <protocols> <files>: a module Big of that many protocols in that many
# files, its sources in <folder>/Sources and its module in <folder>/build.
big_module() {
  local folder=$1 protocols=$2 files=$3
  mkdir -p "$folder/Sources" "$folder/build"
  local per_file=$((protocols / files))
  for file in $(seq 0 $((files - 1))); do
    for i in $(seq $((file * per_file)) $(((file + 1) * per_file - 1))); do
      protocol_source "$i"
    done >"$folder/Sources/File$file.swift"
  done
  swiftc -parse-as-library -enable-testing -module-name Big -emit-module \
    -emit-module-path "$folder/build/Big.swiftmodule" "$folder"/Sources/*.swift
}
