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
    switch store.spyAnswer(
      for: (repeat each arguments), fileID: fileID, filePath: filePath, line: line,
      column: column)
    {
    case nil:
      return await realImplementation(repeat each arguments)
    case .callThrough(let before)?:
      before((repeat each arguments))
      return await realImplementation(repeat each arguments)
    case .value(let result)?:
      return result
    case .run(let body)?:
      // A non-throwing recorder's API only takes non-throwing closures.
      return try! body((repeat each arguments))
    case .runAsync(let body)?:
      return try! await body((repeat each arguments))
    case .error?:
      preconditionFailure("a non-throwing recorder holds no error")
    }
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
    switch store.spyAnswer(
      for: (repeat each arguments), fileID: fileID, filePath: filePath, line: line,
      column: column)
    {
    case nil:
      return try await realImplementation(repeat each arguments)
    case .callThrough(let before)?:
      before((repeat each arguments))
      return try await realImplementation(repeat each arguments)
    case .value(let result)?:
      return result
    case .error(let error)?:
      throw error as! Effect.Failure
    case .run(let body)?:
      do {
        return try body((repeat each arguments))
      } catch {
        throw error as! Effect.Failure
      }
    case .runAsync(let body)?:
      do {
        return try await body((repeat each arguments))
      } catch {
        throw error as! Effect.Failure
      }
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
