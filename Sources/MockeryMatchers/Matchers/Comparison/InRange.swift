/// Matches values inside `range`: closed (`1...5`), half-open (`0..<10`) or one-sided (`18...`,
/// `..<100`).
///
/// ```swift
/// assertThat(humidity, inRange(0...100))
/// // Expected: a value in 0...100
/// //      but: was <140>
/// ```
public func inRange<Range: RangeExpression & SendableMetatype>(
  _ range: Range
) -> Matcher<Range.Bound> {
  let range = UncheckedSendable(range)
  return Matcher(
    "a value in \(rangeDescription(range.value))",
    matches: { range.value.contains($0) }
  )
}

/// `1...5`, `0..<10`, `18...`, `...5`, `..<100`: ranges as they are written, which the one-sided
/// ranges' own descriptions (`PartialRangeFrom<Int>(lowerBound: 18)`) are not.
private func rangeDescription<Range: RangeExpression>(_ range: Range) -> String {
  switch range {
  case let range as PartialRangeFrom<Range.Bound>: "\(range.lowerBound)..."
  case let range as PartialRangeThrough<Range.Bound>: "...\(range.upperBound)"
  case let range as PartialRangeUpTo<Range.Bound>: "..<\(range.upperBound)"
  default: "\(range)"
  }
}
