// For a test being debugged: each call of a mock written as it happens, as swift-mocking's
// logging and Mockito's `verboseLogging()` do, rather than only listed when a verification
// fails. The calls are written after their lock, by the thread that made them, and cost the
// calls of mocks not logged nothing (see `CallStore.isWatched`).

/// Writes each call of `mocks` from now on as it happens, a line per call:
/// `Mockery: WeatherFetchingMock.conditions(forZipcode: "94105")`.
///
/// ```swift
/// logCalls(fetcher)
/// await service.refresh()
/// // Mockery: WeatherFetchingMock.startTimer()
/// // Mockery: WeatherFetchingMock.conditions(forZipcode: "94105")
/// ```
///
/// - Parameters:
///   - mocks: Mocks, spies, the containers of their recorders, or recorders, as
///     ``verifyNoMoreInteractions(_:fileID:filePath:line:column:)-(Any...,_,_,_,_)`` takes them;
///     one it cannot look into is reported at this line.
///   - write: Where each line goes: standard output unless told otherwise. It runs on the thread
///     that made the call, outside Mockery's locks.
///   - fileID: The caller's `#fileID`, where a value that is no mock is reported; leave it out.
///   - filePath: The caller's `#filePath`; leave it out.
///   - line: The caller's `#line`; leave it out.
///   - column: The caller's `#column`; leave it out.
public func logCalls(
  _ mocks: Any...,
  to write: @escaping @Sendable (String) -> Void = { print($0) },
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  logCalls(
    mocks, to: write,
    at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// ``logCalls(_:to:fileID:filePath:line:column:)-(Any...,_,_,_,_,_)``, for a mock held in an
/// `Optional`, as XCTest's `var gateway: PaymentGatewayMock!` holds one.
public func logCalls(
  _ mocks: (any AnyObject)?...,
  to write: @escaping @Sendable (String) -> Void = { print($0) },
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  logCalls(
    mocks.map { $0 as Any }, to: write,
    at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

func logCalls(
  _ mocks: [Any], to write: @escaping @Sendable (String) -> Void, at location: CallSite
) {
  // One at a time, each named by its own: an inspection that fails is left out of the list.
  guard !mocks.isEmpty else {
    _ = MockInspection.inspect(mocks, for: "logCalls", at: location)
    return
  }
  for mock in mocks {
    let name = MockInspection.describeMock(mock)
    for inspection in MockInspection.inspect([mock], for: "logCalls", at: location) {
      for recorder in inspection.recorders { recorder.logCalls(as: name, to: write) }
    }
  }
}
