/// What a module isolated to the main actor by default makes of its types, which the graph does
/// not say of them.
///
/// Xcode 26 builds a new app's modules with `.defaultIsolation(MainActor.self)`: a class or
/// struct there is `@MainActor` without saying so, and the graph prints no attribute on it, but
/// one on each of its members: `@MainActor`, or `nonisolated` for one that opts out. A member of
/// a type of no isolation says neither.
enum DefaultIsolation {
  /// `@MainActor` for a type whose members' declarations are each `@MainActor`, `nonisolated`
  /// or `@concurrent`, at least one `@MainActor`; nil for any other.
  ///
  /// Such a class's spy is `@MainActor` itself, in any test target, to call its initializers;
  /// such a type's conformances are isolated, so a mock does not match its values with `==`.
  static func mainActor(of members: [Declaration]) -> String? {
    let isolated = members.filter { $0.globalActor == "@MainActor" }
    // `@concurrent` runs off any actor: a member that opts out, as `nonisolated` does.
    let optsOut = { (member: Declaration) in
      member.has("nonisolated") || member.attributes.contains("@concurrent")
    }
    guard !isolated.isEmpty,
      members.allSatisfy({ $0.globalActor == "@MainActor" || optsOut($0) })
    else { return nil }
    return "@MainActor"
  }
}
