/// Matches an expression that throws.
///
/// Give ``assertThat(_:_:_:fileID:filePath:line:column:)-9qkq2``
/// the expression itself; it is evaluated inside the assertion:
///
/// ```swift
/// assertThat(try parser.parse(""), throwsError())
/// // Expected: a thrown error
/// //      but: returned <Forecast(days: [])>
/// ```
///
/// The matcher works on the expression's outcome, a `Result`, so it also matches
/// `Result<Value, any Error>` values.
public func throwsError<Value>() -> Matcher<Result<Value, any Error>> {
  thrownErrorMatcher("a thrown error", anything() as Matcher<any Error>)
}

/// Matches an expression that throws an error of type `type`.
///
/// ```swift
/// assertThat(try client.conditions(forZipcode: "x"), throwsError(WeatherError.self))
/// // Expected: a thrown error of type WeatherError
/// //      but: threw <URLError(…)>, which is not a WeatherError
/// ```
public func throwsError<Value, Failure: Error & SendableMetatype>(
  _ type: Failure.Type
) -> Matcher<Result<Value, any Error>> {
  thrownErrorMatcher("a thrown error of type \(Failure.self)", anything() as Matcher<Failure>)
}

/// Matches an expression that throws an error equal to `error`.
///
/// ```swift
/// assertThat(try client.conditions(forZipcode: "x"), throwsError(WeatherError.invalidZipcode))
/// ```
public func throwsError<Value, Failure: Error & Equatable & SendableMetatype>(
  _ error: Failure
) -> Matcher<Result<Value, any Error>> {
  throwsError(equalTo(error))
}

/// Matches an expression that throws an error of type `Failure` that `matcher` matches.
///
/// ```swift
/// assertThat(try api.load(), throwsError(hasProperty(\HTTPError.status, 404)))
/// // Expected: a thrown error status <404>
/// //      but: the thrown error status was <500>
/// ```
public func throwsError<Value, Failure: Error & SendableMetatype>(
  _ matcher: Matcher<Failure>
) -> Matcher<Result<Value, any Error>> {
  thrownErrorMatcher("a thrown error \(matcher.description)", matcher)
}

private func thrownErrorMatcher<Value, Failure: Error & SendableMetatype>(
  _ description: @autoclosure @escaping @Sendable () -> String,
  _ matcher: Matcher<Failure>
) -> Matcher<Result<Value, any Error>> {
  featureMatcher(
    description: description(),
    mismatchPrefix: "the thrown error ",
    extract: { outcome in
      guard case .failure(let error) = outcome else { return nil }
      return error as? Failure
    },
    whenAbsent: { outcome in
      switch outcome {
      case .success(let value): "returned \(describeValue(value))"
      case .failure(let error): "threw \(describeValue(error)), which is not a \(Failure.self)"
      }
    },
    matcher
  )
}
