/// Which part of a member's generated code a line is, so that an error the compiler finds on it
/// can be traced back to what to write more simply.
enum MemberPart: Equatable, Sendable {
  /// The recorder's declaration, in `Calls`.
  case recorder
  /// The recorder's declaration, where it gives a stand-in, its most likely error.
  case recorderWithStandIn
  /// A call form taking matchers, or the property reading the arguments back by their labels.
  case matcherCallForm
  /// The call form taking plain values, which compares them with `==`.
  case valueCallForm
  /// The witness or override, with the comments and attributes above it.
  case witness
}

/// Lines of a double's code that one part of one member wrote.
struct CodeRegion: Equatable, Sendable {
  /// The member, as the renderers' `degrading` input names it: see ``Degradation/key(recorder:isStatic:)``.
  var member: String
  /// The member as Swift writes its name, `conditions(forZipcode:)`, as a user names it.
  var title: String
  var part: MemberPart
  /// The lines, from 0.
  var lines: Range<Int>
}
