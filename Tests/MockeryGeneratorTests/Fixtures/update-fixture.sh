#!/usr/bin/env bash
# Remakes MockShapes.symbols.json, the symbol graph the generator's unit tests read, from the
# Shapes target of Examples/MockShapes, as `swift package generate-mocks` asks SwiftPM for it
# (internal and up, no synthesized members). Only the fields the generator reads are kept, file
# paths are made relative to the repository, and everything is sorted, so that a change to the
# shapes shows up as a readable diff.
#
# Run: bash Tests/MockeryGeneratorTests/Fixtures/update-fixture.sh
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
package="$root/Examples/MockShapes"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

swift build --package-path "$package" --target Shapes >/dev/null
triple=$(swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')
swift symbolgraph-extract -module-name Shapes -I "$package/.build/debug/Modules" \
  -target "$triple" -output-dir "$work" -minimum-access-level internal

python3 - "$work/Shapes.symbols.json" "$here/MockShapes.symbols.json" "$root" <<'PYTHON'
import json, sys
source, destination, root = sys.argv[1:]
graph = json.load(open(source))
def symbol(s):
    kept = {
        "kind": {"identifier": s["kind"]["identifier"]},
        "identifier": {"precise": s["identifier"]["precise"]},
        "pathComponents": s["pathComponents"],
        "names": {"title": s["names"]["title"]},
        "declarationFragments": [
            {"kind": f["kind"], "spelling": f["spelling"]} for f in s["declarationFragments"]],
        "accessLevel": s["accessLevel"],
    }
    if "location" in s:
        uri = s["location"]["uri"].replace("file://" + root + "/", "file://")
        kept["location"] = {"uri": uri, "position": s["location"]["position"]}
    return kept
def relationship(r):
    kept = {k: r[k] for k in ("kind", "source", "target")}
    if "targetFallback" in r:
        kept["targetFallback"] = r["targetFallback"]
    return kept
pruned = {
    "module": {"name": graph["module"]["name"]},
    "symbols": sorted(map(symbol, graph["symbols"]), key=lambda s: s["identifier"]["precise"]),
    "relationships": sorted(
        map(relationship, graph["relationships"]),
        key=lambda r: (r["kind"], r["source"], r["target"])),
}
with open(destination, "w") as out:
    json.dump(pruned, out, indent=1, sort_keys=True)
    out.write("\n")
PYTHON
echo "Wrote $here/MockShapes.symbols.json"
