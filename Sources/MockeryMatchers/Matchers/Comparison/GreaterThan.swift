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
