/// Makes `mock` strict, and returns it: every call that no stub or expectation covers is
/// reported as a failure where it happens, even one that its result's default, a mocked
/// property's value or a `whenUnstubbed:` fallback answers.
///
/// ```swift
/// let fetcher = strict(WeatherFetchingMock())
/// fetcher.calls.conditions.when("94105").thenReturn(.sunny)
/// fetcher.calls.startTimer.expect()
/// ```
///
/// Recorders a generic method makes later, for types first called after this, are strict too.
/// A mock it cannot look into (`nil`, or holding no recorders) is reported at this line.
@discardableResult
public func strict<Mock>(
  _ mock: Mock,
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Mock {
  strict(mock, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

func strict<Mock>(_ mock: Mock, at location: CallSite) -> Mock {
  setStrictness(true, of: mock, by: "strict", at: location)
}

/// Makes `mock` relaxed, and returns it: a call that no stub covers is answered as unstubbed
/// calls are, with its result's default and no failure, even in a test whose scope makes every
/// mock strict.
///
/// Mockable's `policy: .relaxed`, for one mock among strict ones:
///
/// ```swift
/// @Test(.mockScope(.strictMocks)) func checkoutCharges() async throws {
///   let gateway = PaymentGatewayMock()  // strict: every call stubbed or expected
///   let log = relaxed(AuditLogMock())   // its calls, unstubbed, answer quietly
///   // …
/// }
/// ```
///
/// A result type with no default still fails the test that calls it unstubbed, as in any mock.
/// Recorders a generic method makes later are relaxed too. A mock it cannot look into (`nil`,
/// or holding no recorders) is reported at this line.
@discardableResult
public func relaxed<Mock>(
  _ mock: Mock,
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Mock {
  setStrictness(
    false, of: mock, by: "relaxed",
    at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// The kinds of result a strict mock may still answer unstubbed: see
/// ``strict(_:except:fileID:filePath:line:column:)``.
public struct ResultKinds: OptionSet, Sendable {
  /// The kinds, one bit each.
  public let rawValue: Int

  /// The kinds whose bits `rawValue` holds.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Requirements that return nothing: they do nothing unstubbed.
  public static let void = ResultKinds(rawValue: 1 << 0)
  /// Requirements that return an `Optional`: they return `nil` unstubbed.
  public static let optional = ResultKinds(rawValue: 1 << 1)
}

/// Makes `mock` strict but for the requirements that return one of `kinds`, and returns it:
/// those answer unstubbed calls quietly, as a mock that is not strict does (Mockable's
/// `.relaxedVoid` and `.relaxedOptional` policies).
///
/// ```swift
/// let log = strict(AuditLogMock(), except: .void)        // record(_:) does nothing quietly
/// let cache = strict(CacheMock<Trip>(), except: [.void, .optional])
/// ```
///
/// Recorders a generic method makes later, for types first called after this, are strict
/// whatever they return. A mock it cannot look into is reported at this line.
@discardableResult
public func strict<Mock>(
  _ mock: Mock,
  except kinds: ResultKinds,
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Mock {
  strict(
    mock, except: kinds,
    at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

func strict<Mock>(_ mock: Mock, except kinds: ResultKinds, at location: CallSite) -> Mock {
  for inspection in MockInspection.inspect([mock], for: "strict", at: location) {
    for container in inspection.containers { container.setStrictness(true) }
    for recorder in inspection.recorders where !kinds.isDisjoint(with: recorder.resultKind) {
      recorder.strictness = false
    }
  }
  return mock
}

func setStrictness<Mock>(
  _ strict: Bool, of mock: Mock, by operation: String, at location: CallSite
) -> Mock {
  for inspection in MockInspection.inspect([mock], for: operation, at: location) {
    for container in inspection.containers { container.setStrictness(strict) }
  }
  return mock
}

/// Makes `spy` run no real implementation, and returns it: a call that no stub answers is
/// answered as a mock's is, with the recorder's `whenUnstubbed` or the result's default, for a
/// class whose real methods touch the network or the disk (Cuckoo's and Mockingbird's mocks of a
/// class).
///
/// ```swift
/// let client = withoutCallingThrough(APIClientSpy())
/// when(client.calls.fetch).thenReturn(rome)
/// client.upload(data)  // returns; no request is made
/// ```
///
/// `thenCallRealMethod()` still lets the calls it stubs through. A call whose result has no
/// default runs the real implementation, and fails the test once, saying so. Recorders a generic
/// method makes later do not call through either. A value it cannot look into is reported at
/// this line.
@discardableResult
public func withoutCallingThrough<Spy>(
  _ spy: Spy,
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Spy {
  withoutCallingThrough(
    spy, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

func withoutCallingThrough<Spy>(_ spy: Spy, at location: CallSite) -> Spy {
  for inspection in MockInspection.inspect([spy], for: "withoutCallingThrough", at: location) {
    for container in inspection.containers { container.setCallingThrough(false) }
  }
  return spy
}
