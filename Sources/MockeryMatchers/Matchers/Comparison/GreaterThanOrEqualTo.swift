/// Matches values equal to or greater than `bound`.
///
/// ```swift
/// assertThat(age, greaterThanOrEqualTo(18))
/// // Expected: a value equal to or greater than <18>
/// //      but: was <17>, less than <18>
/// ```
public func greaterThanOrEqualTo<Value: Comparable & SendableMetatype>(_ bound: Value) -> Matcher<
  Value
> {
  orderingMatcher("a value equal to or greater than", bound) { $0 >= $1 }
}

/// Matches values greater than or equal to `bound`, whose `Comparable` conformance is isolated to the main
/// actor, in a test on the main actor (see <doc:MatcherCatalog#Values-of-the-main-actor>).
@MainActor
@_disfavoredOverload
public func greaterThanOrEqualTo<Value: Comparable>(_ bound: Value) -> Matcher<Value> {
  mainActorOrderingMatcher("a value greater than or equal to", bound) { $0 >= $1 }
}
