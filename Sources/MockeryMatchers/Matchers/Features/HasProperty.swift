/// Matches values whose property at `keyPath` `matcher` matches.
///
/// The property's name comes from the key path, so messages read naturally:
///
/// ```swift
/// assertThat(employee, hasProperty(\.salary, greaterThan(5000)))
/// // Expected: salary a value greater than <5000>
/// //      but: salary was <4000>, less than <5000>
/// ```
///
/// A key path names stored properties but not computed ones, which messages write with their
/// type, `<computed Employee?>`, and a mismatch then says how to name them: with
/// ``hasProperty(_:_:_:)-(String,KeyPath<Value,Property>,Matcher<Property>)``.
public func hasProperty<Value, Property>(
  _ keyPath: KeyPath<Value, Property>,
  _ matcher: Matcher<Property>
) -> Matcher<Value> {
  let name = KeyPathName.of(keyPath)
  let named = hasProperty(name.text, keyPath, matcher)
  guard name.hasComputedComponent else { return named }
  return Matcher(
    named.description,
    matches: named.matches,
    describeMismatch: {
      named.describeMismatch(of: $0)
        + " (a key path does not name a computed property: name it, hasProperty(\"name\", "
        + "keyPath, matcher))"
    })
}

/// Matches values whose property at `keyPath` equals `expected`.
public func hasProperty<Value, Property: Equatable & SendableMetatype>(
  _ keyPath: KeyPath<Value, Property>,
  _ expected: Property
) -> Matcher<Value> {
  hasProperty(keyPath, equalTo(expected))
}

/// Matches values whose property at `keyPath` equals `expected`, for values whose conformance is isolated to the main actor, in a test on the main
/// actor (see <doc:MatcherCatalog#Values-of-the-main-actor>).
@MainActor
@_disfavoredOverload
public func hasProperty<Value, Property: Equatable>(
  _ keyPath: KeyPath<Value, Property>,
  _ expected: Property
) -> Matcher<Value> {
  hasProperty(keyPath, mainActorEqualTo(expected))
}

/// Matches values whose property at `keyPath`, called `name` in messages, `matcher` matches.
///
/// ```swift
/// assertThat(forecast, hasProperty("day count", \.days.count, equalTo(7)))
/// ```
public func hasProperty<Value, Property>(
  _ name: String,
  _ keyPath: KeyPath<Value, Property>,
  _ matcher: Matcher<Property>
) -> Matcher<Value> {
  let keyPath = UncheckedSendable(keyPath)
  return hasFeature(name, { $0[keyPath: keyPath.value] }, matcher)
}

/// Matches values whose property at `keyPath`, called `name` in messages, equals `expected`.
public func hasProperty<Value, Property: Equatable & SendableMetatype>(
  _ name: String,
  _ keyPath: KeyPath<Value, Property>,
  _ expected: Property
) -> Matcher<Value> {
  hasProperty(name, keyPath, equalTo(expected))
}

/// Matches values whose property `name` at `keyPath` equals `expected`, for values whose conformance is isolated to the main actor, in a test on the main
/// actor (see <doc:MatcherCatalog#Values-of-the-main-actor>).
@MainActor
@_disfavoredOverload
public func hasProperty<Value, Property: Equatable>(
  _ name: String,
  _ keyPath: KeyPath<Value, Property>,
  _ expected: Property
) -> Matcher<Value> {
  hasProperty(name, keyPath, mainActorEqualTo(expected))
}

/// Turns a key path's description (`\Employee.address.city`) into a name for messages
/// (`address.city`).
enum KeyPathName {
  static func of<Root, Value>(_ keyPath: KeyPath<Root, Value>) -> (
    text: String, hasComputedComponent: Bool
  ) {
    var path = String(describing: keyPath)
    let root = "\\\(Root.self)."
    if path.hasPrefix(root) {
      path.removeFirst(root.count)
    } else if path.hasPrefix("\\"), let dot = path.firstIndex(of: ".") {
      path = String(path[path.index(after: dot)...])
    }
    // Tuple elements print with a doubled dot (`pair..0`); computed properties print with an
    // address (`<computed 0x… (Int)>`), which says nothing to a reader.
    path = path.replacingOccurrences(of: "..", with: ".")
    let named = path.replacingComputedComponents()
    return (named, named != path)
  }
}

extension String {
  fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }

  fileprivate func replacingComputedComponents() -> String {
    var result = ""
    var rest = self[...]
    while let start = rest.firstRange(of: "<computed ") {
      result += rest[..<start.lowerBound]
      let tail = rest[start.upperBound...]
      guard let end = tail.firstRange(of: ")>"),
        let open = tail[..<end.lowerBound].firstIndex(of: "(")
      else { return result + rest[start.lowerBound...] }
      let type = TypeNames.readable(String(tail[tail.index(after: open)..<end.lowerBound]))
      result += "<computed \(type)>"
      rest = tail[end.upperBound...]
    }
    return result + rest
  }
}
