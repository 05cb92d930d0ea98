/// Matches values less than `bound`.
///
/// ```swift
/// assertThat(latency, lessThan(200))
/// // Expected: a value less than <200>
/// //      but: was <200>, equal to <200>
/// ```
public func lessThan<Value: Comparable & SendableMetatype>(_ bound: Value) -> Matcher<Value> {
  orderingMatcher("a value less than", bound) { $0 < $1 }
}

/// Matches values less than `bound`, whose `Comparable` conformance is isolated to the main
/// actor, in a test on the main actor (see <doc:MatcherCatalog#Values-of-the-main-actor>).
@MainActor
@_disfavoredOverload
public func lessThan<Value: Comparable>(_ bound: Value) -> Matcher<Value> {
  mainActorOrderingMatcher("a value less than", bound) { $0 < $1 }
}
