/// One call a recorder saw: its arguments (a tuple, one value for one argument), and its place in
/// the order of all recorded calls.
///
/// Written once and never changed, so that verifications can read it without the recorder's
/// lock; whether a verification accounted for it is kept apart, in ``VerifiedCalls``.
@usableFromInline
struct RecordedCall<Arguments> {
  @usableFromInline let arguments: Arguments
  /// The call's place in the order of all recorded calls.
  @usableFromInline let sequence: UInt64

  @inlinable
  init(_ arguments: Arguments, sequence: UInt64) {
    self.arguments = arguments
    self.sequence = sequence
  }
}
