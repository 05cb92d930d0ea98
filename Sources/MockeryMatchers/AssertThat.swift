/// Checks that `actual` matches `matcher`, and reports a failure at the caller's line when it
/// does not.
///
/// Works unchanged in XCTest methods and Swift Testing `@Test` functions; the failure goes to
/// whichever framework runs the test (see `FailureReporter`). The message follows Hamcrest:
///
/// ```swift
/// assertThat(city, containsString("Zurich"), "the forecast's city")
/// // the forecast's city
/// // Expected: a string containing "Zurich"
/// //      but: was "Zug"
/// ```
///
/// `actual` may throw; the error is reported as the failure, so a test need not be `throws` to
/// use it. To assert that an expression throws, use ``throwsError()``.
///
/// - Parameters:
///   - actual: The value to check.
///   - matcher: What the value should be.
///   - reason: Printed above the message, to say what was being checked.
///   - fileID: The caller's `#fileID`; leave it out so failures point at the caller.
///   - filePath: The caller's `#filePath`; leave it out.
///   - line: The caller's `#line`; leave it out.
///   - column: The caller's `#column`; leave it out.
/// - Returns: Whether `actual` matched, for tests that go on to use it.
@discardableResult
public func assertThat<T>(
  _ actual: @autoclosure () throws -> T,
  _ matcher: Matcher<T>,
  _ reason: @autoclosure () -> String = "",
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  check(
    Result { try actual() }, matcher, reason(),
    at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Checks that the outcome of evaluating `expression`, its value or the error it threw, matches
/// `matcher`, such as ``throwsError()`` or ``isSuccess(_:)-(Matcher<Success>)``.
///
/// Disfavoured, so that a matcher generic in its value, such as `instanceOf(T.self)` or
/// `anything()`, matches the value itself rather than its outcome.
///
/// ```swift
/// assertThat(try parser.parse(""), throwsError(ParseError.empty))
/// // Expected: a thrown error <ParseError.empty>
/// //      but: returned <Forecast(days: [])>
/// ```
///
/// - Parameters:
///   - expression: The expression to evaluate.
///   - matcher: What its outcome should be.
///   - reason: Printed above the message, to say what was being checked.
///   - fileID: The caller's `#fileID`; leave it out so failures point at the caller.
///   - filePath: The caller's `#filePath`; leave it out.
///   - line: The caller's `#line`; leave it out.
///   - column: The caller's `#column`; leave it out.
/// - Returns: Whether the outcome matched.
@discardableResult
@_disfavoredOverload
public func assertThat<T>(
  _ expression: @autoclosure () throws -> T,
  _ matcher: Matcher<Result<T, any Error>>,
  _ reason: @autoclosure () -> String = "",
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  check(
    .success(Result { try expression() }), matcher, reason(),
    at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Awaits `actual` and checks that its value matches `matcher`, reporting a failure at the
/// caller's line when it does not, or when it throws.
///
/// ```swift
/// await assertThat({ await service.lastZipcode }, equalTo("94105"))
/// ```
///
/// - Parameters:
///   - actual: The value to await.
///   - matcher: What the value should be.
///   - reason: Printed above the message, to say what was being checked.
///   - fileID: The caller's `#fileID`; leave it out so failures point at the caller.
///   - filePath: The caller's `#filePath`; leave it out.
///   - line: The caller's `#line`; leave it out.
///   - column: The caller's `#column`; leave it out.
///   - isolation: Where the closure runs: the caller's actor; leave it out.
/// - Returns: Whether the value matched.
@discardableResult
public func assertThat<T>(
  _ actual: () async throws -> T,
  _ matcher: Matcher<T>,
  _ reason: @autoclosure () -> String = "",
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  isolation: isolated (any Actor)? = #isolation
) async -> Bool {
  check(
    await outcome(of: actual), matcher, reason(),
    at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Awaits `expression` and checks that its outcome, its value or the error it threw, matches
/// `matcher`.
///
/// ```swift
/// await assertThat({ try await client.conditions(forZipcode: "") }, throwsError())
/// ```
///
/// - Parameters:
///   - expression: The expression to evaluate.
///   - matcher: What its outcome should be.
///   - reason: Printed above the message, to say what was being checked.
///   - fileID: The caller's `#fileID`; leave it out so failures point at the caller.
///   - filePath: The caller's `#filePath`; leave it out.
///   - line: The caller's `#line`; leave it out.
///   - column: The caller's `#column`; leave it out.
///   - isolation: Where the closure runs: the caller's actor; leave it out.
/// - Returns: Whether the outcome matched.
@discardableResult
@_disfavoredOverload
public func assertThat<T>(
  _ expression: () async throws -> T,
  _ matcher: Matcher<Result<T, any Error>>,
  _ reason: @autoclosure () -> String = "",
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  isolation: isolated (any Actor)? = #isolation
) async -> Bool {
  check(
    .success(await outcome(of: expression)), matcher, reason(),
    at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// The value or error of an asynchronous expression, as `Result.init(catching:)` gives for a
/// synchronous one.
///
/// It runs `expression` where the caller is, `isolation`: a closure of a test on the main actor
/// may use what the main actor isolates, and need not be `Sendable`.
func outcome<T>(
  of expression: () async throws -> T, isolation: isolated (any Actor)? = #isolation
) async -> Result<T, any Error> {
  do {
    return .success(try await expression())
  } catch {
    return .failure(error)
  }
}

/// The one check behind every `assertThat`: an actual that threw is a failure of its own;
/// otherwise the matcher decides.
func check<T>(
  _ actual: Result<T, any Error>,
  _ matcher: Matcher<T>,
  _ reason: String,
  at location: CallSite
) -> Bool {
  XCTestAdapter.observe()
  let mismatch: String
  switch actual {
  case .success(let value):
    guard !matcher.matches(value) else { return true }
    mismatch = matcher.describeMismatch(of: value)
  case .failure(let error):
    mismatch = "threw \(describeValue(error))"
  }
  reportFailure(
    expectationMessage(expected: matcher.description, but: mismatch, reason: reason),
    at: location)
  return false
}
