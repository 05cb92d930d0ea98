/// Matches failed results.
///
/// ```swift
/// assertThat(result, isFailure())
/// // Expected: a failure
/// //      but: was a success: <Conditions(…)>
/// ```
public func isFailure<Success, Failure>() -> Matcher<Result<Success, Failure>> {
  isFailure(anything(), description: "a failure")
}

/// Matches failed results whose error equals `error`.
public func isFailure<Success, Failure: Equatable & SendableMetatype>(
  _ error: Failure
) -> Matcher<Result<Success, Failure>> {
  isFailure(equalTo(error))
}

/// Matches failed results whose error `matcher` matches.
///
/// ```swift
/// assertThat(result, isFailure(equalTo(WeatherError.offline)))
/// // Expected: a failure with <WeatherError.offline>
/// //      but: failure error was <WeatherError.timeout>
/// ```
public func isFailure<Success, Failure>(
  _ matcher: Matcher<Failure>
) -> Matcher<Result<Success, Failure>> {
  isFailure(matcher, description: "a failure with \(matcher.description)")
}

private func isFailure<Success, Failure>(
  _ matcher: Matcher<Failure>,
  description: @autoclosure @escaping @Sendable () -> String
) -> Matcher<Result<Success, Failure>> {
  featureMatcher(
    description: description(),
    mismatchPrefix: "failure error ",
    extract: { result in
      guard case .failure(let error) = result else { return nil }
      return error
    },
    whenAbsent: { result in
      guard case .success(let value) = result else { return "was a failure" }
      return "was a success: \(describeValue(value))"
    },
    matcher
  )
}
