// The entry points a mock's witnesses call, one per effect. Each records the call and performs
// its answer; everything else about a call is shared in `answer(for:...)` and `unanswered`.

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
    let location = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let answer = answer(for: repeat each arguments, canThrow: false, at: location)
    // A non-throwing synchronous recorder only ever holds non-throwing synchronous answers.
    return try! answer.run!.body(repeat each arguments)
  }

  /// The recorder as a closure, for a witness struct: `WeatherClient(startTimer: recorder.fn)`.
  ///
  /// Failures of calls made through it are reported where the recorder was declared.
  public var fn: @Sendable (repeat each Arg) -> Result {
    { (arguments: repeat each Arg) in
      self(
        repeat each arguments, fileID: self.declaredAt.fileID, filePath: self.declaredAt.filePath,
        line: self.declaredAt.line, column: self.declaredAt.column)
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
    let location = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let canThrow = UnstubbedCallError.canBeThrown(as: Effect.Failure.self)
    let answer = answer(for: repeat each arguments, canThrow: canThrow, at: location)
    do {
      // A synchronous recorder only ever holds synchronous answers.
      return try answer.run!.body(repeat each arguments)
    } catch {
      // Answers throw only what `thenThrow(_: Effect.Failure)` and typed `thenAnswer` allow, or
      // an `UnstubbedCallError` where `canThrow` found it to be an `Effect.Failure`.
      throw error as! Effect.Failure
    }
  }

  /// The recorder as a closure, for a witness struct: `WeatherClient(parse: recorder.fn)`.
  ///
  /// Failures of calls made through it are reported where the recorder was declared.
  public var fn: @Sendable (repeat each Arg) throws(Effect.Failure) -> Result {
    { (arguments: repeat each Arg) throws(Effect.Failure) in
      try self(
        repeat each arguments, fileID: self.declaredAt.fileID, filePath: self.declaredAt.filePath,
        line: self.declaredAt.line, column: self.declaredAt.column)
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
  public func callAsFunction(
    _ arguments: repeat each Arg,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> Result {
    let location = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let answer = answer(for: repeat each arguments, canThrow: false, at: location)
    // A non-throwing recorder only ever holds non-throwing answers.
    if let run = answer.run {
      return try! run.body(repeat each arguments)
    }
    return try! await answer.runAsync!.body(repeat each arguments)
  }

  /// The recorder as a closure, for a witness struct: `WeatherClient(refresh: recorder.fn)`.
  ///
  /// Failures of calls made through it are reported where the recorder was declared.
  public var fn: @Sendable (repeat each Arg) async -> Result {
    { (arguments: repeat each Arg) in
      await self(
        repeat each arguments, fileID: self.declaredAt.fileID, filePath: self.declaredAt.filePath,
        line: self.declaredAt.line, column: self.declaredAt.column)
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
  public func callAsFunction(
    _ arguments: repeat each Arg,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async throws(Effect.Failure) -> Result {
    let location = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let canThrow = UnstubbedCallError.canBeThrown(as: Effect.Failure.self)
    let answer = answer(for: repeat each arguments, canThrow: canThrow, at: location)
    do {
      if let run = answer.run {
        return try run.body(repeat each arguments)
      }
      return try await answer.runAsync!.body(repeat each arguments)
    } catch {
      // Answers throw only `Effect.Failure`s; see the synchronous throwing variant.
      throw error as! Effect.Failure
    }
  }

  /// The recorder as a closure, for a witness struct: `WeatherClient(conditions: recorder.fn)`.
  ///
  /// Failures of calls made through it are reported where the recorder was declared.
  public var fn: @Sendable (repeat each Arg) async throws(Effect.Failure) -> Result {
    { (arguments: repeat each Arg) async throws(Effect.Failure) in
      try await self(
        repeat each arguments, fileID: self.declaredAt.fileID, filePath: self.declaredAt.filePath,
        line: self.declaredAt.line, column: self.declaredAt.column)
    }
  }
}

extension CallRecorder {
  /// The answer to a call: the newest matching stub's, or what an unstubbed call gets.
  @inlinable
  func answer(
    for arguments: repeat each Arg,
    canThrow: Bool,
    at location: CallSite
  ) -> Answer<repeat each Arg, Result> {
    let outcome = record(repeat each arguments)
    guard let answer = outcome.answer else {
      return unanswered(
        repeat each arguments, strict: outcome.isStrict, canThrow: canThrow, at: location)
    }
    guard answer.callThrough == nil else {
      return misusedCallThrough(repeat each arguments, canThrow: canThrow, at: location)
    }
    return answer
  }

  /// Decides what a call no stub answers gets.
  ///
  /// The recorder's declared fallback, else the result type's default, else a failure and a
  /// thrown error where the requirement throws, else a failure and a stop. On a strict mock, a
  /// call that no expectation covers is also reported as unexpected.
  @usableFromInline
  func unanswered(
    _ arguments: repeat each Arg,
    strict: Bool,
    canThrow: Bool,
    at location: CallSite
  ) -> Answer<repeat each Arg, Result> {
    if let fallback, let result = fallback.body(repeat each arguments) {
      return .value(result)
    }
    if strict {
      reportUnexpected(repeat each arguments, at: location)
    }
    let call = callName.render(describeArguments(repeat each arguments))
    if let result = MockDefaults.value(of: Result.self) {
      return .value(result)
    }
    let error = UnstubbedCallError(call: call, resultType: "\(Result.self)")
    let message = UnstubbedCallMessage.noDefault(
      call, resultType: "\(Result.self)", canThrow: canThrow)
    reportFailure(message, at: location, attribution: attribution)
    guard canThrow else {
      fatalError("\(location): \(message)")
    }
    return .error(error)
  }

  /// A mock's call answered by `thenCallRealMethod()`: there is no real implementation, so say so
  /// and answer as if unstubbed.
  @usableFromInline
  func misusedCallThrough(
    _ arguments: repeat each Arg,
    canThrow: Bool,
    at location: CallSite
  ) -> Answer<repeat each Arg, Result> {
    reportFailure(
      "\(callName.render(describeArguments(repeat each arguments))) was stubbed with "
        + "thenCallRealMethod(), but it has no real implementation to call: its recorder is "
        + "called by a mock, not by a spy's override with `callingThrough:`.",
      at: location, attribution: attribution)
    return unanswered(repeat each arguments, strict: false, canThrow: canThrow, at: location)
  }
}
