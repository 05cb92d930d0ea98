/// One failed assertion, verification or misuse: what went wrong and where.
public struct FailureReport: Sendable, Equatable, CustomStringConvertible {
  /// The message a person reads, such as
  /// `Expected: a string containing "Zurich"` / `     but: was "Zug"`.
  public let message: String
  /// The line of the test the failure belongs to.
  public let location: CallSite

  /// Creates a report.
  public init(message: String, location: CallSite) {
    self.message = message
    self.location = location
  }

  /// The location followed by the message.
  public var description: String { "\(location): \(message)" }
}
