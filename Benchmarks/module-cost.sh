#!/usr/bin/env bash
# What compiling Mockery's own modules costs, beside Nimble's, a matcher library of about the
# same size (9,500 lines) that many Swift test suites already compile: `swift build --target
# Mockery` (MockeryStartup, MockeryMatchers, Mockery) against `swift build --target Nimble`,
# debug, alternating, each compiler job timed by the compiler (-stats-output-dir).
#
# Two figures each: from nothing, the module cache built as the first jobs import the toolchain's
# modules (a user's clean build pays that once, whoever compiles first); and warm, the modules
# compiled again with the module cache kept, which is the modules' own cost. CPU is the sum of
# the compiler jobs' user and system time; the span is from the first job's start to the last
# one's end.
#
# Nimble comes from its GitHub URL (an offline mirror here), at NIMBLE_VERSION (14.0.0).
# Run: bash Benchmarks/module-cost.sh [repetitions, default 3]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
repetitions=${1:-3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

mkdir -p "$work/mockery/Tests/MockeryTests" "$work/mockery/Tests/MockeryMatchersTests" \
  "$work/mockery/Tests/MockeryReportingTests" "$work/mockery/Tests/MockeryGeneratorTests/Fixtures"
cp -R "$root/Package.swift" "$root/Sources" "$root/Plugins" "$work/mockery/"
cp -R "$root/Tests/MockeryTestChildren" "$work/mockery/Tests/"
for tests in MockeryTests MockeryMatchersTests MockeryReportingTests MockeryGeneratorTests; do
  touch "$work/mockery/Tests/$tests/Empty.swift"
done
git clone --quiet --branch "${NIMBLE_VERSION:-14.0.0}" https://github.com/Quick/Nimble \
  "$work/nimble" 2>/dev/null
swift package --package-path "$work/nimble" resolve >/dev/null 2>&1
swift package --package-path "$work/mockery" resolve >/dev/null 2>&1

# build <label> <package> <target> <cold|warm> <modules to rebuild...>: one build, its stats
build() {
  local label=$1 package=$2 target=$3 temperature=$4
  shift 4
  local debug="$package/.build/x86_64-unknown-linux-gnu/debug"
  if [ "$temperature" = cold ]; then
    rm -rf "$package/.build/x86_64-unknown-linux-gnu" "$package/.build/debug"
  else
    swift build --package-path "$package" --target "$target" >/dev/null 2>&1
    for module in "$@"; do rm -rf "$debug/$module.build" "$debug/Modules/$module."*; done
  fi
  local stats="$work/stats-$label-$temperature-$RANDOM"
  mkdir -p "$stats"
  swift build --package-path "$package" --target "$target" \
    -Xswiftc -stats-output-dir -Xswiftc "$stats" >/dev/null 2>&1
  echo "$label $temperature $stats" >>"$work/runs"
}

: >"$work/runs"
for _ in $(seq "$repetitions"); do
  for temperature in cold warm; do
    build nimble "$work/nimble" Nimble "$temperature" Nimble
    build mockery "$work/mockery" Mockery "$temperature" Mockery MockeryMatchers MockeryStartup
  done
done

python3 - "$work/runs" <<'PYTHON'
import collections, glob, json, statistics, sys
figures = collections.defaultdict(list)
for line in open(sys.argv[1]):
    label, temperature, folder = line.split()
    jobs = []
    for path in glob.glob(folder + "/*.json"):
        stats = json.load(open(path))
        start = int(path.rsplit("/", 1)[1].split("-")[1]) / 1e6
        key = next(k for k in stats if k.startswith("time.swift-frontend.") and k.endswith(".wall"))
        jobs.append((start, stats[key], stats[key[:-5] + ".user"] + stats[key[:-5] + ".sys"]))
    origin = min(job[0] for job in jobs)
    span = max(job[0] + job[1] for job in jobs) - origin
    figures[(label, temperature)].append((sum(job[2] for job in jobs), span, len(jobs)))
print(f"compiling the library's modules, debug, median of {len(figures[('nimble', 'cold')])} runs each")
print(f"  {'':28} {'compiler CPU s':>15} {'span s':>8} {'jobs':>5}")
rows = {}
for temperature in ["cold", "warm"]:
    for label in ["nimble", "mockery"]:
        runs = figures[(label, temperature)]
        cpu = statistics.median(run[0] for run in runs)
        span = statistics.median(run[1] for run in runs)
        rows[(label, temperature)] = (cpu, span)
        name = {"nimble": "Nimble", "mockery": "Mockery (3 modules)"}[label]
        print(f"  {name + ', ' + temperature:28} {cpu:15.2f} {span:8.2f} {runs[0][2]:5}")
    nimble, mockery = rows[("nimble", temperature)], rows[("mockery", temperature)]
    print(f"  {'Mockery to Nimble, ' + temperature:28} {mockery[0] / nimble[0]:14.2f}x "
          f"{mockery[1] / nimble[1]:7.2f}x   (target <= 0.75x)")
    print(json.dumps({"scenario": f"compiling the modules, {temperature}", "unit": "s",
                      "nimbleCPU": round(nimble[0], 2), "mockeryCPU": round(mockery[0], 2),
                      "nimbleSpan": round(nimble[1], 2), "mockerySpan": round(mockery[1], 2),
                      "cpuRatio": round(mockery[0] / nimble[0], 2),
                      "spanRatio": round(mockery[1] / nimble[1], 2), "target": 0.75}))
PYTHON
