/// Matches every value.
///
/// Useful where a matcher is required but any value will do, such as one argument of a
/// stubbed or verified call.
@inlinable
public func anything<Value>() -> Matcher<Value> {
  Matcher("anything", testInPlace: { _ in true }, identity: .anything)
}
