/// Records calls of a requirement that neither throws nor suspends.
///
/// The type arguments are the argument types, then the result type:
///
/// ```swift
/// let startTimer = MockFunction<Void>("startTimer()")             // func startTimer()
/// let format = MockFunction<Double, String>("format(_:)")          // func format(_: Double) -> String
/// let move = MockFunction<Int, Int, Bool>("move(from:to:)")        // func move(from: Int, to: Int) -> Bool
/// ```
public typealias MockFunction<each Arg, Result> = CallRecorder<
  repeat each Arg, Result, CallEffect.Sync
>

/// Records calls of a requirement that `throws`.
///
/// For typed throws, name the error type:
/// `CallRecorder<Data, Forecast, CallEffect.Throwing<ParseError>>`.
public typealias MockThrowingFunction<each Arg, Result> = CallRecorder<
  repeat each Arg, Result, CallEffect.Throwing<any Error>
>

/// Records calls of an `async` requirement.
public typealias MockAsyncFunction<each Arg, Result> = CallRecorder<
  repeat each Arg, Result, CallEffect.Async
>

/// Records calls of an `async throws` requirement.
///
/// For typed throws, name the error type:
/// `CallRecorder<String, Conditions, CallEffect.AsyncThrowing<WeatherError>>`.
public typealias MockAsyncThrowingFunction<each Arg, Result> = CallRecorder<
  repeat each Arg, Result, CallEffect.AsyncThrowing<any Error>
>
