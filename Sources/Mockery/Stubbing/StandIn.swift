import MockeryMatchers

/// What a call nothing answers returns after it fails the test, where its result type has no
/// default and the requirement cannot throw: a value a generated mock builds, so that the run
/// goes on to the next test rather than stop.
///
/// A model of an app module isolated to the main actor by default has initializers isolated to
/// it: its stand-in is made there, which a mock of that module's protocols, isolated to the main
/// actor too, always is when it is called. A call made elsewhere gets none.
struct StandIn<Value>: Sendable {
  /// Makes the value, or nil where it cannot be made here.
  private let make: @Sendable () -> Value?
  /// Whether it is made only on the main actor: what a message says of a call that got none.
  let isMadeOnTheMainActor: Bool

  /// A stand-in made wherever the call is.
  init(_ make: @escaping @Sendable () -> Value) {
    self.make = { make() }
    isMadeOnTheMainActor = false
  }

  /// A stand-in made on the main actor, where `make`'s initializers are isolated, and nowhere
  /// else.
  init(onMainActor make: @escaping @MainActor @Sendable () -> Value) {
    self.make = {
      guard isOnMainActor() else { return nil }
      return MainActor.assumeIsolated { UncheckedSendable(make()) }.value
    }
    isMadeOnTheMainActor = true
  }

  /// The value, made here, or nil where it cannot be.
  ///
  /// It runs the test's code: call it outside every lock.
  func callAsFunction() -> Value? { make() }
}
