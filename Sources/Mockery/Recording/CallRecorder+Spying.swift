// The entry points a spy's overrides call, one per effect. A spy's call records like any other,
// then does what its stub says or, unstubbed, runs the real implementation it was given.

extension CallRecorder where Effect == CallEffect.Sync {
  /// Records a call of a spied method and runs the real implementation, unless a stub says
  /// otherwise.
  ///
  /// Call it from the spy's override, passing the superclass's method:
  ///
  /// ```swift
  /// override func startTimer() { calls.startTimer(callingThrough: super.startTimer) }
  /// ```
  @inlinable
  public func callAsFunction(
    _ arguments: repeat each Arg,
    callingThrough realImplementation: (repeat each Arg) -> Result,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Result {
    let location = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let answer = spyAnswer(for: repeat each arguments, at: location) else {
      return realImplementation(repeat each arguments)
    }
    if let before = answer.callThrough {
      try! before.body(repeat each arguments)
      return realImplementation(repeat each arguments)
    }
    // A non-throwing synchronous recorder only ever holds non-throwing synchronous answers.
    return try! answer.run!.body(repeat each arguments)
  }
}

extension CallRecorder where Effect: SynchronousCallEffect & ThrowingCallEffect {
  /// Records a call of a spied throwing method and runs the real implementation, unless a stub
  /// says otherwise.
  ///
  /// ```swift
  /// override func load(_ key: String) throws -> Data {
  ///   try calls.load(key, callingThrough: super.load)
  /// }
  /// ```
  @inlinable
  public func callAsFunction(
    _ arguments: repeat each Arg,
    callingThrough realImplementation: (repeat each Arg) throws(Effect.Failure) -> Result,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) throws(Effect.Failure) -> Result {
    let location = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let answer = spyAnswer(for: repeat each arguments, at: location) else {
      return try realImplementation(repeat each arguments)
    }
    if let before = answer.callThrough {
      try! before.body(repeat each arguments)
      return try realImplementation(repeat each arguments)
    }
    do {
      return try answer.run!.body(repeat each arguments)
    } catch {
      // Answers throw only `Effect.Failure`s; see the mock's throwing entry point.
      throw error as! Effect.Failure
    }
  }
}

extension CallRecorder where Effect == CallEffect.Async {
  /// Records a call of a spied `async` method and runs the real implementation, unless a stub
  /// says otherwise.
  ///
  /// ```swift
  /// override func refresh() async { await calls.refresh(callingThrough: super.refresh) }
  /// ```
  @inlinable
  public func callAsFunction(
    _ arguments: repeat each Arg,
    callingThrough realImplementation: (repeat each Arg) async -> Result,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> Result {
    let location = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let answer = spyAnswer(for: repeat each arguments, at: location) else {
      return await realImplementation(repeat each arguments)
    }
    if let before = answer.callThrough {
      try! before.body(repeat each arguments)
      return await realImplementation(repeat each arguments)
    }
    // A non-throwing recorder only ever holds non-throwing answers.
    if let run = answer.run {
      return try! run.body(repeat each arguments)
    }
    return try! await answer.runAsync!.body(repeat each arguments)
  }
}

extension CallRecorder where Effect: AsynchronousCallEffect & ThrowingCallEffect {
  /// Records a call of a spied `async throws` method and runs the real implementation, unless a
  /// stub says otherwise.
  ///
  /// ```swift
  /// override func fetch(_ zip: String) async throws -> Conditions {
  ///   try await calls.fetch(zip, callingThrough: super.fetch)
  /// }
  /// ```
  @inlinable
  public func callAsFunction(
    _ arguments: repeat each Arg,
    callingThrough realImplementation: (repeat each Arg) async throws(Effect.Failure) -> Result,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async throws(Effect.Failure) -> Result {
    let location = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let answer = spyAnswer(for: repeat each arguments, at: location) else {
      return try await realImplementation(repeat each arguments)
    }
    if let before = answer.callThrough {
      try! before.body(repeat each arguments)
      return try await realImplementation(repeat each arguments)
    }
    do {
      if let run = answer.run {
        return try run.body(repeat each arguments)
      }
      return try await answer.runAsync!.body(repeat each arguments)
    } catch {
      throw error as! Effect.Failure
    }
  }
}

extension CallRecorder {
  /// The stubbed answer to a spy's call, or nil to run the real implementation.
  @inlinable
  func spyAnswer(
    for arguments: repeat each Arg,
    at location: CallSite
  ) -> Answer<repeat each Arg, Result>? {
    let outcome = record(repeat each arguments)
    if outcome.answer == nil && outcome.isStrict {
      reportUnexpected(repeat each arguments, at: location)
    }
    return outcome.answer
  }

  /// Reports a strict recorder's call that no stub answered, unless an expectation covers it.
  @usableFromInline
  func reportUnexpected(_ arguments: repeat each Arg, at location: CallSite) {
    guard !isExpected(repeat each arguments) else { return }
    reportFailure(
      UnstubbedCallMessage.unexpected(callName.render(describeArguments(repeat each arguments))),
      at: location, attribution: attribution)
  }
}
