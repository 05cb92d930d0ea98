/// How visible the generated mocks and spies are, `--access`: `internal`, the default, for mocks
/// that live in the test target that uses them; `package` or `public` for mocks in a
/// test-support module that several test targets import.
///
/// A double is never more visible than what it doubles, and a spy's member never more than the
/// member it overrides: a `public` mock of an `internal` protocol could not name its types.
public enum GeneratedAccess: String, CaseIterable, Sendable {
  case `internal`
  case `package`
  case `public`

  /// The access of a declaration as the model records it: `open` and `public` are `public`,
  /// `package` is `package`, anything else `internal`.
  init(level: AccessLevel) {
    switch level {
    case .open, .public: self = .public
    case .package: self = .package
    case .internal, .fileprivate, .private: self = .internal
    }
  }

  /// The modifier a declaration starts with, and its space: nothing for `internal`, which Swift
  /// assumes.
  var modifier: String { self == .internal ? "" : rawValue + " " }

  /// This access, or the access `level` if that is less visible.
  func limited(to level: AccessLevel) -> GeneratedAccess {
    let other = GeneratedAccess(level: level)
    let cases = Self.allCases
    return cases.firstIndex(of: other)! < cases.firstIndex(of: self)! ? other : self
  }
}
