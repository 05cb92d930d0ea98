// The entry points a mock's witnesses call, one per effect. Each passes the call's arguments to
// the store as one tuple and performs the answer; everything else about a call is in the store.
//
// The tuple is written out, `(repeat each arguments)`, wherever it is passed: the 6.3 compiler
// crashes on passing a tuple-of-pack variable to a parameter of the same type.

extension CallRecorder where Effect == CallEffect.Sync {
  /// Records a call of a plain requirement and returns its stubbed result.
  ///
  /// Call it from the mock's witness, passing the arguments on: `calls.startTimer()`. An
  /// unstubbed call returns the result type's default (see ``MockDefaultValue``); without one, it
  /// reports a failure here and stops the test, as no value can be made up.
  @inlinable
  public func callAsFunction(
    _ arguments: repeat each Arg,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Result {
    store.callPlain(
      (repeat each arguments), fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// The recorder as a closure, for a witness struct: `WeatherClient(startTimer: recorder.fn)`.
  ///
  /// Failures of calls made through it are reported where the recorder was declared.
  public var fn: @Sendable (repeat each Arg) -> Result {
    // A recorder is declared with a `#filePath` literal, which the fallback never replaces.
    let site = store.declaredAt
    return { (arguments: repeat each Arg) in
      self(
        repeat each arguments, fileID: site.fileID, filePath: site.literalFilePath ?? #filePath,
        line: UInt(site.line), column: UInt(site.column))
    }
  }
}

extension CallRecorder where Effect: SynchronousCallEffect & ThrowingCallEffect {
  /// Records a call of a throwing requirement and returns or throws as stubbed.
  ///
  /// Call it from the mock's witness: `try calls.parse(data)`. An unstubbed call returns the
  /// result type's default (see ``MockDefaultValue``); without one, it reports a failure here and
  /// throws ``UnstubbedCallError``.
  @inlinable
  public func callAsFunction(
    _ arguments: repeat each Arg,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) throws(Effect.Failure) -> Result {
    switch store.answer(
      for: (repeat each arguments),
      // Asked only for a call no stub answers: a stubbed call costs no dynamic cast.
      canThrow: UnstubbedCallError.canBeThrown(as: Effect.Failure.self), fileID: fileID,
      filePath: filePath,
      line: line, column: column)
    {
    case .value(let result):
      return result
    case .error(let error):
      // Errors are `Effect.Failure`s (`thenThrow(_: Effect.Failure)`), or an
      // `UnstubbedCallError` where `canThrow` found that it can be one.
      throw error as! Effect.Failure
    case .run(let body):
      do {
        return try body((repeat each arguments))
      } catch {
        // Closures come from `thenAnswer`, typed to throw `Effect.Failure`.
        throw error as! Effect.Failure
      }
    case .runAsync, .callThrough:
      preconditionFailure("a synchronous recorder holds no such answer")
    }
  }

  /// The recorder as a closure, for a witness struct: `WeatherClient(parse: recorder.fn)`.
  ///
  /// Failures of calls made through it are reported where the recorder was declared.
  public var fn: @Sendable (repeat each Arg) throws(Effect.Failure) -> Result {
    // A recorder is declared with a `#filePath` literal, which the fallback never replaces.
    let site = store.declaredAt
    return { (arguments: repeat each Arg) throws(Effect.Failure) in
      try self(
        repeat each arguments, fileID: site.fileID, filePath: site.literalFilePath ?? #filePath,
        line: UInt(site.line), column: UInt(site.column))
    }
  }
}

extension CallRecorder where Effect == CallEffect.Async {
  /// Records a call of an `async` requirement and returns its stubbed result.
  ///
  /// Call it from the mock's witness: `await calls.refresh()`. An unstubbed call returns the
  /// result type's default (see ``MockDefaultValue``); without one, it reports a failure here and
  /// stops the test, as no value can be made up.
  @inlinable
  nonisolated(nonsending) public func callAsFunction(
    _ arguments: repeat each Arg,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> Result {
    switch store.answer(
      for: (repeat each arguments), canThrow: false, fileID: fileID, filePath: filePath,
      line: line, column: column)
    {
    case .value(let result):
      return result
    case .run(let body):
      // A non-throwing recorder's API only takes non-throwing closures.
      return try! body((repeat each arguments))
    case .runAsync(let body):
      return try! await runAnswer(body, with: (repeat each arguments))
    case .error, .callThrough:
      preconditionFailure("a non-throwing recorder holds no such answer")
    }
  }

  /// The recorder as a closure, for a witness struct: `WeatherClient(refresh: recorder.fn)`.
  ///
  /// Failures of calls made through it are reported where the recorder was declared.
  public var fn: @Sendable (repeat each Arg) async -> Result {
    // A recorder is declared with a `#filePath` literal, which the fallback never replaces.
    let site = store.declaredAt
    return { (arguments: repeat each Arg) in
      await self(
        repeat each arguments, fileID: site.fileID, filePath: site.literalFilePath ?? #filePath,
        line: UInt(site.line), column: UInt(site.column))
    }
  }
}

extension CallRecorder where Effect: AsynchronousCallEffect & ThrowingCallEffect {
  /// Records a call of an `async throws` requirement and returns or throws as stubbed.
  ///
  /// Call it from the mock's witness: `try await calls.conditions(zip)`. An unstubbed call
  /// returns the result type's default (see ``MockDefaultValue``); without one, it reports a
  /// failure here and throws ``UnstubbedCallError``.
  @inlinable
  nonisolated(nonsending) public func callAsFunction(
    _ arguments: repeat each Arg,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async throws(Effect.Failure) -> Result {
    switch store.answer(
      for: (repeat each arguments),
      // Asked only for a call no stub answers: a stubbed call costs no dynamic cast.
      canThrow: UnstubbedCallError.canBeThrown(as: Effect.Failure.self), fileID: fileID,
      filePath: filePath,
      line: line, column: column)
    {
    case .value(let result):
      return result
    case .error(let error):
      throw error as! Effect.Failure
    case .run(let body):
      do {
        return try body((repeat each arguments))
      } catch {
        throw error as! Effect.Failure
      }
    case .runAsync(let body):
      do {
        return try await runAnswer(body, with: (repeat each arguments))
      } catch {
        throw error as! Effect.Failure
      }
    case .callThrough:
      preconditionFailure("a mock's recorder answers call-throughs as unstubbed")
    }
  }

  /// The recorder as a closure, for a witness struct: `WeatherClient(conditions: recorder.fn)`.
  ///
  /// Failures of calls made through it are reported where the recorder was declared.
  public var fn: @Sendable (repeat each Arg) async throws(Effect.Failure) -> Result {
    // A recorder is declared with a `#filePath` literal, which the fallback never replaces.
    let site = store.declaredAt
    return { (arguments: repeat each Arg) async throws(Effect.Failure) in
      try await self(
        repeat each arguments, fileID: site.fileID, filePath: site.literalFilePath ?? #filePath,
        line: UInt(site.line), column: UInt(site.column))
    }
  }
}
