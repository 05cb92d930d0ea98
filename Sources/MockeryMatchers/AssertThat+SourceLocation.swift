// `assertThat`, taking a Swift Testing `SourceLocation` where the other entry points take
// `fileID`, `filePath`, `line` and `column`: a helper written in Swift Testing's style receives
// `sourceLocation: SourceLocation = #_sourceLocation` and passes it on, and the failure lands at
// the helper's caller.
#if canImport(Testing)
  import Testing

  /// Checks that `actual` matches `matcher`, reporting a failure at `sourceLocation`.
  ///
  /// For helpers written in Swift Testing's style, which pass their caller's location on:
  ///
  /// ```swift
  /// func expectCity(
  ///   _ forecast: Forecast, _ name: String,
  ///   sourceLocation: SourceLocation = #_sourceLocation
  /// ) {
  ///   assertThat(forecast.city, equalTo(name), sourceLocation: sourceLocation)
  /// }
  /// ```
  @discardableResult
  public func assertThat<T>(
    _ actual: @autoclosure () throws -> T,
    _ matcher: Matcher<T>,
    _ reason: @autoclosure () -> String = "",
    sourceLocation: SourceLocation
  ) -> Bool {
    check(Result { try actual() }, matcher, reason(), at: CallSite(sourceLocation))
  }

  /// Checks that the outcome of evaluating `expression` matches `matcher`, reporting a failure
  /// at `sourceLocation`.
  @discardableResult
  @_disfavoredOverload
  public func assertThat<T>(
    _ expression: @autoclosure () throws -> T,
    _ matcher: Matcher<Result<T, any Error>>,
    _ reason: @autoclosure () -> String = "",
    sourceLocation: SourceLocation
  ) -> Bool {
    check(.success(Result { try expression() }), matcher, reason(), at: CallSite(sourceLocation))
  }

  /// Checks that the value `actual` produces matches `matcher`, reporting a failure at
  /// `sourceLocation`.
  @discardableResult
  public func assertThat<T>(
    _ actual: () async throws -> T,
    _ matcher: Matcher<T>,
    _ reason: @autoclosure () -> String = "",
    sourceLocation: SourceLocation,
    isolation: isolated (any Actor)? = #isolation
  ) async -> Bool {
    check(await outcome(of: actual), matcher, reason(), at: CallSite(sourceLocation))
  }

  /// Checks that the outcome of `expression` matches `matcher`, reporting a failure at
  /// `sourceLocation`.
  @discardableResult
  @_disfavoredOverload
  public func assertThat<T>(
    _ expression: () async throws -> T,
    _ matcher: Matcher<Result<T, any Error>>,
    _ reason: @autoclosure () -> String = "",
    sourceLocation: SourceLocation,
    isolation: isolated (any Actor)? = #isolation
  ) async -> Bool {
    check(.success(await outcome(of: expression)), matcher, reason(), at: CallSite(sourceLocation))
  }
#endif
