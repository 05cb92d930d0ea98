/// Records calls of a generic method, with one fully typed recorder per specialization.
///
/// A generic parameter cannot be part of a recorder's type, so the witness asks for the
/// recorder of the types it was called with, and tests stub and verify that one:
///
/// ```swift
/// struct Calls {
///   let decode = MockGenericFunction("decode(_:from:)")
/// }
/// func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
///   try calls.decode.specialized(MockThrowingFunction<T.Type, Data, T>.self)(type, data)
/// }
///
/// // In a test:
/// let decodeForecast = parser.calls.decode.specialized(
///   MockThrowingFunction<Forecast.Type, Data, Forecast>.self)
/// decodeForecast.whenCalled().thenReturn(forecast)
/// decodeForecast.verifyCalled()
/// ```
///
/// Each specialization is created on first use and is then the same recorder every time.
public final class MockGenericFunction: Sendable, RecorderContainer {
  private let name: CallName
  private let declaredAt: CallSite
  /// The test that created the mock: a specialization made later, perhaps on another thread,
  /// belongs to it too.
  private let attribution = TestAttribution.current
  private let specializations = Locked<
    (
      recorders: [ObjectIdentifier: any RecorderContainer & Sendable], isStrict: Bool?,
      callsThrough: Bool?
    )
  >(([:], nil, nil))

  /// Creates the recorders of the generic method called `name`, such as `"decode(_:from:)"`.
  ///
  /// - Parameters:
  ///   - name: The method's name as Swift writes it.
  ///   - fileID: Where the method's recorders are declared; leave it out.
  ///   - filePath: Where the method's recorders are declared; leave it out.
  ///   - line: Where the method's recorders are declared; leave it out.
  ///   - column: Where the method's recorders are declared; leave it out.
  public init(
    _ name: String,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.name = CallName(function: name)
    declaredAt = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Creates the recorders of the member `name` names: a generic subscript's accessor too.
  init(named name: CallName, at site: CallSite) {
    self.name = name
    declaredAt = site
  }

  /// The recorder of one specialization, named by its recorder type, such as
  /// `MockThrowingFunction<Data, Forecast>.self`.
  public func specialized<each Arg, Result, Effect>(
    _ type: CallRecorder<repeat each Arg, Result, Effect>.Type
  ) -> CallRecorder<repeat each Arg, Result, Effect> {
    let key = ObjectIdentifier(type)
    // Keyed by the recorder's own type, so the one found is of that type.
    if let existing = specializations.withLock({ $0.recorders[key] }) {
      return existing as! CallRecorder<repeat each Arg, Result, Effect>
    }
    // Made outside the lock: making a recorder looks up its result's default, which may be
    // user code (`MockDefaultValue`).
    let made = CallRecorder<repeat each Arg, Result, Effect>(
      name: name, declaredAt: declaredAt, attribution: attribution,
      specialization: CallRecorder<repeat each Arg, Result, Effect>.specialization(
        siblings: { [weak self] in self?.recorders(except: key) ?? [] }))
    // If another thread made one meanwhile, the first stored wins, so there is one recorder.
    // A specialization made after `strict(mock)` or `relaxed(mock)` is as strict as the ones
    // made before; with neither, as its mock scope makes every mock.
    let stored = specializations.withLock { specializations in
      if let existing = specializations.recorders[key] { return existing }
      if let isStrict = specializations.isStrict { made.isStrict = isStrict }
      if let callsThrough = specializations.callsThrough {
        made.store.callingThrough = callsThrough
      }
      specializations.recorders[key] = made
      return made
    }
    return stored as! CallRecorder<repeat each Arg, Result, Effect>
  }

  var recorders: [any InspectableRecorder] {
    specializations.withLock { $0.recorders.values.flatMap(\.recorders) }
  }

  /// The recorders of every specialization but the one keyed `key`.
  private func recorders(except key: ObjectIdentifier) -> [any InspectableRecorder] {
    specializations.withLock { specializations in
      specializations.recorders.filter { $0.key != key }.values.flatMap(\.recorders)
    }
  }

  var inspectionName: String { name.description }

  func setStrictness(_ strict: Bool) {
    let existing = specializations.withLock { specializations in
      specializations.isStrict = strict
      return specializations.recorders.values.flatMap(\.recorders)
    }
    for recorder in existing { recorder.strictness = strict }
  }

  func setCallingThrough(_ callsThrough: Bool) {
    let existing = specializations.withLock { specializations in
      specializations.callsThrough = callsThrough
      return specializations.recorders.values.flatMap(\.recorders)
    }
    for recorder in existing { recorder.callingThrough = callsThrough }
  }
}
