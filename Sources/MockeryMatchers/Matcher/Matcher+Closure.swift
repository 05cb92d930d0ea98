// A matcher made of a closure alone, for a condition a test states once: what Mockable users
// write `.matching { $0.status == .paid }`, and anyone might first try as `Matcher { … }`. A
// matcher worth a name takes a description, `Matcher("a paid order") { … }`; without one, a
// message names the closure by where it was written.
//
// A closure that reads a model isolated to the main actor says so, `{ @MainActor in … }`, and
// takes the main-actor twin of each form; a closure that does not takes the `Sendable` one, which
// a mock may check on any thread, and which Swift prefers when both would do. (The twins' closure
// is `sending` only because Swift does not tell two overloads apart by a global actor alone.)

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
    self.init("a value \(closureAt(fileID, line)) accepts", matches: matches)
  }

  /// Creates a matcher for the values `matches`, a closure isolated to the main actor, accepts:
  /// for a test on the main actor over models isolated to it.
  ///
  /// ```swift
  /// verify(router.calls.show(Matcher { @MainActor in $0.title == "Rome" }))
  /// ```
  ///
  /// A mock checks it where the code under test calls it. Off the main actor (an `async` method
  /// of a mock that is not isolated to it runs elsewhere), a value does not match, and the
  /// mismatch says why. A closure that reads only values that are not isolated leaves out
  /// `@MainActor in`, and is checked anywhere.
  public init(
    fileID: String = #fileID,
    line: UInt = #line,
    _ matches: sending @escaping @MainActor (Value) -> Bool
  ) {
    self.init(mainActorClosureAt: fileID, line: line, matches)
  }

  /// A matcher of the closure `matches`, isolated to the main actor, written at `fileID` and
  /// `line`: the body both main-actor forms share.
  init(
    mainActorClosureAt fileID: String, line: UInt, _ matches: @escaping @MainActor (Value) -> Bool
  ) {
    let closure = closureAt(fileID, line)
    self.init(
      onMainActor: "a value \(closure) accepts", matches: matches,
      uncheckedOffIt: "\(closure) is isolated to the main actor, and the check ran off it")
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

  /// A matcher for the values `matches`, a closure isolated to the main actor, accepts: for a
  /// test on the main actor over models isolated to it.
  ///
  /// ```swift
  /// when(router.calls.show(.matching { @MainActor in $0.title == "Rome" })).thenReturn(true)
  /// ```
  ///
  /// Checked as `Matcher { @MainActor in … }` is: only on the main actor.
  public static func matching(
    fileID: String = #fileID,
    line: UInt = #line,
    _ matches: sending @escaping @MainActor (Value) -> Bool
  ) -> Matcher {
    Matcher(mainActorClosureAt: fileID, line: line, matches)
  }
}

/// "the closure at OrderTests.swift:42", as messages name a matcher's closure.
private func closureAt(_ fileID: String, _ line: UInt) -> String {
  let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
  return "the closure at \(file):\(line)"
}
