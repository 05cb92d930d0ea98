/// Matches values less than or equal to `bound`.
///
/// ```swift
/// assertThat(retries, lessThanOrEqualTo(3))
/// // Expected: a value less than or equal to <3>
/// //      but: was <4>, greater than <3>
/// ```
public func lessThanOrEqualTo<Value: Comparable & SendableMetatype>(_ bound: Value) -> Matcher<
  Value
> {
  orderingMatcher("a value less than or equal to", bound) { $0 <= $1 }
}

/// Matches values less than or equal to `bound`, whose `Comparable` conformance is isolated to the main
/// actor, in a test on the main actor (see <doc:MatcherCatalog#Values-of-the-main-actor>).
@MainActor
@_disfavoredOverload
public func lessThanOrEqualTo<Value: Comparable>(_ bound: Value) -> Matcher<Value> {
  mainActorOrderingMatcher("a value less than or equal to", bound) { $0 <= $1 }
}
