import Mockery

// The generated RefreshTimerMock is regenerated, never edited: what the spec adds to it lives
// here.
extension RefreshTimerMock {
  /// Fires the tick the service gave the timer, as the real timer would after an interval.
  @MainActor
  func fire() {
    let tick = calls.startArguments.last?.tick
    tick?()
  }
}
