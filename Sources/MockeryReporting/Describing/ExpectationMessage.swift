/// Builds the two-line message every Mockery failure uses, after Hamcrest.
///
/// ```
/// Expected: a string containing "Zurich"
///      but: was "Zug"
/// ```
///
/// A non-empty `reason` comes first, on a line of its own.
package func expectationMessage(expected: String, but actual: String, reason: String = "")
  -> String
{
  let message = "Expected: \(expected)\n     but: \(actual)"
  return reason.isEmpty ? message : "\(reason)\n\(message)"
}
