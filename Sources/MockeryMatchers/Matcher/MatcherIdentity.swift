/// What a matcher matches, where that is certain: see ``Matcher/matchesSameValues(as:)``.
///
/// A mock asks whether a new stub answers the calls an older one would have, to report the older
/// one as replaced before any call used it. Matchers that describe themselves alike need not
/// match alike: a helper's `Matcher { $0.status == status }`, two long strings that differ past
/// what a description shows, two dates a second apart. So sameness is proven by what made the
/// matcher, never by its description, and a matcher whose test is a closure has no identity.
@usableFromInline
package enum MatcherIdentity: Sendable {
  /// `anything()`: every value.
  case anything
  /// `equalTo(value)`, or a literal that stands for it, with its value.
  ///
  /// The value as an existential, which holds a number or a string with no allocation: made with
  /// every `equalTo`, it must cost next to nothing.
  case equal(UncheckedSendable<Any>)
}

extension Matcher {
  /// Whether it certainly matches exactly the values `other` does: both `anything()`, or both
  /// `equalTo` values equal by `==`.
  ///
  /// Never by their descriptions, which may read alike for matchers that differ. `==` may be the
  /// test's code: call it only outside a mock's lock.
  @usableFromInline
  package func matchesSameValues(as other: Matcher<Value>) -> Bool {
    switch (identity, other.identity) {
    case (.anything, .anything):
      return true
    case (.equal, .equal(let value)):
      guard let value = value.value as? Value else { return false }
      return matches(value)
    default:
      return false
    }
  }

  /// Whether it certainly matches every value: `anything()`.
  @usableFromInline
  package var matchesEveryValue: Bool {
    if case .anything = identity { true } else { false }
  }
}
