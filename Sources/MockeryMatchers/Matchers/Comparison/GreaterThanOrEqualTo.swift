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
