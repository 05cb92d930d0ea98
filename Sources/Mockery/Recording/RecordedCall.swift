/// One call a recorder saw: its arguments (a tuple, one value for one argument), its place in
/// the order of all recorded calls, and whether a verification has accounted for it.
///
/// The flag lives in the sequence number's top bit, which the sequence never reaches: a record
/// is then its arguments and one word (8 bytes for a call without arguments, 24 for one with a
/// `String`, rather than 16 and 32), and recording copies and touches that much less memory.
@usableFromInline
struct RecordedCall<Arguments> {
  @usableFromInline let arguments: Arguments
  @usableFromInline var sequenceAndFlag: UInt64

  @usableFromInline static var verifiedFlag: UInt64 { 1 << 63 }

  @inlinable
  init(_ arguments: Arguments, sequence: UInt64) {
    self.arguments = arguments
    self.sequenceAndFlag = sequence
  }

  /// The call's place in the order of all recorded calls.
  @inlinable
  var sequence: UInt64 { sequenceAndFlag & ~Self.verifiedFlag }

  /// Whether a verification has accounted for the call.
  @inlinable
  var isVerified: Bool {
    get { sequenceAndFlag & Self.verifiedFlag != 0 }
    set {
      sequenceAndFlag =
        newValue ? sequenceAndFlag | Self.verifiedFlag : sequenceAndFlag & ~Self.verifiedFlag
    }
  }
}
