import MockeryMatchers
import Testing

private func temperature() throws -> Int { 21 }
private func failingTemperature() throws -> Int { throw WeatherError.offline }
private func asyncTemperature() async throws -> Int { 21 }
private func failingAsyncTemperature() async throws -> Int { throw WeatherError.timeout }

@Suite("assertThat under Swift Testing")
struct AssertThatTests {
  @Test func aMatchReportsNothing() {
    var matched = false
    let failures = captureFailures { matched = assertThat("Zurich HB", containsString("Zurich")) }
    #expect(failures.isEmpty)
    #expect(matched)
  }

  @Test func aMismatchIsReportedHamcrestStyleAtTheCallersLine() throws {
    var matched = true
    let line = #line + 2
    let failures = captureFailures {
      matched = assertThat("Zug", containsString("Zurich"))
    }
    let failure = try #require(failures.first)
    #expect(failures.count == 1)
    #expect(!matched)
    #expect(failure.message == "Expected: a string containing \"Zurich\"\n     but: was \"Zug\"")
    #expect(failure.location.line == line)
    #expect(failure.location.fileID == #fileID)
    #expect("\(failure.location.filePath)" == #filePath)
    // A defaulted `#column` is the column of the call's opening parenthesis.
    #expect(failure.location.column == 27)
  }

  @Test func aReasonComesFirst() throws {
    let failures = captureFailures { assertThat(3, greaterThan(5), "retries") }
    #expect(
      failures.map(\.message) == [
        "retries\nExpected: a value greater than <5>\n     but: was <3>, less than <5>"
      ])
  }

  @Test func aThrowingActualIsReportedNotRethrown() throws {
    let line = #line + 1
    let failures = captureFailures { assertThat(try failingTemperature(), equalTo(21)) }
    #expect(failures.map(\.message) == ["Expected: <21>\n     but: threw <WeatherError.offline>"])
    #expect(failures.map(\.location.line) == [line])
  }

  @Test func aCaptureAroundAThrowingExpressionNeedsNoTry() {
    // No `try` before `captureFailures`, though its closure holds one.
    let failures = captureFailures { assertThat(try failingTemperature(), throwsError()) }
    #expect(failures.isEmpty)
  }

  @Test func anErrorTheCapturedCodeThrowsIsCapturedAtTheCaptureLine() {
    let line = #line + 1
    let failures = captureFailures { _ = try failingTemperature() }
    #expect(failures.map(\.message) == ["The captured code threw <WeatherError.offline>."])
    #expect(failures.map(\.location.line) == [line])
  }

  @Test func throwingExpressionsAreMatchedByTheirOutcome() throws {
    let line = #line + 4
    let failures = captureFailures {
      assertThat(try failingTemperature(), throwsError(WeatherError.offline))
      assertThat(try temperature(), isSuccess(21))
      assertThat(try temperature(), throwsError())
    }
    #expect(failures.map(\.message) == ["Expected: a thrown error\n     but: returned <21>"])
    #expect(failures.map(\.location.line) == [line])
  }

  @Test func asyncExpressions() async {
    let line = #line
    let failures = await captureFailures {
      await assertThat({ try await asyncTemperature() }, equalTo(21))
      await assertThat({ try await failingAsyncTemperature() }, throwsError(WeatherError.timeout))
      await assertThat({ try await asyncTemperature() }, lessThan(0))
      await assertThat({ try await failingAsyncTemperature() }, equalTo(21))
      await assertThat({ try await asyncTemperature() }, throwsError())
    }
    #expect(
      failures.map(\.message) == [
        "Expected: a value less than <0>\n     but: was <21>, greater than <0>",
        "Expected: <21>\n     but: threw <WeatherError.timeout>",
        "Expected: a thrown error\n     but: returned <21>",
      ])
    #expect(failures.map(\.location.line) == [line + 4, line + 5, line + 6])
  }

  @Test func matchersGenericInTheirValueMatchTheValueNotItsOutcome() {
    let animal: Animal = Dog()
    let failures = captureFailures {
      assertThat(animal, instanceOf(Dog.self))
      assertThat(animal, anything())
      assertThat(animal, instanceOf(Cat.self))
    }
    #expect(
      failures.map(\.message) == [
        "Expected: an instance of Cat\n     but: was <Dog(Rex)>, an instance of Dog"
      ])
  }

  @Test func childTasksReportThroughTheSameOverride() async {
    let failures = await captureFailures {
      await withTaskGroup(of: Void.self) { group in
        for value in 1...3 {
          group.addTask { assertThat(value, lessThan(2)) }
        }
      }
    }
    #expect(failures.count == 2)
    #expect(Set(failures.map(\.message)).count == 2)
  }

}
