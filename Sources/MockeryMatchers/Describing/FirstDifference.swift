/// Where two values that print alike at a glance first differ, for ``equalTo(_:)-6mnaf``'s message.
///
/// A long string is shortened in messages and a long collection is cut after a few elements, so
/// the difference that failed the test may not be visible at all. This names it.
enum FirstDifference {
  /// How many characters of context to show on each side of a differing character.
  static let context = 20

  static func note<Value>(expected: Value, actual: Value) -> String? {
    if let expected = expected as? String, let actual = actual as? String {
      return strings(expected: expected, actual: actual)
    }
    let expectedMirror = Mirror(reflecting: expected)
    let actualMirror = Mirror(reflecting: actual)
    guard expectedMirror.displayStyle == .collection, actualMirror.displayStyle == .collection
    else { return nil }
    return collections(
      expected: expectedMirror.children.map(\.value), actual: actualMirror.children.map(\.value))
  }

  private static func strings(expected: String, actual: String) -> String? {
    let limit = ValueDescriptionLimits.stringCharacters
    guard expected.count > limit || actual.count > limit else { return nil }
    let expectedCharacters = Array(expected)
    let actualCharacters = Array(actual)
    let common = zip(expectedCharacters, actualCharacters).prefix { $0 == $1 }.count
    func excerpt(_ characters: [Character]) -> String {
      let start = max(0, common - context)
      let end = min(characters.count, common + context)
      let text = String(characters[start..<end]).debugDescription
      return (start > 0 ? "…" : "") + text + (end < characters.count ? "…" : "")
    }
    return "first difference at character \(common): expected \(excerpt(expectedCharacters)), "
      + "found \(excerpt(actualCharacters))"
  }

  private static func collections(expected: [Any], actual: [Any]) -> String? {
    let expectedDescriptions = expected.map { describeValue($0) }
    let actualDescriptions = actual.map { describeValue($0) }
    if let index = zip(expectedDescriptions, actualDescriptions).firstIndex(where: { $0 != $1 }) {
      return "first difference at index \(index): expected \(expectedDescriptions[index]), "
        + "found \(actualDescriptions[index])"
    }
    guard expected.count != actual.count else { return nil }
    return "had \(actual.count) items where \(expected.count) were expected"
  }
}

extension Sequence {
  fileprivate func firstIndex(where predicate: (Element) -> Bool) -> Int? {
    for (index, element) in enumerated() where predicate(element) { return index }
    return nil
  }
}
