#if canImport(Testing)
  import Testing
#endif

/// Where two values of one type differ, each as a path through their fields:
/// `body.json.amount: was 4990, expected 49`.
///
/// A message about a large value, a generated request with headers and a body, would otherwise
/// print both values whole, a few hundred characters each, and leave the one difference to be
/// found by eye; and nesting deeper than ``ValueDescriptionLimits/nesting`` is not shown at all.
/// This walks both values as ``describeValue(_:)`` does: structs' and tuples' fields by label,
/// an enum's payload under its case name, optionals through every layer, collections by index,
/// dictionaries by key. What it does not look into (an object, a value with a description of
/// its own, a set) differs where the two describe differently, or where they are not equal by
/// `==` although they print the same.
///
/// It runs only once a match has failed: nothing is described on the way to a passing test.
package struct ValueDifferences: Sendable {
  /// One place where the values differ.
  package struct Difference: Sendable, Equatable {
    /// `body.json.amount`; empty where the values differ as a whole.
    package let path: String
    package let actual: String
    package let expected: String
  }

  /// The first differences, in the order of the values' fields.
  package let listed: [Difference]
  /// How many differences there are, up to ``visitLimit`` values looked at.
  package let count: Int

  /// How long a value's description is before a mismatch names where it differs rather than
  /// printing it again beside the expected one.
  package static let pathsAfterCharacters = 80
  /// How many differences a message lists before it counts the rest.
  package static let listLimit = 3
  /// How many values, of both together, a comparison looks at before it stops: a bound on the
  /// time a failure's message takes, whatever the size of the values.
  static let visitLimit = 20_000
  /// How deep a comparison follows nested values.
  static let depthLimit = 32

  /// The differences of `actual` from `expected`; empty where no field tells them apart.
  package init(expected: Any, actual: Any) {
    var walk = Walk()
    walk.compare(expected, actual, path: "", depth: 0)
    listed = walk.differences
    count = walk.count
  }

  /// Whether the values differ in their parts rather than as wholes: only then do paths say
  /// more than the two values would.
  package var hasPaths: Bool {
    !listed.isEmpty && !listed.contains { $0.path.isEmpty }
  }

  /// `differed at body.json.amount: was 4990, expected 49`, or, for several,
  /// `differed at 2 paths: a: was 1, expected 2; b: was "x", expected "y"`, and how many more
  /// there are past ``listLimit``.
  package var summary: String {
    let entries = listed.map { "\($0.path): was \($0.actual), expected \($0.expected)" }
    guard count > 1 else { return "differed at " + entries.joined() }
    let more = count > listed.count ? "; and \(count - listed.count) more" : ""
    return "differed at \(count) paths: " + entries.joined(separator: "; ") + more
  }

  /// One comparison's state: the differences found and what is left of its bounds.
  private struct Walk {
    var differences: [Difference] = []
    var count = 0
    var visited = 0

    mutating func differ(_ path: String, actual: String, expected: String) {
      count += 1
      if differences.count < ValueDifferences.listLimit {
        differences.append(Difference(path: path, actual: actual, expected: expected))
      }
    }

    mutating func differ(_ path: String, _ expected: Any, _ actual: Any) {
      differ(path, actual: Self.describe(actual), expected: Self.describe(expected))
    }

    mutating func compare(_ expected: Any, _ actual: Any, path: String, depth: Int) {
      visited += 1
      guard visited < ValueDifferences.visitLimit, depth < ValueDifferences.depthLimit else {
        return
      }
      guard type(of: expected) == type(of: actual) else {
        return differ(path, expected, actual)
      }
      let expectedMirror = Mirror(reflecting: expected)
      let actualMirror = Mirror(reflecting: actual)
      switch Self.shape(of: expected, expectedMirror) {
      case .leaf:
        compareLeaves(expected, actual, path: path)
      case .optional:
        let expectedValue = expectedMirror.children.first?.value
        let actualValue = actualMirror.children.first?.value
        guard let expectedValue, let actualValue else {
          if (expectedValue == nil) != (actualValue == nil) { differ(path, expected, actual) }
          return
        }
        // Nested optionals add no path: `.some(.some(1))` reads as `1`.
        compare(expectedValue, actualValue, path: path, depth: depth + 1)
      case .enumCase:
        let expectedCase = expectedMirror.children.first
        let actualCase = actualMirror.children.first
        guard let expectedCase, let actualCase, let name = expectedCase.label,
          name == actualCase.label
        else { return compareLeaves(expected, actual, path: path) }
        compare(expectedCase.value, actualCase.value, path: Self.join(path, name), depth: depth + 1)
      case .fields:
        let expectedFields = Array(expectedMirror.children)
        let actualFields = Array(actualMirror.children)
        guard expectedFields.count == actualFields.count else {
          return differ(path, expected, actual)
        }
        for (index, (expectedField, actualField)) in zip(expectedFields, actualFields).enumerated()
        {
          let label = expectedField.label ?? ".\(index)"
          compare(
            expectedField.value, actualField.value, path: Self.join(path, label), depth: depth + 1)
        }
      case .collection:
        let expectedElements = expectedMirror.children.map(\.value)
        let actualElements = actualMirror.children.map(\.value)
        for (index, (expectedElement, actualElement))
          in zip(expectedElements, actualElements).enumerated()
        {
          compare(expectedElement, actualElement, path: path + "[\(index)]", depth: depth + 1)
        }
        if expectedElements.count != actualElements.count {
          differ(
            path + ".count", actual: "\(actualElements.count)",
            expected: "\(expectedElements.count)")
        }
      case .dictionary:
        compareEntries(expectedMirror, actualMirror, path: path, depth: depth)
      }
    }

    /// Values this does not look into: they differ where they read differently, or where they
    /// read alike and are not equal.
    mutating func compareLeaves(_ expected: Any, _ actual: Any, path: String) {
      if let expected = expected as? String, let actual = actual as? String {
        guard expected != actual else { return }
        let excerpts = StringDifference(expected: expected, actual: actual)
        return differ(path, actual: excerpts.actual, expected: excerpts.expected)
      }
      let expectedDescription = Self.describe(expected)
      let actualDescription = Self.describe(actual)
      if expectedDescription != actualDescription {
        return differ(path, actual: actualDescription, expected: expectedDescription)
      }
      if let equal = Self.isEqual(expected, actual), !equal {
        differ(
          path, actual: actualDescription + " (prints the same, but is not equal by ==)",
          expected: expectedDescription)
      }
    }

    /// A dictionary's entries, paired by key: `headers["Accept"]`.
    mutating func compareEntries(_ expected: Mirror, _ actual: Mirror, path: String, depth: Int) {
      func entries(_ mirror: Mirror) -> [(key: String, value: Any)] {
        mirror.children.compactMap { entry in
          let pair = Array(Mirror(reflecting: entry.value).children)
          guard pair.count == 2 else { return nil }
          return (Self.describe(pair[0].value), pair[1].value)
        }
        .sorted { $0.key < $1.key }
      }
      let expectedEntries = entries(expected)
      let actualEntries = Dictionary(entries(actual), uniquingKeysWith: { first, _ in first })
      for (key, expectedValue) in expectedEntries {
        guard let actualValue = actualEntries[key] else {
          differ(path + "[\(key)]", actual: "no entry", expected: Self.describe(expectedValue))
          continue
        }
        compare(expectedValue, actualValue, path: path + "[\(key)]", depth: depth + 1)
      }
      let expectedKeys = Set(expectedEntries.map(\.key))
      for (key, actualValue) in actualEntries.sorted(by: { $0.key < $1.key })
      where !expectedKeys.contains(key) {
        differ(path + "[\(key)]", actual: Self.describe(actualValue), expected: "no entry")
      }
    }

    /// How a comparison treats a value: as ``ValueDescriber`` does, so that a path names what a
    /// message would show.
    enum Shape {
      case leaf, optional, enumCase, fields, collection, dictionary
    }

    static func shape(of value: Any, _ mirror: Mirror) -> Shape {
      switch mirror.displayStyle {
      case .optional?: return .optional
      case .collection?: return .collection
      case .dictionary?: return .dictionary
      case .tuple?: return .fields
      case nil, .set?, .class?, .foreignReference?: return .leaf
      case .struct?, .enum?:
        // Its author chose how it reads, so it is one value, as a message shows it.
        if value is CustomStringConvertible || value is CustomDebugStringConvertible {
          return .leaf
        }
        #if canImport(Testing)
          if value is any CustomTestStringConvertible { return .leaf }
        #endif
        return mirror.displayStyle == .enum ? .enumCase : .fields
      @unknown default: return .leaf
      }
    }

    /// A value as it reads inside another: `4990`, `"EUR"`, `.json(…)`.
    static func describe(_ value: Any) -> String {
      ValueDescriber.describe(value, depth: 0, style: .source, limits: .shown())
    }

    static func join(_ path: String, _ label: String) -> String {
      // Unlabelled tuple elements are labelled `.0`, `.1` by reflection.
      if label.hasPrefix(".") { return path + label }
      return path.isEmpty ? label : path + "." + label
    }

    /// Whether two values of one type are equal by `==`; nil where the type is not `Equatable`.
    static func isEqual(_ expected: Any, _ actual: Any) -> Bool? {
      guard let expected = expected as? any Equatable else { return nil }
      return isEqual(expected, actual)
    }

    private static func isEqual<Value: Equatable>(_ expected: Value, _ actual: Any) -> Bool? {
      (actual as? Value).map { $0 == expected }
    }
  }
}

/// Two strings around the first character where they differ, each shortened to
/// ``context`` characters on either side: `…"amount: 49"…`.
package struct StringDifference: Sendable {
  /// How many characters of context to show on each side of a differing character.
  package static let context = 20

  /// Where the strings first differ, in characters.
  package let offset: Int
  package let actual: String
  package let expected: String

  package init(expected: String, actual: String) {
    let expectedCharacters = Array(expected)
    let actualCharacters = Array(actual)
    let common = zip(expectedCharacters, actualCharacters).prefix { $0 == $1 }.count
    func excerpt(_ characters: [Character]) -> String {
      guard characters.count > ValueDescriptionLimits.stringCharacters else {
        return String(characters).debugDescription
      }
      let start = max(0, common - Self.context)
      let end = min(characters.count, common + Self.context)
      let text = String(characters[start..<end]).debugDescription
      return (start > 0 ? "…" : "") + text + (end < characters.count ? "…" : "")
    }
    offset = common
    self.actual = excerpt(actualCharacters)
    self.expected = excerpt(expectedCharacters)
  }
}
