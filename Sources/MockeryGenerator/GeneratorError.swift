/// A reason the generator stops without writing anything, said so that the user can act on it.
public struct GeneratorError: Error, Equatable, CustomStringConvertible {
  /// What went wrong and what to do about it.
  public var message: String
  /// The exit status it ends `mockery-generate` with: 64 for arguments it cannot take (as
  /// `sysexits.h`'s `EX_USAGE`, and Swift Argument Parser's tools), else 1.
  public var exitCode: Int32

  init(_ message: String) {
    self.message = message
    exitCode = 1
  }

  /// An error in the arguments themselves.
  init(usage message: String) {
    self.message = message
    exitCode = 64
  }

  /// The message.
  public var description: String { message }
}
