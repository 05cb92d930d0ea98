// A recorder, or a mocked property, where a call form goes: every call of its requirement.
//
// A requirement without arguments has no call form (a function `load()` beside the recorder
// `load` would redeclare it), so `when(store.calls.load)` and `verify(store.calls.load)` are
// how a test that writes `when(store.calls.save(trip))` for the others stubs and verifies it:
// one spelling for every requirement, with or without arguments. A property stands for its
// reads, as its `thenReturn(_:)` stubs them.

extension CallRecorder {
  /// Every call, whatever its arguments, as a call form describes calls.
  @inlinable
  public var anyCall: Call { Call(store: store, pattern: .anyArguments) }
}

extension MockProperty {
  /// Every read of the property, as a call form describes calls.
  public var anyRead: MockFunction<Value>.Call { getter.anyCall }
}

extension MockProperty: CallPatternConvertible {
  /// Reads of the property, as a step of ``verifyInOrder(_:fileID:filePath:line:column:)``.
  ///
  /// `verifyInOrder(clock.calls.now, store.calls.save(anything()))`. Its writes are
  /// `calls.now.setter`.
  public var callPattern: CallPattern { getter.callPattern }
}

/// Starts a stub for every call of `recorder`: `when(store.calls.load).thenReturn([rome])`,
/// for a requirement without arguments, as a call form is stubbed.
///
/// It is the recorder's `whenCalled()`.
public func when<each Arg, Result, Effect>(
  _ recorder: CallRecorder<repeat each Arg, Result, Effect>,
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  function: String = #function
) -> Stubbing<repeat each Arg, Result, Effect> {
  when(
    recorder.anyCall, fileID: fileID, filePath: filePath, line: line, column: column,
    function: function)
}

/// Starts a stub for every read of `property`: `when(clock.calls.now).thenReturn(noon)`.
///
/// It is the property's `thenReturn(_:)`, started as a call form's stub is.
public func when<Value>(
  _ property: MockProperty<Value>,
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  function: String = #function
) -> Stubbing<Value, CallEffect.Sync> {
  when(
    property.anyRead, fileID: fileID, filePath: filePath, line: line, column: column,
    function: function)
}

/// Verifies that `recorder` was called `times` times, whatever the arguments:
/// `verify(store.calls.load)`, for a requirement without arguments, as a call form is verified.
///
/// It is the recorder's `verifyCalled(times:)`.
@discardableResult
public func verify<each Arg, Result, Effect>(
  _ recorder: CallRecorder<repeat each Arg, Result, Effect>,
  times: CallCount = .once,
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  verify(
    recorder.anyCall, times: times, fileID: fileID, filePath: filePath, line: line,
    column: column)
}

/// Verifies that `property` was read `times` times: `verify(clock.calls.now, times: .twice)`.
@discardableResult
public func verify<Value>(
  _ property: MockProperty<Value>,
  times: CallCount = .once,
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  verify(
    property.anyRead, times: times, fileID: fileID, filePath: filePath, line: line,
    column: column)
}

/// Waits up to `timeout` for `recorder` to have been called `times` times, whatever the
/// arguments: `await verify(store.calls.sync, within: .seconds(1))`.
@discardableResult
public func verify<each Arg, Result, Effect>(
  _ recorder: CallRecorder<repeat each Arg, Result, Effect>,
  times: CallCount = .once,
  within timeout: Duration,
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) async -> Bool {
  await verify(
    recorder.anyCall, times: times, within: timeout, fileID: fileID, filePath: filePath,
    line: line, column: column)
}

/// Waits the whole of `window`, then verifies that `recorder` was called `times` times,
/// whatever the arguments: `await verify(store.calls.sync, times: .once, after: .seconds(1))`.
@discardableResult
public func verify<each Arg, Result, Effect>(
  _ recorder: CallRecorder<repeat each Arg, Result, Effect>,
  times: CallCount = .once,
  after window: Duration,
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) async -> Bool {
  await verify(
    recorder.anyCall, times: times, after: window, fileID: fileID, filePath: filePath,
    line: line, column: column)
}
