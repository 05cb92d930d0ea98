/// Records reads and writes of a mocked generic subscript, with one fully typed recorder per
/// specialization of each accessor, as ``MockGenericFunction`` has for a generic method.
///
/// ```swift
/// struct Calls {
///   let setting = MockGenericSubscript("subscript(key:)")
/// }
/// subscript<Value>(key key: String) -> Value {
///   get { calls.setting.getter.specialized(MockFunction<String, Value>.self)(key) }
///   set { calls.setting.setter.specialized(MockFunction<String, Value, Void>.self)(key, newValue) }
/// }
///
/// // In a test:
/// settings.calls.setting.getter.specialized(MockFunction<String, Int>.self)
///   .when("volume").thenReturn(7)
/// settings.calls.setting.setter.specialized(MockFunction<String, Int, Void>.self)
///   .verify("volume", 8)
/// ```
///
/// A write's arguments are the indices and then the value written, as for ``MockSubscript``.
public final class MockGenericSubscript: Sendable, RecorderContainer {
  /// Records reads, one recorder per element type.
  public let getter: MockGenericFunction
  /// Records writes, one recorder per element type, with the indices and the value written.
  public let setter: MockGenericFunction

  /// Creates the recorders of the subscript called `name`, such as `"subscript(key:)"`.
  ///
  /// - Parameters:
  ///   - name: The subscript's name as Swift writes it, with its argument labels.
  ///   - fileID: Where the subscript is declared; leave it out.
  ///   - filePath: Where the subscript is declared; leave it out.
  ///   - line: Where the subscript is declared; leave it out.
  ///   - column: Where the subscript is declared; leave it out.
  public init(
    _ name: String = "subscript(_:)",
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let names = CallName.subscripts(name)
    getter = MockGenericFunction(named: names.getter, at: site)
    setter = MockGenericFunction(named: names.setter, at: site)
  }

  var recorders: [any InspectableRecorder] { getter.recorders + setter.recorders }
  var inspectionName: String { getter.inspectionName }

  func setStrictness(_ strict: Bool) {
    getter.setStrictness(strict)
    setter.setStrictness(strict)
  }

  func setCallingThrough(_ callsThrough: Bool) {
    getter.setCallingThrough(callsThrough)
    setter.setCallingThrough(callsThrough)
  }
}
