/// Matches values whose dynamic type is `type` or a subtype of it.
///
/// ```swift
/// assertThat(error, instanceOf(URLError.self))
/// // Expected: an instance of URLError
/// //      but: was <DecodingError…>, an instance of DecodingError
/// ```
public func instanceOf<Value, Target>(_ type: Target.Type) -> Matcher<Value> {
  Matcher(
    "an instance of \(Target.self)",
    matches: { $0 is Target },
    describeMismatch: { typeMismatch($0) }
  )
}

/// Matches values whose dynamic type is `type` or a subtype of it and that, seen as that type,
/// `matcher` matches.
///
/// The matcher narrows the value, so `matcher` can use what only `Target` has:
///
/// ```swift
/// assertThat(animal, instanceOf(Dog.self, hasProperty(\.breed, "Collie")))
/// // Expected: an instance of Dog with breed "Collie"
/// //      but: breed was "Poodle"
/// ```
public func instanceOf<Value, Target>(
  _ type: Target.Type,
  _ matcher: Matcher<Target>
) -> Matcher<Value> {
  featureMatcher(
    description: "an instance of \(Target.self) with \(matcher.description)",
    mismatchPrefix: "",
    extract: { $0 as? Target },
    whenAbsent: { typeMismatch($0) },
    matcher
  )
}

private func typeMismatch<Value>(_ value: Value) -> String {
  "was \(describeValue(value)), an instance of \(type(of: value as Any))"
}
