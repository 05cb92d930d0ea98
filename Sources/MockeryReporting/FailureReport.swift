/// One failed assertion, verification or misuse: what went wrong and where.
///
/// A few reports are warnings, which do not fail the test: see ``Severity``.
public struct FailureReport: Sendable, Equatable, CustomStringConvertible {
  /// Whether a report fails its test.
  public enum Severity: Sendable, Equatable {
    /// It fails the test: every assertion, verification and misuse.
    case failure
    /// It does not: a note about failures already reported, such as how many times a mocked
    /// call repeated a mistake reported once. Swift Testing records it as a warning issue;
    /// XCTest has none, so it is written to the test's output.
    case warning
  }

  /// The message a person reads, such as
  /// `Expected: a string containing "Zurich"` / `     but: was "Zug"`.
  public let message: String
  /// The message with every value it shortened written out in full, when it shortened any
  /// (see ``ValueDescriptionLimits``); `nil` when ``message`` is already whole.
  ///
  /// Swift Testing receives it as an attachment of the test's issue, named
  /// `Mockery failure in full.txt` (`swift test --attachments-path <folder>` saves it); XCTest
  /// receives it after the short message.
  public let fullMessage: String?
  /// The line of the test the failure belongs to.
  public let location: CallSite
  /// The test the failure belongs to, when it was noted: for failures of mocked calls, the test
  /// that created the mock.
  public let attribution: TestAttribution?
  /// Whether it fails its test: ``Severity/failure`` but for notes.
  public let severity: Severity
  /// Texts that go beside the message rather than in it, such as the log of every call the mocks
  /// in a failed verification recorded.
  ///
  /// Swift Testing records each as an attachment of the test's issue (`swift test
  /// --attachments-path <folder>` saves them); XCTest on Apple platforms as an `XCTAttachment`
  /// of the failure, and elsewhere writes each to standard output after the failure.
  public let attachments: [Attachment]

  /// A text recorded beside a failure, under a name.
  public struct Attachment: Sendable, Equatable {
    /// The name it is saved under, with its extension: `Mockery calls.txt`.
    public let name: String
    /// The text.
    public let text: String

    /// Creates an attachment named `name`.
    public init(name: String, text: String) {
      self.name = name
      self.text = text
    }
  }

  /// Creates a report.
  public init(
    message: String, fullMessage: String? = nil, location: CallSite,
    attribution: TestAttribution? = nil, severity: Severity = .failure,
    attachments: [Attachment] = []
  ) {
    self.message = message
    self.fullMessage = fullMessage
    self.location = location
    self.attribution = attribution
    self.severity = severity
    self.attachments = attachments
  }

  /// The location followed by the message.
  public var description: String { "\(location): \(message)" }

  /// The message, followed by the full text when it differs: for places that take one text.
  var messageInFull: String {
    guard let fullMessage else { return message }
    return "\(message)\n\nIn full:\n\(fullMessage)"
  }

  /// The attachments as one text, each under its name, for places that take text only; empty
  /// without any.
  var attachmentsAsText: String {
    attachments.map { "\n\n\($0.name):\n\($0.text)" }.joined()
  }

  /// The same failure with another message, such as one saying why no test can record it.
  func replacingMessage(_ transform: (String) -> String) -> FailureReport {
    FailureReport(
      message: transform(message), fullMessage: fullMessage.map(transform), location: location,
      attribution: attribution, severity: severity, attachments: attachments)
  }
}
