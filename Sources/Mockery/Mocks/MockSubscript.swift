/// Records reads and writes of a mocked subscript.
///
/// The type arguments are the index type and the element type; a subscript with several indices
/// uses a tuple of them as its index:
///
/// ```swift
/// struct Calls {
///   let forecast = MockSubscript<String, Conditions?>("subscript(zipcode:)")
///   let grid = MockSubscript<(Int, Int), Double>("subscript(_:_:)")
/// }
/// subscript(zipcode zipcode: String) -> Conditions? {
///   get { calls.forecast.get(zipcode) }
///   set { calls.forecast.set(zipcode, to: newValue) }
/// }
/// subscript(x: Int, y: Int) -> Double { calls.grid.get((x, y)) }
/// ```
///
/// Stub reads with ``getter`` (`getter.when("94105").thenReturn(.sunny)`); unstubbed reads
/// return the element type's ``MockDefaultValue``. Verify writes with ``setter``, whose arguments
/// are the index and the value written: `setter.verify("94105", nilValue())`.
public final class MockSubscript<Index, Value>: Sendable, RecorderContainer {
  /// Records reads, with their index; stub it to decide what reads return.
  public let getter: MockFunction<Index, Value>
  /// Records writes, with their index and the value written.
  public let setter: MockFunction<Index, Value, Void>

  /// Creates the recorders of the subscript called `name`, such as `"subscript(zipcode:)"`.
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
    getter = CallRecorder(name: names.getter, declaredAt: site)
    setter = CallRecorder(name: names.setter, declaredAt: site)
  }

  /// Records a read and returns the element.
  ///
  /// Call it from the subscript's getter.
  public func get(
    _ index: Index,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Value {
    getter(index, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Records a write.
  ///
  /// Call it from the subscript's setter.
  public func set(
    _ index: Index,
    to newValue: Value,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    setter(index, newValue, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  var recorders: [any InspectableRecorder] { getter.recorders + setter.recorders }
  var inspectionName: String { getter.name }
}
