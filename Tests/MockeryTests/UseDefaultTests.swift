import Mockery
import Testing

@Suite("useDefault: a mock's own default for a result type")
struct UseDefaultTests {
  let fetcher = WeatherFetchingMock()
  let storage = StorageMock()

  @Test func aTypeWithNoDefaultAnswersUnstubbedCallsQuietly() async throws {
    // Without it, an unstubbed call of a `Conditions` fails its test: it has no default.
    let failures = await captureFailures {
      useDefault(Conditions.sunny, for: fetcher)
      let conditions = try? await fetcher.conditions(forZipcode: "94105")
      #expect(conditions == .sunny)
    }
    #expect(failures.isEmpty)
  }

  @Test func itReplacesABuiltInDefaultForExactlyThatType() {
    useDefault(-1, for: storage)
    #expect(storage.pair(1, 2) == -1)
    // `Int?` is another type: its default stays nil.
    #expect(storage[key: "a"] == nil)
  }

  @Test func aStubStillAnswersAndAMissIsStillReportedAnsweredWithTheValue() {
    useDefault(-1, for: storage)
    let failures = captureFailures {
      storage.calls.pair.when(1, 2).thenReturn(3)
      #expect(storage.pair(1, 2) == 3)
      #expect(storage.pair(5, 5) == -1)
    }
    #expect(failures.count == 1)
    #expect(
      failures.first?.message.hasPrefix(
        "Potential stubbing problem: pair(<5>, <5>) matches none of its recorder's stubs") == true)
    #expect(failures.first?.message.contains("It was answered with <-1>") == true)
  }

  @Test func aValueNoRequirementReturnsIsReportedAtTheLine() {
    let line = #line + 1
    let failures = captureFailures { useDefault(Conditions.sunny, for: storage) }
    #expect(
      failures.map(\.message) == [
        "useDefault(_:for:) found no requirement of StorageMock returning Conditions, so the value "
          + "answers no call. Give a value of a type a requirement returns, exactly: an `Int` "
          + "does not answer a requirement returning `Int?`."
      ])
    #expect(failures.map(\.location.line) == [line])
  }
}
