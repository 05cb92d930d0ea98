import Foundation

/// Best, median and worst of repeated timings, in nanoseconds per operation.
struct Timing: Encodable {
  let best: Double
  let median: Double
  let max: Double

  /// The same timing in another unit: `1e-6` turns nanoseconds into milliseconds.
  func scaled(by factor: Double) -> Timing {
    Timing(best: best * factor, median: median * factor, max: max * factor)
  }
}

/// Keeps results alive so the optimizer cannot drop the calls that made them.
nonisolated(unsafe) var sink = 0

/// Times `operations` operations of `body`, `repetitions` times after one warm-up, each
/// repetition on a state `setup` makes outside the timing.
func measure<State>(
  operations: Int,
  repetitions: Int = 5,
  setup: () -> State,
  _ body: (State) -> Void
) -> Timing {
  var nanosecondsPerOperation: [Double] = []
  for repetition in 0...repetitions {
    let state = setup()
    let start = ContinuousClock.now
    body(state)
    let elapsed = ContinuousClock.now - start
    guard repetition > 0 else { continue }  // the warm-up
    nanosecondsPerOperation.append(elapsed.nanoseconds / Double(operations))
  }
  nanosecondsPerOperation.sort()
  return Timing(
    best: nanosecondsPerOperation.first!,
    median: nanosecondsPerOperation[nanosecondsPerOperation.count / 2],
    max: nanosecondsPerOperation.last!)
}

extension Duration {
  var nanoseconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
  }
}

/// A thousand distinct five-digit zipcodes: short strings, stored inline, as real ones are.
let zipcodes = (0..<1_000).map { String(format: "%05d", 10_000 + $0 * 89) }
