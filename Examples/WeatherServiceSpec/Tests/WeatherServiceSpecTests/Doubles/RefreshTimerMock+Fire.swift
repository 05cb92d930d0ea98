import Mockery

// The generated RefreshTimerMock is regenerated, never edited: what the spec adds to it lives
// here.
extension RefreshTimerMock {
  /// Fires the tick the service gave the timer, as the real timer would after an interval.
  @MainActor
  func fire() {
    // A recorded call's arguments are a tuple in start(every:tick:)'s order.
    let tick = calls.start.arguments.last.map { _, tick in tick }
    tick?()
  }
}
