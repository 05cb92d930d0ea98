#if canImport(Testing)
  import Testing
#endif

/// The place in a test's source that a failure is reported at: the line that called
/// `assertThat`, `verify` or the mocked function.
///
/// Every public entry point that can fail takes `fileID`, `filePath`, `line` and `column`
/// defaulted to the caller's `#fileID`, `#filePath`, `#line` and `#column`, builds one `CallSite`
/// and passes it down unchanged, so the failure lands where the test author looks. Write your
/// own assertion helpers the same way and pass their parameters on. Those that assert, verify or
/// stub also take a Swift Testing `SourceLocation` instead, for helpers written in Swift Testing's
/// style (see <doc:ReportingFailures>).
///
/// `line` and `column` are `Int`, as in Swift Testing, so they compare with `#line` as written:
///
/// ```swift
/// let failures = captureFailures { assertThat(3, greaterThan(5)) }
/// #expect(failures.first?.location.line == #line - 1)
/// ```
public struct CallSite: Sendable, CustomStringConvertible {
  /// The file's module-qualified identifier, such as `"MyAppTests/LoginTests.swift"`.
  public let fileID: String
  /// The line, counted from 1.
  public let line: Int
  /// The column, counted from 1.
  public let column: Int
  /// The file's path as the caller gave it: a `#filePath` literal, which XCTest's `XCTFail`
  /// takes as it is, or the text of a Swift Testing `SourceLocation`.
  let path: Path

  enum Path: Sendable {
    case literal(StaticString)
    case text(String)
  }

  /// Creates a call site; with no arguments, the place this initializer is called from.
  public init(
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.fileID = fileID
    self.path = .literal(filePath)
    self.line = Int(line)
    self.column = Int(column)
  }

  /// The file's full path.
  public var filePath: String {
    switch path {
    case .literal(let literal): "\(literal)"
    case .text(let text): text
    }
  }

  /// The path as a literal, for APIs that only take one, when the call site was made from one.
  package var literalFilePath: StaticString? {
    if case .literal(let literal) = path { literal } else { nil }
  }

  /// `fileID:line:column`, the form compilers and test runners print.
  public var description: String { "\(fileID):\(line):\(column)" }
}

#if canImport(Testing)
  extension CallSite {
    /// Creates the call site a Swift Testing `SourceLocation` names, such as the
    /// `#_sourceLocation` a helper of yours received from its caller.
    public init(_ sourceLocation: SourceLocation) {
      self.fileID = sourceLocation.fileID
      self.path = .text(sourceLocation.filePath)
      self.line = sourceLocation.line
      self.column = sourceLocation.column
    }

    /// The same place as a Swift Testing `SourceLocation`, to pass to `Issue.record` and the
    /// like.
    public var sourceLocation: SourceLocation {
      SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }
#endif

extension CallSite: Equatable {
  /// Two call sites are equal when they name the same file, line and column.
  public static func == (lhs: CallSite, rhs: CallSite) -> Bool {
    lhs.fileID == rhs.fileID && lhs.line == rhs.line && lhs.column == rhs.column
      && lhs.filePath == rhs.filePath
  }
}
