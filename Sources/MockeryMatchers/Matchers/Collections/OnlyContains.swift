/// Matches sequences in which every element is matched by at least one of `matchers`.
///
/// An empty sequence matches; combine with `not(isEmpty())` to require elements.
///
/// ```swift
/// assertThat(statusCodes, onlyContains(200, 204))
/// // Expected: a collection containing only items matching (<200> or <204>)
/// //      but: at index 2: was <500>
/// ```
public func onlyContains<S: Sequence & SendableMetatype>(_ matchers: [Matcher<S.Element>])
  -> Matcher<S>
{
  let any = anyOf(matchers)
  return describedAs(
    matchers.isEmpty
      ? "an empty collection (onlyContains with no items)"
      : "a collection containing only items matching \(any.description)", everyItem(any))
}

/// Matches sequences in which every element is matched by at least one of `matchers`.
public func onlyContains<S: Sequence & SendableMetatype>(_ matchers: Matcher<S.Element>...)
  -> Matcher<S>
{
  onlyContains(matchers)
}

/// Matches sequences whose every element is one of `elements`.
public func onlyContains<S: Sequence & SendableMetatype>(_ elements: S.Element...) -> Matcher<S>
where S.Element: Equatable & SendableMetatype {
  onlyContains(elements.map { equalTo($0) })
}
