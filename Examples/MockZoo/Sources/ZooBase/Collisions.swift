// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

/// A type named like one of Zoo's: in Zoo's own code `Logger` means Zoo's, and a mock's file,
/// which imports both modules, must say which.
public struct Logger: Sendable {
  public init() {}
}

/// A type alias of a generic type, which a protocol of another module names.
public typealias BaseOutcome = Result<String, Error>
