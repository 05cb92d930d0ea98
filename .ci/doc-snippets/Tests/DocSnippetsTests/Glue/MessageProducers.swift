// What makes each failure message the docs show, keyed by the message's first line. The check
// runs it and compares what Mockery prints with the docs' text, literally.

import Mockery

/// Runs the code behind a message and returns the messages it reported.
typealias MessageProducer = @Sendable () async -> [String]

let messageProducers: [String: MessageProducer] = [
  // README and "Stubbing and verifying": a verification that found other calls.
  #"Expected: conditions(forZipcode: "94105") called once"#: {
    let fetcher = WeatherFetchingMock()
    fetcher.calls.conditions.whenCalled().thenReturn(.sunny)
    _ = try? await fetcher.conditions(forZipcode: "10001")
    _ = try? await fetcher.conditions(forZipcode: "94107")
    return captureFailures { fetcher.calls.conditions.verify("94105") }.map(\.message)
  },
  // README: a matcher over every item of a forecast.
  "Expected: every item is high a value greater than <-40>": {
    let days = [20, 12, 3, -41, 5].map(Day.init(high:))
    return captureFailures {
      assertThat(days, everyItem(hasProperty(\.high, greaterThan(-40))))
    }.map(\.message)
  },
  // MockeryMatchers: the message of a string matcher.
  #"Expected: a string containing "Zurich""#: {
    captureFailures { assertThat("Zug", containsString("Zurich")) }.map(\.message)
  },
  // "Writing your own matcher".
  "Expected: an even number": {
    captureFailures { assertThat(7, isEven()) }.map(\.message)
  },
]
