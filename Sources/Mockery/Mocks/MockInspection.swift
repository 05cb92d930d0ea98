import Foundation

/// Finds a mock's recorders by looking through what it holds, so that whole-mock operations need
/// nothing from the mock: no base class, no protocol, no list to keep.
///
/// It looks through everything the mock holds by value, to any depth: its stored properties and
/// those its superclasses declare, and the structs, enums, tuples, optionals and collections in
/// them, and Mockery's own recorder types. Other objects the mock references are its
/// collaborators as a rule (a spy's fetcher, another mock), with calls of their own, so they are
/// looked into only when the mock holds no recorder by value, as a mock that keeps its recorders
/// in a `final class Calls` does; then the nearest objects that hold recorders are.
///
/// What it cannot look into, it says: a `nil` mock, a type rather than an instance, and a value
/// that holds no recorders, naming the closures it holds, which reflection cannot open.
enum MockInspection {
  /// What looking through one mock found.
  struct Inspection {
    var recorders: [any InspectableRecorder] = []
    var containers: [any RecorderContainer] = []
    /// Why nothing could be found, when nothing was.
    var problem: String?
  }

  /// Looks through `subject` for its recorders.
  static func inspect(_ subject: Any) -> Inspection {
    guard let subject = unwrapped(subject) else {
      return Inspection(
        problem:
          "was given nil: the mock is an Optional, or an implicitly unwrapped Optional, that holds "
          + "nil. Create the mock before the test uses it (in setUp or the test's init).")
    }
    if let type = subject as? Any.Type {
      return Inspection(
        problem:
          "was given the type \(type), which holds no calls: static requirements are mocked with "
          + "a ScopedMock, so pass that (such as \(type).calls) or its recorders.")
    }
    var walk = Walk()
    var level: [Any] = [subject]
    while !level.isEmpty {
      var next: [Any] = []
      for value in level {
        walk.visit(value, isRoot: true, objectsBeyond: &next)
      }
      if !walk.containers.isEmpty { break }
      level = next
    }
    guard !walk.containers.isEmpty else {
      let closures =
        walk.sawClosures
        ? " It holds closures, which reflection cannot look into: a witness struct made from "
          + "recorders' `fn` is checked through the recorders themselves."
        : ""
      return Inspection(
        problem:
          "found no call recorders in \(describeBriefly(subject)). Pass a mock whose stored "
          + "properties hold CallRecorders (directly or in a container such as `calls`), or the "
          + "recorders themselves.\(closures)")
    }
    return Inspection(recorders: walk.containers.distinctRecorders, containers: walk.containers)
  }

  /// The inspections of `mocks`, reporting at `location`, and leaving out, each that found
  /// nothing.
  static func inspect(_ mocks: [Any], for operation: String, at location: CallSite)
    -> [Inspection]
  {
    if mocks.isEmpty {
      reportFailure(
        "\(operation) was given no mocks, so it checked nothing. Pass the mocks, or their "
          + "recorders.", at: location)
    }
    return mocks.compactMap { mock in
      let inspection = inspect(mock)
      if let problem = inspection.problem {
        reportFailure("\(operation) \(problem)", at: location)
        return nil
      }
      // A whole mock, not one of its recorders: its recorders are one family.
      if !(unwrapped(mock) is any RecorderContainer) {
        MockFamily.adopt(inspection, name: describeMock(mock))
      }
      return inspection
    }
  }

  /// How messages name the mocks an operation was given: a recorder by its requirement, anything
  /// else by its type.
  static func names(_ mocks: [Any]) -> String {
    mocks.map(describeMock).joined(separator: ", ")
  }

  static func describeMock(_ mock: Any) -> String {
    guard let mock = unwrapped(mock) else { return "nil" }
    if let container = mock as? any RecorderContainer { return container.inspectionName }
    return "\(type(of: mock))"
  }

  /// A plain value as messages show values; anything else by its type.
  private static func describeBriefly(_ value: Any) -> String {
    Walk.isLeaf(value) ? describeValue(value) : "\(type(of: value))"
  }

  /// The value an Optional holds, at any depth of nesting, or nil for `nil`.
  static func unwrapped(_ value: Any) -> Any? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    guard let wrapped = mirror.children.first?.value else { return nil }
    return unwrapped(wrapped)
  }

  /// One look through a mock, level by level of the objects it references.
  private struct Walk {
    var containers: [any RecorderContainer] = []
    var sawClosures = false
    private var seenObjects = Set<ObjectIdentifier>()

    /// Looks through `value` by value, collecting recorders, and adds the objects it references
    /// (other than itself, when it is the root of this level) to `objectsBeyond`.
    mutating func visit(_ value: Any, isRoot: Bool, objectsBeyond: inout [Any]) {
      if let container = value as? any RecorderContainer {
        containers.append(container)
        return
      }
      if Self.isLeaf(value) { return }
      let mirror = Mirror(reflecting: value)
      switch mirror.displayStyle {
      case .class?:
        let object = ObjectIdentifier(value as AnyObject)
        guard isRoot else {
          if !seenObjects.contains(object) { objectsBeyond.append(value) }
          return
        }
        guard seenObjects.insert(object).inserted else { return }
        // A class's own stored properties, then each superclass's.
        var level: Mirror? = mirror
        while let current = level {
          for child in current.children {
            visit(child.value, isRoot: false, objectsBeyond: &objectsBeyond)
          }
          level = current.superclassMirror
        }
      case nil where mirror.children.isEmpty:
        // A closure, or a value without structure.
        if isClosure(value) { sawClosures = true }
      default:
        // Structs, enums with payloads, tuples, optionals, collections, sets, dictionaries.
        for child in mirror.children {
          visit(child.value, isRoot: false, objectsBeyond: &objectsBeyond)
        }
      }
    }

    /// Values that can hold no recorder, skipped without reflecting on them.
    static func isLeaf(_ value: Any) -> Bool {
      switch value {
      case is String, is Substring, is Character, is Bool, is Int, is Int8, is Int16, is Int32,
        is Int64, is UInt, is UInt8, is UInt16, is UInt32, is UInt64, is Float, is Double,
        is Decimal, is Data, is Date, is URL, is UUID, is Duration, is Any.Type:
        true
      default:
        false
      }
    }

    private func isClosure(_ value: Any) -> Bool {
      "\(type(of: value))".contains("->")
    }
  }
}
