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
