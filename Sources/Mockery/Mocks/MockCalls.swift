/// A mock's or spy's container of recorders, which a test can stub as it is made.
///
/// A spy's recorders must be stubbed before its superclass's `init` runs, for the stubs to apply
/// to the calls the real `init` makes. Conform the spy's `Calls` to `MockCalls`, and its `init`
/// makes and stubs them in one line:
///
/// ```swift
/// final class WeatherServiceSpy: WeatherService {
///   struct Calls: MockCalls {
///     let startTimer = MockFunction<Void>("startTimer()")
///     let updateWeather = MockFunction<String, Void>("updateWeather(forZipcode:)")
///   }
///   let calls: Calls
///
///   init(stubbing configure: (Calls) -> Void = { _ in }) {
///     calls = Calls(configure)
///     super.init()
///   }
///   …
/// }
///
/// let service = WeatherServiceSpy { $0.updateWeather.whenCalled().thenDoNothing() }
/// ```
///
/// A spy that needs no stubs before its `init` needs no `init` at all: `let calls = Calls()`, and
/// it inherits its superclass's initializers.
public protocol MockCalls {
  /// Makes the recorders, unstubbed.
  init()
}

extension MockCalls {
  /// Makes the recorders, and stubs them with `configure` before returning them.
  public init(_ configure: (Self) -> Void) {
    self.init()
    configure(self)
  }
}
