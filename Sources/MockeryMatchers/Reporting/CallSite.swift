/// The place in a test's source that a failure is reported at: the line that called
/// `assertThat`, `verify` or the mocked function.
///
/// Every public entry point that can fail takes `fileID`, `filePath`, `line` and `column`
/// defaulted to the caller's `#fileID`, `#filePath`, `#line` and `#column`, builds one `CallSite`
/// and passes it down unchanged, so the failure lands where the test author looks. Write your
/// own assertion helpers the same way and pass their parameters on.
public struct CallSite: Sendable, CustomStringConvertible {
  /// The file's module-qualified identifier, such as `"MyAppTests/LoginTests.swift"`.
  public let fileID: String
  /// The file's full path, as a `StaticString` because XCTest wants one.
  public let filePath: StaticString
  /// The line, counted from 1.
  public let line: UInt
  /// The column, counted from 1.
  public let column: UInt

  /// Creates a call site; with no arguments, the place this initializer is called from.
  public init(
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// `fileID:line:column`, the form compilers and test runners print.
  public var description: String { "\(fileID):\(line):\(column)" }
}

extension CallSite: Equatable {
  /// Two call sites are equal when they name the same file, line and column.
  public static func == (lhs: CallSite, rhs: CallSite) -> Bool {
    lhs.fileID == rhs.fileID && lhs.line == rhs.line && lhs.column == rhs.column
      && "\(lhs.filePath)" == "\(rhs.filePath)"
  }
}
