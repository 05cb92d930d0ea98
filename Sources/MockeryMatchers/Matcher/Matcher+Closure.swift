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
  /// Mockable writes it; from the main actor too, over models isolated to it.
  ///
  /// ```swift
  /// when(orders.calls.save(.matching { $0.status == .paid })).thenReturn(true)
  ///
  /// @MainActor @Test func showsRome() {
  ///   when(router.calls.show(.matching { $0.title == "Rome" })).thenDoNothing()
  /// }
  /// ```
  ///
  /// The closure keeps the isolation of the code that writes it. Written on the main actor (or
  /// another actor), it may read what is isolated there, and a mock checks it only there: a
  /// call made elsewhere does not match, and its mismatch says why. Written in nonisolated code,
  /// it is checked wherever the mock is called, as a `Matcher { … }`'s closure is, so keep it to
  /// reading its argument; `Matcher { … }` has the compiler hold it to that.
  public static func matching(
    isolation: isolated (any Actor)? = #isolation,
    fileID: String = #fileID,
    line: UInt = #line,
    _ matches: @escaping (Value) -> Bool
  ) -> Matcher {
    let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
    let description = "a value the closure at \(file):\(line) accepts"
    let matches = UncheckedSendable(matches)
    guard let isolation else {
      return Matcher(
        unchecked: description, test: { matches.value($0.pointee) },
        explain: { "was \(describeValue($0))" })
    }
    return Matcher(
      description, isolatedTo: isolation,
      because: "the closure at \(file):\(line) is isolated to \(actorName(isolation)), where it "
        + "was written, and the check ran off it. A closure that reads only its argument can be "
        + "written `Matcher { … }`, which is checked anywhere",
      matches: matches.value)
  }
}

/// How a message names the actor a closure is isolated to.
private func actorName(_ actor: any Actor) -> String {
  actor === MainActor.shared ? "the main actor" : "an actor, \(readableTypeName(type(of: actor)))"
}
