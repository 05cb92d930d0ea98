/// The effects of a mocked requirement: whether calling it can suspend, and what it can throw.
///
/// A ``CallRecorder`` is generic over its effect so that one recorder type serves plain,
/// `throws`, `async` and `async throws` requirements alike. The effect decides only how the
/// recorder is called and what a stub may do (throw, suspend); recording, stubbing and
/// verification are the same for all. You rarely name an effect: use the aliases
/// ``MockFunction``, ``MockThrowingFunction``, ``MockAsyncFunction`` and
/// ``MockAsyncThrowingFunction``, or spell out typed throws:
/// `CallRecorder<String, Conditions, CallEffect.Throwing<WeatherError>>`.
public enum CallEffect {
  /// Neither suspends nor throws.
  public enum Sync: SynchronousCallEffect {}

  /// May suspend; does not throw.
  public enum Async: AsynchronousCallEffect {}

  /// May throw an error of type `Failure`; use `any Error` for an untyped `throws`.
  public enum Throwing<Failure: Error>: SynchronousCallEffect, ThrowingCallEffect {}

  /// May suspend and throw an error of type `Failure`; use `any Error` for an untyped `throws`.
  public enum AsyncThrowing<Failure: Error>: AsynchronousCallEffect, ThrowingCallEffect {}
}

/// The effect of a mocked requirement.
///
/// See ``CallEffect``.
public protocol CallEffectKind: Sendable {}

/// An effect whose calls do not suspend: ``CallEffect/Sync`` and ``CallEffect/Throwing``.
public protocol SynchronousCallEffect: CallEffectKind {}

/// An effect whose calls may suspend: ``CallEffect/Async`` and ``CallEffect/AsyncThrowing``.
public protocol AsynchronousCallEffect: CallEffectKind {}

/// An effect whose calls may throw: ``CallEffect/Throwing`` and ``CallEffect/AsyncThrowing``.
public protocol ThrowingCallEffect: CallEffectKind {
  /// The type of error the requirement throws.
  associatedtype Failure: Error
}
