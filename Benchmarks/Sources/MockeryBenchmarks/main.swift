import Foundation
import WeatherFetchingSubjects

// What Mockery costs per call, per verification, per recorded call in memory and under
// contention, each against a hand-written mock measured in the same run. Build in release:
//   swift run -c release --package-path Benchmarks

let arguments = CommandLine.arguments
if arguments.count == 4, arguments[1] == "--memory-child",
  let kind = MockKind(rawValue: arguments[2]),
  let calls = Int(arguments[3])
{
  Memory.child(kind: kind, calls: calls)
  exit(0)
}

// One loop alone, for a profiler: `--profile <scenario> <kind> <count>` (see Profile.swift),
// such as `valgrind --tool=callgrind .build/release/MockeryBenchmarks --profile void Mockery
// 100000`. Instruction counts from callgrind repeat exactly, whatever else the machine does.
if arguments.count == 5, arguments[1] == "--profile", let kind = MockKind(rawValue: arguments[3]),
  let count = Int(arguments[4])
{
  Profile.run(arguments[2], kind: kind, count: count)
  exit(0)
}

// Memory first, in child processes, while this one is small.
let memory = Memory.result()
var results = Scenarios.stubbedCalls()
results += Scenarios.stubbedRequirementKinds()
let scaling = Scenarios.scaling()
results += scaling.results
results.append(scaling.flatness)
results += Scenarios.misses()
results.append(Scenarios.verification())
results += Scenarios.labels()
results.append(memory)
results.append(Scenarios.concurrency())
results.append(Scenarios.spies())
results.append(Scenarios.describing())

Report.print(results)
