/// One call a recorder saw: its arguments, its place in the order of all recorded calls, and
/// whether a verification has accounted for it.
@usableFromInline
struct RecordedCall<each Arg> {
  @usableFromInline let arguments: (repeat each Arg)
  @usableFromInline let sequence: UInt64
  @usableFromInline var isVerified = false

  @inlinable
  init(_ arguments: repeat each Arg, sequence: UInt64) {
    self.arguments = (repeat each arguments)
    self.sequence = sequence
  }
}
