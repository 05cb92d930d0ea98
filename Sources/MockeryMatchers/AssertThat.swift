/// Checks that `actual` matches `matcher`, and reports a failure at the caller's line when it
/// does not.
///
/// Works unchanged in XCTest methods and Swift Testing `@Test` functions; the failure goes to
/// whichever framework runs the test (see ``FailureReporter``). The message follows Hamcrest:
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
  let location = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  XCTestAdapter.observe()
  do {
    return check(try actual(), matcher, reason(), at: location)
  } catch {
    return fail(matcher, "threw \(describeValue(error))", reason(), at: location)
  }
}

/// Checks that the outcome of evaluating `expression`, its value or the error it threw, matches
/// `matcher`, such as ``throwsError()`` or ``isSuccess(_:)-(Matcher<Success>)``.
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
public func assertThat<T>(
  _ expression: @autoclosure () throws -> T,
  _ matcher: Matcher<Result<T, any Error>>,
  _ reason: @autoclosure () -> String = "",
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  let location = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  XCTestAdapter.observe()
  return check(Result { try expression() }, matcher, reason(), at: location)
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
/// - Returns: Whether the value matched.
@discardableResult
public func assertThat<T>(
  _ actual: () async throws -> T,
  _ matcher: Matcher<T>,
  _ reason: @autoclosure () -> String = "",
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) async -> Bool {
  let location = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  XCTestAdapter.observe()
  do {
    return check(try await actual(), matcher, reason(), at: location)
  } catch {
    return fail(matcher, "threw \(describeValue(error))", reason(), at: location)
  }
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
/// - Returns: Whether the outcome matched.
@discardableResult
public func assertThat<T>(
  _ expression: () async throws -> T,
  _ matcher: Matcher<Result<T, any Error>>,
  _ reason: @autoclosure () -> String = "",
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) async -> Bool {
  let location = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  XCTestAdapter.observe()
  let outcome: Result<T, any Error>
  do {
    outcome = .success(try await expression())
  } catch {
    outcome = .failure(error)
  }
  return check(outcome, matcher, reason(), at: location)
}

private func check<T>(_ value: T, _ matcher: Matcher<T>, _ reason: String, at location: CallSite)
  -> Bool
{
  guard !matcher.matches(value) else { return true }
  return fail(matcher, matcher.describeMismatch(of: value), reason, at: location)
}

private func fail<T>(
  _ matcher: Matcher<T>, _ mismatch: String, _ reason: String, at location: CallSite
)
  -> Bool
{
  reportFailure(
    expectationMessage(expected: matcher.description, but: mismatch, reason: reason),
    at: location)
  return false
}
