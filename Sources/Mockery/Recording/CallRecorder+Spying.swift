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
    switch store.spyAnswer(
      for: (repeat each arguments), fileID: fileID, filePath: filePath, line: line,
      column: column)
    {
    case nil:
      return realImplementation(repeat each arguments)
    case .callThrough(let before)?:
      before((repeat each arguments))
      return realImplementation(repeat each arguments)
    case .value(let result)?:
      return result
    case .run(let body)?:
      // A non-throwing recorder's API only takes non-throwing closures.
      return try! body((repeat each arguments))
    case .error?, .runAsync?:
      preconditionFailure("a synchronous, non-throwing recorder holds no such answer")
    }
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
    switch store.spyAnswer(
      for: (repeat each arguments), fileID: fileID, filePath: filePath, line: line,
      column: column)
    {
    case nil:
      return try realImplementation(repeat each arguments)
    case .callThrough(let before)?:
      before((repeat each arguments))
      return try realImplementation(repeat each arguments)
    case .value(let result)?:
      return result
    case .error(let error)?:
      throw error as! Effect.Failure
    case .run(let body)?:
      do {
        return try body((repeat each arguments))
      } catch {
        // Answers throw only `Effect.Failure`s; see the mock's throwing entry point.
        throw error as! Effect.Failure
      }
    case .runAsync?:
      preconditionFailure("a synchronous recorder holds no asynchronous answer")
    }
  }
}

/// What a spied `async` call does, as its recorder decides: answer as a stub says, or run the
/// real implementation, which the override calls itself.
///
/// A generated spy's `async` override asks its recorder, then calls `super` in its own body:
///
/// ```swift
/// override func upload(_ name: String) async throws -> Int {
///   if case .answered(let count) = try await calls.upload.spied(name) { return count }
///   return try await super.upload(name)
/// }
/// ```
///
/// Calling `super` there, rather than handing `super.upload` to the recorder, keeps the real
/// implementation on the isolation the override runs on, whatever it is: the main actor, the
/// caller's under `NonisolatedNonsendingByDefault`, or none, so that no argument is sent.
@frozen
public enum SpiedCall<Result> {
  /// A stub answered the call: the override returns this.
  case answered(Result)
  /// No stub answers, or one asked for the real implementation: the override calls `super`.
  case callThrough
}

extension SpiedCall: Sendable where Result: Sendable {}

extension CallRecorder where Effect == CallEffect.Async {
  /// Records a call of a spied `async` method and says whether a stub answers it or the real
  /// implementation runs; see ``SpiedCall``.
  @inlinable
  nonisolated(nonsending) public func spied(
    _ arguments: repeat each Arg,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> SpiedCall<Result> {
    switch store.spyAnswer(
      for: (repeat each arguments), fileID: fileID, filePath: filePath, line: line,
      column: column)
    {
    case nil:
      return .callThrough
    case .callThrough(let before)?:
      before((repeat each arguments))
      return .callThrough
    case .value(let result)?:
      return .answered(result)
    case .run(let body)?:
      // A non-throwing recorder's API only takes non-throwing closures.
      return .answered(try! body((repeat each arguments)))
    case .runAsync(let body)?:
      return .answered(try! await runAnswer(body, with: (repeat each arguments)))
    case .error?:
      preconditionFailure("a non-throwing recorder holds no error")
    }
  }

  /// Records a call of a spied `async` method and runs the real implementation, unless a stub
  /// says otherwise.
  ///
  /// ```swift
  /// override func refresh() async { await calls.refresh(callingThrough: super.refresh) }
  /// ```
  ///
  /// Under `NonisolatedNonsendingByDefault`, or for a class isolated to an actor, call
  /// `spied(_:)` and `super` instead, as generated spies do: the
  /// real implementation passed here cannot run on the override's isolation.
  @inlinable
  public func callAsFunction(
    _ arguments: repeat each Arg,
    callingThrough realImplementation: (repeat each Arg) async -> Result,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> Result {
    switch await spied(
      repeat each arguments, fileID: fileID, filePath: filePath, line: line, column: column)
    {
    case .answered(let result):
      return result
    case .callThrough:
      return await realImplementation(repeat each arguments)
    }
  }
}

extension CallRecorder where Effect: AsynchronousCallEffect & ThrowingCallEffect {
  /// Records a call of a spied `async throws` method and says whether a stub answers it, throws,
  /// or lets the real implementation run; see ``SpiedCall``.
  @inlinable
  nonisolated(nonsending) public func spied(
    _ arguments: repeat each Arg,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async throws(Effect.Failure) -> SpiedCall<Result> {
    switch store.spyAnswer(
      for: (repeat each arguments), fileID: fileID, filePath: filePath, line: line,
      column: column)
    {
    case nil:
      return .callThrough
    case .callThrough(let before)?:
      before((repeat each arguments))
      return .callThrough
    case .value(let result)?:
      return .answered(result)
    case .error(let error)?:
      throw error as! Effect.Failure
    case .run(let body)?:
      do {
        return .answered(try body((repeat each arguments)))
      } catch {
        throw error as! Effect.Failure
      }
    case .runAsync(let body)?:
      do {
        return .answered(try await runAnswer(body, with: (repeat each arguments)))
      } catch {
        throw error as! Effect.Failure
      }
    }
  }

  /// Records a call of a spied `async throws` method and runs the real implementation, unless a
  /// stub says otherwise.
  ///
  /// ```swift
  /// override func fetch(_ zip: String) async throws -> Conditions {
  ///   try await calls.fetch(zip, callingThrough: super.fetch)
  /// }
  /// ```
  ///
  /// Under `NonisolatedNonsendingByDefault`, or for a class isolated to an actor, call
  /// `spied(_:)` and `super` instead, as generated spies do.
  @inlinable
  public func callAsFunction(
    _ arguments: repeat each Arg,
    callingThrough realImplementation: (repeat each Arg) async throws(Effect.Failure) -> Result,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async throws(Effect.Failure) -> Result {
    switch try await spied(
      repeat each arguments, fileID: fileID, filePath: filePath, line: line, column: column)
    {
    case .answered(let result):
      return result
    case .callThrough:
      return try await realImplementation(repeat each arguments)
    }
  }
}

/// Hands a spy's answer over to its caller, as an override of a method whose result is
/// `sending` must: the real implementation's result, or the value a test stubbed the call with.
///
/// Generated spies call it; a spy written by hand calls it the same way:
///
/// ```swift
/// override func make() -> sending Widget {
///   handingOver(calls.make(callingThrough: super.make))
/// }
/// ```
///
/// Swift cannot prove the answer is the caller's alone, as the recorder's call closes over the
/// spy to call through; without this, the override does not compile, and without `sending`, it
/// overrides nothing. The answer is the caller's: the real implementation handed its result over,
/// and a stubbed value is the test's to hand over, as a mock's `sending` result is, which the
/// test must then not use from another task.
@inlinable
public func handingOver<Value>(_ value: Value) -> sending Value {
  nonisolated(unsafe) let value = value
  return value
}
