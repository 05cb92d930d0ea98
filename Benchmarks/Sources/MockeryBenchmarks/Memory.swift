import Foundation
import WeatherFetchingSubjects

/// Bytes per recorded call: the peak memory of a process recording a million calls, less that
/// of one recording none, each in a process of its own.
enum Memory {
  static let calls = 1_000_000

  static func result() -> Result {
    func bytesPerCall(_ kind: MockKind) -> Timing {
      let samples = (0..<3).map { _ in
        Double(peakResidentBytes(kind, calls: calls) - peakResidentBytes(kind, calls: 0))
          / Double(calls)
      }.sorted()
      return Timing(best: samples[0], median: samples[1], max: samples[2])
    }
    return Result(
      scenario: "memory per recorded call", unit: "bytes/call", floor: bytesPerCall(.handWritten),
      mockery: bytesPerCall(.mockery), target: 3,
      note: "peak RSS recording 1M calls less peak RSS recording none")
  }

  /// Runs this executable again to record `calls` calls and report its peak memory.
  static func peakResidentBytes(_ kind: MockKind, calls: Int) -> Int {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = ["--memory-child", kind.rawValue, String(calls)]
    let output = Pipe()
    process.standardOutput = output
    try! process.run()
    process.waitUntilExit()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    return Int(text.trimmingCharacters(in: .whitespacesAndNewlines))!
  }

  /// The child's side: record the calls, then print the peak resident set size in bytes.
  static func child(kind: MockKind, calls: Int) {
    let mock = Scenarios.stubbedForAnyZip(kind)
    callConditions(mock, zipcodes, times: calls)
    precondition(mock.conditionsCallCount == calls)
    print(peakResidentBytesOfThisProcess())
  }

  /// This process's own peak resident memory.
  ///
  /// On Linux, `getrusage`'s `ru_maxrss` keeps the peak of the parent the process was forked
  /// from across `exec`, so a child of a large parent reports the parent's size; `VmHWM` is the
  /// high-water mark of this process's own address space.
  static func peakResidentBytesOfThisProcess() -> Int {
    #if os(Linux)
      let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
      let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
      let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
      return kilobytes * 1024
    #else
      var usage = rusage()
      getrusage(RUSAGE_SELF, &usage)
      return Int(usage.ru_maxrss)  // bytes on Darwin
    #endif
  }
}
