/// One failed assertion, verification or misuse: what went wrong and where.
public struct FailureReport: Sendable, Equatable, CustomStringConvertible {
  /// The message a person reads, such as
  /// `Expected: a string containing "Zurich"` / `     but: was "Zug"`.
  public let message: String
  /// The line of the test the failure belongs to.
  public let location: CallSite
  /// The test the failure belongs to, when it was noted: for failures of mocked calls, the test
  /// that created the mock.
  public let attribution: TestAttribution?

  /// Creates a report.
  public init(message: String, location: CallSite, attribution: TestAttribution? = nil) {
    self.message = message
    self.location = location
    self.attribution = attribution
  }

  /// The location followed by the message.
  public var description: String { "\(location): \(message)" }
}
