/// Gives `matcher` a description of your own, keeping how it matches and explains mismatches.
///
/// ```swift
/// let validZipcode = describedAs("a five-digit zipcode", matchesPattern("[0-9]{5}"))
/// ```
public func describedAs<Value>(
  _ description: @autoclosure @escaping @Sendable () -> String,
  _ matcher: Matcher<Value>
) -> Matcher<Value> {
  Matcher(
    description(),
    matches: { matcher.matches($0) },
    describeMismatch: { matcher.describeMismatch(of: $0) }
  )
}
