/// Matches values equal to `expected`.
///
/// The matcher that plain values stand for: wherever a matcher is expected, an `Equatable` value
/// can usually be given instead (`hasItem(3)` is `hasItem(equalTo(3))`).
///
/// ```swift
/// assertThat(city, equalTo("Zurich"))
/// // Expected: "Zurich"
/// //      but: was "Zug"
/// ```
///
/// When long strings or collections differ, the mismatch also says where they first differ,
/// since the shortened values in the message may not show it. A large value is not printed
/// twice: the mismatch names the paths where it differs, through fields, enum payloads,
/// optionals, elements and keys:
///
/// ```swift
/// assertThat(input, equalTo(expectedInput))
/// // Expected: Input(headers: Headers(accept: ["application/json"]), body: .json(…))
/// //      but: differed at body.json.amount: was 4990, expected 49
/// ```
@inlinable
public func equalTo<Value: Equatable & SendableMetatype>(_ expected: Value) -> Matcher<Value> {
  // Read-only, like every value a matcher keeps (see `UncheckedSendable`); captured as it is
  // rather than boxed, because a mock may run this closure unspecialized, where reading a
  // generic box asks the runtime for its metadata on every call.
  nonisolated(unsafe) let expected = expected
  return Matcher(
    describeValue(expected),
    testInPlace: { $0.pointee == expected },
    describeMismatch: { equalToMismatch(expected: expected, actual: $0) },
    identity: .equal(UncheckedSendable(expected))
  )
}

/// Matches values equal to `expected`, whose `Equatable` conformance is isolated to the main
/// actor: a model of an app module isolated to the main actor by default.
///
/// Chosen, in a test on the main actor, where the matcher above cannot take the value:
///
/// ```swift
/// assertThat(trip, equalTo(rome))  // Trip: Equatable, isolated to the main actor
/// ```
///
/// It compares on the main actor. A mock's call made off the main actor does not match it, and
/// the mismatch says why.
@MainActor
@_disfavoredOverload
public func equalTo<Value: Equatable>(_ expected: Value) -> Matcher<Value> {
  mainActorEqualTo(expected)
}

/// ``equalTo(_:)-cyn9``, by a name of its own, for the catalog's matchers that compare with
/// it: in a generic function, Swift would choose the unisolated one and then reject it.
@MainActor
func mainActorEqualTo<Value: Equatable>(_ expected: Value) -> Matcher<Value> {
  let expected = UncheckedSendable(expected)
  return Matcher(
    onMainActor: describeValue(expected.value),
    matches: { $0 == expected.value },
    describeMismatch: { equalToMismatch(expected: expected.value, actual: $0) })
}

@usableFromInline
func equalToMismatch<Value>(expected: Value, actual: Value) -> String {
  let actualDescription = describeValue(actual)
  let was = "was \(actualDescription)"
  if !(actual is String), actualDescription.count > ValueDifferences.pathsAfterCharacters {
    // A large value: where it differs, not the whole of it again beside the expected one.
    let differences = ValueDifferences(expected: expected, actual: actual)
    if differences.hasPaths { return differences.summary }
  }
  if let difference = FirstDifference.note(expected: expected, actual: actual) {
    return "\(was), \(difference)"
  }
  // A message never reads `Expected: <x> but: was <x>`: say why values that print alike differ.
  guard actualDescription == describeValue(expected) else { return was }
  if let number = actual as? any FloatingPoint, number.isNaN {
    return "\(was), which is equal to nothing, itself included"
  }
  return "\(was), which prints the same but is not equal by =="
}
