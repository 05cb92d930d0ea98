// The whole-mock operations for a mock held in an Optional, above all XCTest's
// `var gateway: PaymentGatewayMock!` set in `setUp()`: passed to `Any...`, such a value makes
// the compiler warn that an implicitly unwrapped value is coerced to `Any`. These overloads take
// it as it is, warning-free; a `nil` one is reported as such (the mock was never created). A
// plain mock still takes the `Any...` overloads, which rank first for it.

/// Verifies that every call made to the mocks in `mocks`, Optionals such as implicitly unwrapped
/// XCTest properties, has been verified, as the `Any...` overload does.
@discardableResult
public func verifyNoMoreInteractions(
  _ mocks: (any AnyObject)?...,
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  verifyNoMoreInteractions(
    of: mocks.map { $0 as Any },
    at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Verifies that the mocks in `mocks`, Optionals such as implicitly unwrapped XCTest
/// properties, were never called, as the `Any...` overload does.
@discardableResult
public func verifyNoInteractions(
  _ mocks: (any AnyObject)?...,
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  verifyNoInteractions(
    of: mocks.map { $0 as Any },
    at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Checks every expectation declared on the mocks in `mocks`, Optionals such as implicitly
/// unwrapped XCTest properties, as the `Any...` overload does.
@discardableResult
public func verifyExpectations(
  _ mocks: (any AnyObject)?...,
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  verifyExpectations(
    of: mocks.map { $0 as Any },
    at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Forgets every call, stub and expectation of the mocks in `mocks`, Optionals such as
/// implicitly unwrapped XCTest properties, as the `Any...` overload does.
public func resetMocks(
  _ mocks: (any AnyObject)?...,
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  resetMocks(
    mocks.map { $0 as Any },
    at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// ``clearStubs(_:fileID:filePath:line:column:)-(Any...,_,_,_,_)``, for a mock held in an
/// `Optional`, as XCTest's `var gateway: PaymentGatewayMock!` holds one.
public func clearStubs(
  _ mocks: (any AnyObject)?...,
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  clearStubs(
    mocks.map { $0 as Any },
    at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}
