@_spi(Reflection) import Swift

/// Where a mock's `Calls` struct keeps its recorders, found once per type, so that the first call
/// form of each new mock finds its family without reflecting on it again.
///
/// `Mirror` looks a field's type up by its mangled name on every read: for a `Calls` of five
/// recorders, 120,000 instructions per mock, more than making the mock. The fields' offsets,
/// found once per type, read each recorder in a few instructions.
enum CallsLayout {
  /// Reads one recorder out of a `Calls` value's bytes.
  private typealias Reader = @Sendable (UnsafeRawPointer) -> any RecorderContainer

  private enum Layout {
    /// Every stored property is a recorder, read by these.
    case recorders([Reader])
    /// Something else: a class, a nested struct, a value that is not a recorder. Reflection
    /// finds its recorders, as a whole-mock operation does.
    case other
  }

  private static let layouts = Locked<[ObjectIdentifier: Layout]>([:])

  /// The recorders `calls` holds as its stored properties, where every one of them is a
  /// recorder; nil where it holds anything else.
  static func containers<Calls>(of calls: Calls) -> [any RecorderContainer]? {
    let key = ObjectIdentifier(Calls.self)
    let layout = layouts.withLock { $0[key] } ?? makeLayout(of: calls, key: key)
    guard case .recorders(let readers) = layout else { return nil }
    return withUnsafeBytes(of: calls) { bytes in
      guard let base = bytes.baseAddress else { return [] }
      return readers.map { $0(base) }
    }
  }

  private static func makeLayout<Calls>(of calls: Calls, key: ObjectIdentifier) -> Layout {
    var readers: [Reader] = []
    // Structs only: the standard library makes no key paths into a class's fields. The key
    // paths are of strong stored properties only: it stops at any other.
    var isWhole =
      Mirror(reflecting: calls).displayStyle == .struct
      && _forEachFieldWithKeyPath(of: Calls.self) { _, path in
        guard let type = type(of: path).valueType as? any RecorderContainer.Type,
          let offset = MemoryLayout<Calls>.offset(of: path)
        else { return false }
        readers.append(reader(of: type, at: offset))
        return true
      }
    isWhole = isWhole && !readers.isEmpty
    let layout: Layout = isWhole ? .recorders(readers) : .other
    layouts.withLock { $0[key] = layout }
    return layout
  }

  private static func reader<Container: RecorderContainer>(
    of type: Container.Type, at offset: Int
  ) -> Reader {
    { $0.load(fromByteOffset: offset, as: Container.self) }
  }
}
