#!/usr/bin/env bash
# Remakes the symbol graphs the generator's unit tests read, as `swift package generate-mocks`
# asks SwiftPM for them:
# - MockShapes.symbols.json, of the Shapes target of Examples/MockShapes (internal and up);
# - Zoo.symbols.json, of a few protocols of the Zoo target of Examples/MockZoo (internal and up),
#   those whose parents are in another module, and ZooBase.symbols.json, that module's graph
#   (public), as the plugin adds it;
# - ClassZoo.symbols.json and Widgets.symbols.json, of Examples/ClassZoo's two modules (internal
#   and up, as the plugin asks for both);
# - NotesApp.symbols.json, of Examples/MainActorApp's NotesApp target (internal and up), a module
#   isolated to the main actor by default.
# Only the fields the generator reads are kept, file paths are made relative to the repository,
# and everything is sorted, so that a change to the shapes shows up as a readable diff.
#
# Run: bash Tests/MockeryGeneratorTests/Fixtures/update-fixture.sh
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
triple=$(swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')

# extract <package> <module> <access level>
extract() {
  swift build --package-path "$1" --target "$2" >/dev/null
  swift symbolgraph-extract -module-name "$2" -I "$1/.build/debug/Modules" \
    -target "$triple" -output-dir "$work" -minimum-access-level "$3"
}
extract "$root/Examples/MockShapes" Shapes internal
extract "$root/Examples/MockZoo" Zoo internal
extract "$root/Examples/MockZoo" ZooBase public
extract "$root/Examples/ClassZoo" ClassZoo internal
extract "$root/Examples/ClassZoo" Widgets internal
extract "$root/Examples/MainActorApp" NotesApp internal

# prune <graph> <destination> [top-level names to keep; all when none]
prune() {
  python3 - "$work/$1" "$here/$2" "$root" "${@:3}" <<'PYTHON'
import json, sys
source, destination, root, *keep = sys.argv[1:]
graph = json.load(open(source))
def fragment(f):
    kept = {"kind": f["kind"], "spelling": f["spelling"]}
    if "preciseIdentifier" in f:
        kept["preciseIdentifier"] = f["preciseIdentifier"]
    return kept
def symbol(s):
    kept = {
        "kind": {"identifier": s["kind"]["identifier"]},
        "identifier": {"precise": s["identifier"]["precise"]},
        "pathComponents": s["pathComponents"],
        "names": {"title": s["names"]["title"]},
        "declarationFragments": list(map(fragment, s["declarationFragments"])),
        "accessLevel": s["accessLevel"],
    }
    if "location" in s:
        uri = s["location"]["uri"].replace("file://" + root + "/", "file://")
        kept["location"] = {"uri": uri, "position": s["location"]["position"]}
    for field in ("availability", "swiftExtension"):
        if field in s:
            kept[field] = s[field]
    return kept
def relationship(r):
    kept = {k: r[k] for k in ("kind", "source", "target")}
    if "targetFallback" in r:
        kept["targetFallback"] = r["targetFallback"]
    return kept
symbols = [s for s in graph["symbols"] if not keep or s["pathComponents"][0] in keep]
identifiers = {s["identifier"]["precise"] for s in symbols}
pruned = {
    "module": {"name": graph["module"]["name"]},
    "symbols": sorted(map(symbol, symbols), key=lambda s: s["identifier"]["precise"]),
    "relationships": sorted(
        map(relationship, (r for r in graph["relationships"] if r["source"] in identifiers)),
        key=lambda r: (r["kind"], r["source"], r["target"])),
}
with open(destination, "w") as out:
    json.dump(pruned, out, indent=1, sort_keys=True)
    out.write("\n")
PYTHON
  echo "Wrote $here/$2"
}
prune Shapes.symbols.json MockShapes.symbols.json
prune Zoo.symbols.json Zoo.symbols.json TracerLike AssociatedNamedLikeItsConstraint \
  FixesItsAssociatedType UsesOtherModulesDefault NoncopyableOfAnotherModule RefinesAndConstrains \
  SecondParentConstrains ConstrainsItem PlainAssociated DeprecatedRequirement UsesDeprecatedType \
  OldForecast RefinesCollection RefinesComparable PostfixOperator ConsumesNoncopyable Ticket \
  AddsASetter RestatesParent Parent StringRawRepresentable RefinesNSObjectProtocol ClassFunction \
  OpaqueNamedLikeItsConstraint Loop TypeNamedCalls Calls EmojiNames Broadcaster Listener \
  AsyncHandlerGroup HandlerGroup ListsCodes ListsNamedCodes PlainReporter RouteGraph Expression \
  Operation Planner Logger Stubbing Tracker FailingSequence
prune ZooBase.symbols.json ZooBase.symbols.json
prune ClassZoo.symbols.json ClassZoo.symbols.json
prune Widgets.symbols.json Widgets.symbols.json
prune NotesApp.symbols.json NotesApp.symbols.json
