import Mockery
import Testing

@Suite("A settable generic subscript")
struct GenericSubscriptTests {
  /// What a generated mock of `subscript<Value>(key key: String) -> Value { get set }` declares.
  final class SettingsMock: Sendable {
    struct Calls { let setting = MockGenericSubscript("subscript(key:)") }
    let calls = Calls()
    subscript<Value>(key key: String) -> Value {
      get { calls.setting.getter.specialized(MockFunction<String, Value>.self)(key) }
      set {
        calls.setting.setter.specialized(MockFunction<String, Value, Void>.self)(key, newValue)
      }
    }
  }

  @Test func aWriteIsNamedAsOneAndItsValueAsTheNewValue() {
    let settings = SettingsMock()
    settings[key: "volume"] = 8 as Int
    let line = #line + 3
    let failures = captureFailures {
      settings.calls.setting.setter.specialized(MockFunction<String, Int, Void>.self)
        .verify("volume", 9)
    }
    let lines = failures.map { $0.location.line }
    #expect(lines == [line])
    #expect(failures.first?.message.hasPrefix(#"Expected: [key: "volume"] = <9> as "#) == true)
    #expect(failures.first?.message.contains("set once\n     but: was set once") == true)
    #expect(failures.first?.message.contains("newValue: was <8>") == true)
  }

  @Test func strictnessReachesTheAccessorsSpecializationsMadeLater() {
    let settings = SettingsMock()
    strict(settings)
    let failures = captureFailures { settings[key: "title"] = "Night" }
    #expect(failures.count == 1)
  }
}
