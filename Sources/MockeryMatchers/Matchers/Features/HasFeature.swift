/// Matches values whose feature, read by `feature`, `matcher` matches.
///
/// The building block for matchers about one aspect of a value. The description and the mismatch
/// both start with the feature's name:
///
/// ```swift
/// func hasTemperature(_ matcher: Matcher<Double>) -> Matcher<Conditions> {
///   hasFeature("temperature", { $0.temperature }, matcher)
/// }
///
/// assertThat(conditions, hasTemperature(closeTo(21, 0.5)))
/// // Expected: temperature a numeric value within <0.5> of <21.0>
/// //      but: temperature was <18.0>, which differs by <3.0>
/// ```
///
/// For stored properties, ``hasProperty(_:_:)-(KeyPath<Value,Property>,Matcher<Property>)``
/// finds the name itself.
public func hasFeature<Value, Feature>(
  _ name: String,
  _ feature: @escaping @Sendable (Value) -> Feature,
  _ matcher: Matcher<Feature>
) -> Matcher<Value> {
  featureMatcher(
    description: "\(name) \(matcher.description)",
    mismatchPrefix: "\(name) ",
    extract: feature,
    whenAbsent: { _ in "" },
    matcher
  )
}

/// Matches values whose feature, read by `feature`, equals `expected`.
public func hasFeature<Value, Feature: Equatable & SendableMetatype>(
  _ name: String,
  _ feature: @escaping @Sendable (Value) -> Feature,
  _ expected: Feature
) -> Matcher<Value> {
  hasFeature(name, feature, equalTo(expected))
}

/// Matches values whose feature equals `expected`, for values whose conformance is isolated to the main actor, in a test on the main
/// actor (see <doc:MatcherCatalog#Values-of-the-main-actor>).
@MainActor
@_disfavoredOverload
public func hasFeature<Value, Feature: Equatable>(
  _ name: String,
  _ feature: @escaping @Sendable (Value) -> Feature,
  _ expected: Feature
) -> Matcher<Value> {
  hasFeature(name, feature, mainActorEqualTo(expected))
}

/// The shape shared by every matcher that checks one part of a value: read the part (which may
/// be absent, as the value of `nil` or the error of a success), match it, and prefix the part's
/// mismatch with its name.
func featureMatcher<Value, Feature>(
  description: @autoclosure @escaping @Sendable () -> String,
  mismatchPrefix: String,
  extract: @escaping @Sendable (Value) -> Feature?,
  whenAbsent: @escaping @Sendable (Value) -> String,
  _ matcher: Matcher<Feature>
) -> Matcher<Value> {
  Matcher(
    description(),
    matches: { value in extract(value).map { matcher.matches($0) } ?? false },
    describeMismatch: { value in
      guard let feature = extract(value) else { return whenAbsent(value) }
      return mismatchPrefix + matcher.describeMismatch(of: feature)
    }
  )
}
