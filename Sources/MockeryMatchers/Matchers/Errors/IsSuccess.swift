/// Matches successful results.
///
/// ```swift
/// assertThat(result, isSuccess())
/// // Expected: a success
/// //      but: was a failure: <WeatherError.offline>
/// ```
///
/// With ``assertThat(_:_:_:fileID:filePath:line:column:)-9qkq2``
/// it also matches an expression that returns instead of throwing.
public func isSuccess<Success, Failure>() -> Matcher<Result<Success, Failure>> {
  isSuccess(anything(), description: "a success")
}

/// Matches successful results whose value equals `value`.
public func isSuccess<Success: Equatable & SendableMetatype, Failure>(
  _ value: Success
) -> Matcher<Result<Success, Failure>> {
  isSuccess(equalTo(value))
}

/// Matches successes whose value equals `value`, for values whose conformance is isolated to the main actor, in a test on the main
/// actor (see <doc:MatcherCatalog#Values-of-the-main-actor>).
@MainActor
@_disfavoredOverload
public func isSuccess<Success: Equatable, Failure>(
  _ value: Success
) -> Matcher<Result<Success, Failure>> {
  isSuccess(mainActorEqualTo(value))
}

/// Matches successful results whose value `matcher` matches.
///
/// ```swift
/// assertThat(result, isSuccess(hasProperty(\.temperature, greaterThan(20))))
/// // Expected: a success with temperature a value greater than <20>
/// //      but: success value temperature was <18>, less than <20>
/// ```
public func isSuccess<Success, Failure>(
  _ matcher: Matcher<Success>
) -> Matcher<Result<Success, Failure>> {
  isSuccess(matcher, description: "a success with \(matcher.description)")
}

private func isSuccess<Success, Failure>(
  _ matcher: Matcher<Success>,
  description: @autoclosure @escaping @Sendable () -> String
) -> Matcher<Result<Success, Failure>> {
  featureMatcher(
    description: description(),
    mismatchPrefix: "success value ",
    extract: { try? $0.get() },
    whenAbsent: { result in
      guard case .failure(let error) = result else { return "was a success" }
      return "was a failure: \(describeValue(error))"
    },
    matcher
  )
}
