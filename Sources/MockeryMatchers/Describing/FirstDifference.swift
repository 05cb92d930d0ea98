/// Where two values that print alike at a glance first differ, for ``equalTo(_:)-6mnaf``'s message.
///
/// A long string is shortened in messages and a long collection is cut after a few elements, so
/// the difference that failed the test may not be visible at all. This names it.
enum FirstDifference {
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
    let difference = StringDifference(expected: expected, actual: actual)
    return "first difference at character \(difference.offset): expected \(difference.expected), "
      + "found \(difference.actual)"
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
