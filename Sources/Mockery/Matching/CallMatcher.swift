/// Calls of one requirement whose arguments match a matcher each, as a test writes them: with the
/// requirement's own argument labels.
///
/// A recorder's arguments have no labels, since Swift cannot give a generic type the labels of
/// a function. A mock gives them back with one line per requirement, a function named like the
/// recorder that takes the requirement's labels (the generator writes it for every requirement
/// whose arguments have labels), and says with ``among(_:)`` which mock it belongs to:
///
/// ```swift
/// struct Calls {
///   let charge = MockThrowingFunction<Int, String, Receipt>("charge(amount:token:)")
///   func charge(amount: Matcher<Int>, token: Matcher<String>)
///     -> MockThrowingFunction<Int, String, Receipt>.Call {
///     charge.matching(amount, token).among(self)
///   }
/// }
/// ```
///
/// A test then stubs, verifies and expects calls as the code under test makes them, with values
/// and matchers side by side, and cannot swap two arguments of the same type unnoticed:
///
/// ```swift
/// when(gateway.calls.charge(amount: 390, token: "tok_1")).thenReturn(receipt)
/// verify(gateway.calls.charge(amount: greaterThan(100), token: anything()))
/// expect(gateway.calls.charge(amount: 390, token: anything()), times: .once)
/// verifyInOrder(gateway.calls.charge(amount: 390, token: "tok_1"), printer.calls.print)
/// ```
///
/// Making one records nothing and checks nothing: ``when(_:fileID:filePath:line:column:function:)-(CallMatcher<Arg,Result,Effect>,_,_,_,_,_)``,
/// ``verify(_:times:fileID:filePath:line:column:)-(CallMatcher<Arg,Result,Effect>,_,_,_,_,_)``,
/// ``verify(_:times:within:fileID:filePath:line:column:)-(CallMatcher<Arg,Result,Effect>,_,_,_,_,_,_)``,
/// ``expect(_:times:fileID:filePath:line:column:)`` and
/// ``verifyInOrder(_:fileID:filePath:line:column:)`` do, exactly as the recorder's own `when`,
/// `verify`, `expect` and `called` do with the same matchers.
public struct CallMatcher<each Arg, Result, Effect: CallEffectKind>: Sendable {
  @usableFromInline let store: CallStore<(repeat each Arg), Result>
  @usableFromInline let pattern: ArgumentsPattern<(repeat each Arg)>

  @usableFromInline
  init(store: CallStore<(repeat each Arg), Result>, pattern: ArgumentsPattern<(repeat each Arg)>) {
    self.store = store
    self.pattern = pattern
  }
}

extension CallRecorder {
  /// The type of the calls ``matching(_:)-(Matcher<Arg>)`` describes, which a mock's
  /// labelled function returns: `MockFunction<String, Void>.Call`.
  public typealias Call = CallMatcher<repeat each Arg, Result, Effect>

  /// Calls whose arguments match `matchers`, one per argument, for a mock's labelled function
  /// to return.
  ///
  /// ```swift
  /// func charge(amount: Matcher<Int>, token: Matcher<String>)
  ///   -> MockThrowingFunction<Int, String, Receipt>.Call {
  ///   charge.matching(amount, token).among(self)
  /// }
  /// ```
  @inlinable
  public func matching(_ matchers: repeat Matcher<each Arg>) -> Call {
    Call(store: store, pattern: Self.pattern(repeat each matchers))
  }

  /// Calls whose arguments equal `values`, for a mock's labelled function that takes plain
  /// values to return.
  ///
  /// ```swift
  /// func charge(amount: Int, token: String)
  ///   -> MockThrowingFunction<Int, String, Receipt>.Call {
  ///   charge.matching(amount, token).among(self)
  /// }
  /// ```
  @inlinable
  @_disfavoredOverload
  public func matching(_ values: repeat each Arg) -> Call
  where repeat each Arg: Equatable & SendableMetatype {
    Call(store: store, pattern: Self.pattern(equalTo: repeat each values))
  }
}

extension CallMatcher {
  /// The arguments of the calls these match, oldest first: a value per call for one argument,
  /// a tuple for several, in the requirement's order.
  ///
  /// The argument captor of a call form, whose name is the requirement's own and does not change
  /// when the protocol gains an overload. Bind a tuple to names to read it by them:
  ///
  /// ```swift
  /// let (amount, token) = try #require(gateway.calls.charge(amount: anything(), token: anything())
  ///   .arguments.last)
  /// assertThat(gateway.calls.conditions(forZipcode: startsWith("94")).arguments, hasCount(2))
  /// ```
  public var arguments: [(repeat each Arg)] {
    store.arguments(matching: pattern)
  }

  /// How many calls these match so far.
  ///
  /// ```swift
  /// #expect(gateway.calls.charge(amount: anything(), token: "tok_1").callCount == 2)
  /// ```
  ///
  /// To fail a test on a count, `verify(_:times:)` says more: every call, and the argument that
  /// did not match.
  public var callCount: Int {
    store.countMatching(pattern)
  }
}

extension CallMatcher: CallPatternConvertible {
  /// These calls, as a step of ``verifyInOrder(_:fileID:filePath:line:column:)``.
  public var callPattern: CallPattern { store.callPattern(pattern) }
}

extension CallMatcher {
  func stub(at location: CallSite, in function: String? = nil)
    -> Stubbing<repeat each Arg, Result, Effect>
  {
    Stubbing(store: store, stub: store.addStub(pattern, at: location, in: function))
  }

  func expectation(times: CallCount, at location: CallSite)
    -> Stubbing<repeat each Arg, Result, Effect>
  {
    Stubbing(store: store, stub: store.addExpectation(pattern, times: times, at: location))
  }

  func check(times: CallCount, at location: CallSite) -> Bool {
    store.check(pattern, times: times, at: location)
  }

  func check(times: CallCount, within timeout: Duration, at location: CallSite) async -> Bool {
    await store.check(pattern, times: times, within: timeout, at: location)
  }

  func check(times: CallCount, after window: Duration, at location: CallSite) async -> Bool {
    await store.check(pattern, times: times, after: window, at: location)
  }
}

/// Starts a stub for the calls `call` describes, as a mock's labelled function writes them.
///
/// ```swift
/// when(gateway.calls.charge(amount: 390, token: "tok_1")).thenReturn(receipt)
/// when(gateway.calls.charge(amount: greaterThan(1_000), token: anything()))
///   .thenThrow(PaymentError.declined)
/// ```
///
/// It is the recorder's `when` with the same matchers: when several stubs match a call, the one
/// added last answers it, and messages about the stub point at this line.
public func when<each Arg, Result, Effect>(
  _ call: CallMatcher<repeat each Arg, Result, Effect>,
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  function: String = #function
) -> Stubbing<repeat each Arg, Result, Effect> {
  call.stub(
    at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column), in: function)
}

/// Verifies that the calls `call` describes happened `times` times (once unless told
/// otherwise), and reports a failure at this line if not.
///
/// ```swift
/// verify(gateway.calls.charge(amount: 390, token: "tok_1"))
/// verify(gateway.calls.charge(amount: greaterThan(100), token: anything()), times: .atLeast(2))
/// ```
///
/// The failure is the recorder's `verify`'s: the wanted call, then every call of the
/// requirement with each argument that did not match, named by its label, and why.
///
/// - Returns: Whether the verification passed.
@discardableResult
public func verify<each Arg, Result, Effect>(
  _ call: CallMatcher<repeat each Arg, Result, Effect>,
  times: CallCount = .once,
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  call.check(
    times: times, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Waits up to `timeout` for the calls `call` describes to have happened `times` times (once
/// unless told otherwise), and reports a failure at this line if they have not.
///
/// ```swift
/// await verify(gateway.calls.charge(amount: 390, token: anything()), within: .seconds(2))
/// ```
///
/// It is the recorder's `verify(within:)`: it passes as soon as the count is reached.
///
/// - Returns: Whether the verification passed.
@discardableResult
public func verify<each Arg, Result, Effect>(
  _ call: CallMatcher<repeat each Arg, Result, Effect>,
  times: CallCount = .once,
  within timeout: Duration,
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) async -> Bool {
  await call.check(
    times: times, within: timeout,
    at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Waits the whole of `window`, then verifies that the calls `call` describes happened `times`
/// times (once unless told otherwise), reporting a failure at this line if not: nothing more
/// happens within the window (Mockito's `after`).
///
/// ```swift
/// service.startBackgroundRefresh()
/// await verify(fetcher.calls.startTimer, times: .once, after: .milliseconds(200))
/// ```
///
/// Where ``verify(_:times:within:fileID:filePath:line:column:)-(CallMatcher<Arg,Result,Effect>,_,_,_,_,_,_)``
/// passes as soon as the count is reached, this waits the window out, so that a call too many,
/// made late, fails the test; a count exceeded during the window fails at once.
///
/// - Returns: Whether the verification passed.
@discardableResult
public func verify<each Arg, Result, Effect>(
  _ call: CallMatcher<repeat each Arg, Result, Effect>,
  times: CallCount = .once,
  after window: Duration,
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) async -> Bool {
  await call.check(
    times: times, after: window,
    at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Declares that the calls `call` describes will happen `times` times (once unless told
/// otherwise), to be checked later by ``verifyExpectations(_:fileID:filePath:line:column:)-(Any...,_,_,_,_)``
/// or when the test ends.
///
/// ```swift
/// expect(gateway.calls.charge(amount: 390, token: anything())).thenReturn(receipt)
/// ```
///
/// It is the recorder's `expect`. Nimble's `expect` takes any value, so both can be imported
/// in one file: a ``CallMatcher`` goes to this one.
///
/// - Returns: A stub for the same calls, to say what they return.
@discardableResult
public func expect<each Arg, Result, Effect>(
  _ call: CallMatcher<repeat each Arg, Result, Effect>,
  times: CallCount = .once,
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Stubbing<repeat each Arg, Result, Effect> {
  call.expectation(
    times: times, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}
