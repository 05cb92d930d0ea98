/// Matches values that `matcher` does not match.
///
/// ```swift
/// assertThat(zipcode, not(isEmpty()))
/// // Expected: not an empty collection
/// //      but: was ""
/// ```
public func not<Value>(_ matcher: Matcher<Value>) -> Matcher<Value> {
  Matcher("not \(matcher.description)", matches: { !matcher.matches($0) })
}

/// Matches values other than `value`.
public func not<Value: Equatable & SendableMetatype>(_ value: Value) -> Matcher<Value> {
  not(equalTo(value))
}

/// Matches values other than `value`, for values whose conformance is isolated to the main actor, in a test on the main
/// actor (see <doc:MatcherCatalog#Values-of-the-main-actor>).
@MainActor
@_disfavoredOverload
public func not<Value: Equatable>(_ value: Value) -> Matcher<Value> {
  not(mainActorEqualTo(value))
}
