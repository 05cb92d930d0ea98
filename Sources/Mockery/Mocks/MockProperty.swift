/// Records reads and writes of a mocked property, and by default behaves like a stored one.
///
/// ```swift
/// struct Calls {
///   let refreshInterval = MockProperty<TimeInterval>("refreshInterval", initialValue: 60)
/// }
/// var refreshInterval: TimeInterval {
///   get { calls.refreshInterval.get() }
///   set { calls.refreshInterval.set(newValue) }
/// }
/// ```
///
/// A read returns, in turn: a stubbed value (``thenReturn(_:fileID:filePath:line:column:function:)``), the
/// last value written, the initial value, the type's ``MockDefaultValue``. A test stubs reads in
/// one step, or sets the value reads start from without recording a write:
///
/// ```swift
/// fetcher.calls.refreshInterval.thenReturn(30)   // every read returns 30
/// fetcher.calls.refreshInterval.value = 30       // reads return 30 until the code writes
/// ```
///
/// Verify reads with ``getter`` and writes with ``setter``:
///
/// ```swift
/// fetcher.calls.refreshInterval.getter.verifyCalled(times: .atLeast(1))
/// fetcher.calls.refreshInterval.setter.verify(30)
/// ```
///
/// For a getter that is `async` or `throws`, record it with a function recorder named after the
/// property instead: `MockAsyncThrowingFunction<Int>("temperature")`.
public final class MockProperty<Value>: Sendable, RecorderContainer {
  /// Records reads; stub it to decide what reads return.
  public let getter: MockFunction<Value>
  /// Records writes, with the value written.
  public let setter: MockFunction<Value, Void>

  /// Creates the recorders of the property called `name`.
  ///
  /// - Parameters:
  ///   - name: The property's name, such as `"refreshInterval"`.
  ///   - initialValue: What reads return before any write, unless stubbed.
  ///   - standIn: For a type with no default and no initial value: makes the value a read
  ///     before any write or stub returns after it fails the test, for the test to go on, where
  ///     it could otherwise only stop the test process. It runs outside Mockery's locks.
  ///   - mainActorStandIn: The same, for a type whose initializers are isolated to the main
  ///     actor: made there, and for a read made elsewhere, not at all.
  ///   - fileID: Where the property is declared; leave it out.
  ///   - filePath: Where the property is declared; leave it out.
  ///   - line: Where the property is declared; leave it out.
  ///   - column: Where the property is declared; leave it out.
  public init(
    _ name: String,
    initialValue: Value? = nil,
    standIn: (@Sendable () -> Value)? = nil,
    mainActorStandIn: (@MainActor @Sendable () -> Value)? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let names = CallName.property(name)
    getter = CallRecorder(
      name: names.getter, declaredAt: site, storedValue: initialValue,
      standIn: standIn.map(StandIn.init) ?? mainActorStandIn.map(StandIn.init(onMainActor:)))
    setter = CallRecorder(name: names.setter, declaredAt: site)
  }

  /// Stubs reads to return `values`, one per read, the last repeating: the one-step form of
  /// `getter.whenCalled().thenReturn(…)`.
  ///
  /// - Returns: The stub, to add answers to: `.thenReturn(30).thenReturn(60)`.
  @discardableResult
  public func thenReturn(
    _ values: Value...,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    function: String = #function
  ) -> Stubbing<Value, CallEffect.Sync> {
    getter.whenCalled(
      fileID: fileID, filePath: filePath, line: line, column: column, function: function
    )
    .append(values.map { .value($0) })
  }

  /// The value reads return unless a stub answers them: the last value written, else the initial
  /// value; nil for neither, when reads return the type's ``MockDefaultValue``.
  ///
  /// Reading it records no read, and setting it records no write: it is how a test sets up the
  /// mock, `calls.refreshInterval.value = 30`, without a write to verify or to strict mocks.
  public var value: Value? {
    get { getter.store.currentValue }
    set { getter.store.store(newValue) }
  }

  /// Records a read and returns the property's value.
  ///
  /// Call it from the getter.
  public func get(
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Value {
    getter(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Records a write and keeps the value for later reads.
  ///
  /// Call it from the setter.
  public func set(
    _ newValue: Value,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    setter(newValue, fileID: fileID, filePath: filePath, line: line, column: column)
    getter.store.store(newValue)
  }

  var recorders: [any InspectableRecorder] { getter.recorders + setter.recorders }
  var inspectionName: String { getter.name }
}
