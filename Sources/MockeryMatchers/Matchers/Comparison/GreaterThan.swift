/// Matches values greater than `bound`.
///
/// ```swift
/// assertThat(temperature, greaterThan(-40))
/// // Expected: a value greater than <-40>
/// //      but: was <-41>, less than <-40>
/// ```
public func greaterThan<Value: Comparable & SendableMetatype>(_ bound: Value) -> Matcher<Value> {
  orderingMatcher("a value greater than", bound) { $0 > $1 }
}

/// Matches values greater than `bound`, whose `Comparable` conformance is isolated to the main
/// actor, in a test on the main actor (see <doc:MatcherCatalog#Values-of-the-main-actor>).
@MainActor
@_disfavoredOverload
public func greaterThan<Value: Comparable>(_ bound: Value) -> Matcher<Value> {
  mainActorOrderingMatcher("a value greater than", bound) { $0 > $1 }
}
