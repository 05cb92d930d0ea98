import MockeryMatchers
import Testing

@Suite("Error and Result matchers")
struct ErrorMatcherTests {
  @Test func throwsErrorMatchesAnyError() {
    expectMatcher(
      throwsError() as Matcher<Result<Int, any Error>>, describedAs: "a thrown error",
      matches: [.failure(WeatherError.offline), .failure(OtherError())],
      mismatches: [(.success(3), "returned <3>")])
  }

  @Test func throwsErrorOfAType() {
    expectMatcher(
      throwsError(WeatherError.self) as Matcher<Result<Int, any Error>>,
      describedAs: "a thrown error of type WeatherError",
      matches: [.failure(WeatherError.timeout)],
      mismatches: [
        (.failure(OtherError()), "threw <OtherError()>, which is not a WeatherError"),
        (.success(3), "returned <3>"),
      ])
  }

  @Test func throwsErrorEqualToAnError() {
    expectMatcher(
      throwsError(WeatherError.offline) as Matcher<Result<String, any Error>>,
      describedAs: "a thrown error <WeatherError.offline>",
      matches: [.failure(WeatherError.offline)],
      mismatches: [
        (.failure(WeatherError.http(404)), "the thrown error was <WeatherError.http(404)>"),
        (.success("ok"), #"returned "ok""#),
      ])
  }

  @Test func throwsErrorMatchedByAMatcher() {
    expectMatcher(
      throwsError(hasProperty(\HTTPError.status, 404)) as Matcher<Result<Int, any Error>>,
      describedAs: "a thrown error status <404>",
      matches: [.failure(HTTPError(status: 404))],
      mismatches: [(.failure(HTTPError(status: 500)), "the thrown error status was <500>")])
  }

  @Test func isSuccess() {
    expectMatcher(
      MockeryMatchers.isSuccess() as Matcher<Result<Int, WeatherError>>, describedAs: "a success",
      matches: [.success(1)],
      mismatches: [(.failure(.offline), "was a failure: <WeatherError.offline>")])
    expectMatcher(
      MockeryMatchers.isSuccess(3) as Matcher<Result<Int, WeatherError>>,
      describedAs: "a success with <3>",
      matches: [.success(3)],
      mismatches: [
        (.success(4), "success value was <4>"),
        (.failure(.timeout), "was a failure: <WeatherError.timeout>"),
      ])
  }

  @Test func isFailure() {
    expectMatcher(
      MockeryMatchers.isFailure() as Matcher<Result<Int, WeatherError>>, describedAs: "a failure",
      matches: [.failure(.offline)], mismatches: [(.success(3), "was a success: <3>")])
    expectMatcher(
      MockeryMatchers.isFailure(WeatherError.offline) as Matcher<Result<Int, WeatherError>>,
      describedAs: "a failure with <WeatherError.offline>", matches: [.failure(.offline)],
      mismatches: [
        (.failure(.timeout), "failure error was <WeatherError.timeout>"),
        (.success(1), "was a success: <1>"),
      ])
  }
}
