#!/usr/bin/env bash
# Where a user's clean build spends the time Mockery adds: one clean `swift build --build-tests`
# of Examples/WeatherServiceSpec with Mockery, and of the same spec with hand-written doubles,
# each compiler job timed by the compiler itself (-stats-output-dir). Prints, per module, the
# compiler's CPU and wall time, and every job on a timeline, so the critical path shows.
#
# Run: bash Benchmarks/build-profile.sh
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

mkdir -p "$work/mockery-package/Tests/MockeryTests" "$work/mockery-package/Tests/MockeryMatchersTests" \
  "$work/mockery-package/Tests/MockeryReportingTests" \
  "$work/mockery-package/Tests/MockeryGeneratorTests/Fixtures"
cp -R "$root/Package.swift" "$root/Sources" "$root/Plugins" "$work/mockery-package/"
cp -R "$root/Tests/MockeryTestChildren" "$work/mockery-package/Tests/"
for tests in MockeryTests MockeryMatchersTests MockeryReportingTests MockeryGeneratorTests; do
  touch "$work/mockery-package/Tests/$tests/Empty.swift"
done
mkdir -p "$work/mockery" "$work/hand-written"
cp -R "$root/Examples/WeatherServiceSpec/Package.swift" "$root/Examples/WeatherServiceSpec/Sources" \
  "$root/Examples/WeatherServiceSpec/Tests" "$work/mockery/"
sed -i.bak "s|path: \"../..\"|path: \"$work/mockery-package\"|" "$work/mockery/Package.swift"
cp -R "$here/BuildCost/HandWrittenSpec/Package.swift" "$here/BuildCost/HandWrittenSpec/Tests" \
  "$root/Examples/WeatherServiceSpec/Sources" "$work/hand-written/"

for variant in hand-written mockery; do
  mkdir -p "$work/stats-$variant"
  /usr/bin/time -f "%e" -o "$work/time-$variant" swift build --package-path "$work/$variant" \
    --build-tests -Xswiftc -stats-output-dir -Xswiftc "$work/stats-$variant" >/dev/null 2>&1
done

python3 - "$work" <<'PYTHON'
import collections, glob, json, sys
work = sys.argv[1]
for variant in ["hand-written", "mockery"]:
    seconds = open(f"{work}/time-{variant}").read().strip()
    jobs = []
    for path in glob.glob(f"{work}/stats-{variant}/*.json"):
        stats = json.load(open(path))
        start = int(path.rsplit("/", 1)[1].split("-")[1]) / 1e6
        key = next(k for k in stats if k.startswith("time.swift-frontend.") and k.endswith(".wall"))
        name = key[len("time.swift-frontend."):-len(".wall")].split("-x86_64")[0].split("-aarch64")[0]
        jobs.append((start, name, stats[key], stats[key[:-5] + ".user"] + stats[key[:-5] + ".sys"]))
    origin = min(job[0] for job in jobs)
    print(f"{variant}: clean build {seconds} s")
    per_module = collections.defaultdict(lambda: [0.0, 0.0, 0])
    for start, name, wall, cpu in jobs:
        module = name.split("-")[0]
        per_module[module][0] += cpu
        per_module[module][1] += wall
        per_module[module][2] += 1
    print(f"  {'module':52} {'CPU s':>7} {'jobs':>5}")
    for module, (cpu, wall, count) in sorted(per_module.items(), key=lambda item: -item[1][0]):
        print(f"  {module:52} {cpu:7.2f} {count:5}")
    print(f"  {'all compiler jobs':52} {sum(v[0] for v in per_module.values()):7.2f}")
    print(f"  timeline (s from the first job): start–end  CPU  job")
    for start, name, wall, cpu in sorted(jobs):
        print(f"    {start - origin:5.2f}–{start - origin + wall:5.2f} {cpu:5.2f}  {name[:60]}")
    print()
PYTHON
