// A matcher made of a closure alone, for a condition a test states once: what Mockable users
// write `.matching { $0.status == .paid }`, and anyone might first try as `Matcher { … }`. A
// matcher worth a name takes a description, `Matcher("a paid order") { … }`; without one, a
// message names the closure by where it was written.

extension Matcher {
  /// Creates a matcher for the values `matches` accepts.
  ///
  /// ```swift
  /// verify(orders.calls.save(Matcher { $0.status == .paid }))
  /// // Expected: a value the closure at OrderTests.swift:42 accepts
  /// ```
  ///
  /// Give a condition you use more than once a name: `Matcher("a paid order") { … }`.
  public init(
    fileID: String = #fileID,
    line: UInt = #line,
    _ matches: @escaping @Sendable (Value) -> Bool
  ) {
    let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
    self.init("a value the closure at \(file):\(line) accepts", matches: matches)
  }

  /// A matcher for the values `matches` accepts, written where a matcher is expected as
  /// Mockable writes it.
  ///
  /// ```swift
  /// when(orders.calls.save(.matching { $0.status == .paid })).thenReturn(true)
  /// ```
  public static func matching(
    fileID: String = #fileID,
    line: UInt = #line,
    _ matches: @escaping @Sendable (Value) -> Bool
  ) -> Matcher {
    Matcher(fileID: fileID, line: line, matches)
  }
}
