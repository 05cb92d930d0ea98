import Mockery
import Testing

@Suite("strict(mock, except:): strict but for some kinds of result")
struct StrictExceptTests {
  let storage = StorageMock()

  @Test func voidRequirementsAnswerQuietlyAndTheOthersFail() {
    let storage = strict(storage, except: .void)
    let failures = captureFailures {
      storage.clear()  // returns nothing: quiet
      _ = storage.pair(1, 2)  // returns an Int: unexpected
    }
    #expect(failures.count == 1)
    #expect(failures.first?.message.hasPrefix("Unexpected call on a strict mock: pair(") == true)
  }

  @Test func optionalRequirementsAnswerNilQuietly() {
    let storage = strict(storage, except: [.void, .optional])
    let failures = captureFailures {
      #expect(storage[key: "a"] == nil)
      storage.clear()
    }
    #expect(failures.isEmpty)
  }

  @Test func withoutTheKindTheSameCallFails() {
    let storage = strict(storage, except: .optional)
    let failures = captureFailures { storage.clear() }
    #expect(failures.count == 1)
  }
}
