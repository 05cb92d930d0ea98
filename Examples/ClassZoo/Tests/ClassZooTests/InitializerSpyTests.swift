import Foundation
import Mockery
import Testing

@testable import ClassZoo

/// Each kind of initializer: the spy's takes the same arguments, stubbing included, and the real
/// one runs.
@Suite struct InitializerSpyTests {
  @Test func implicitEmptyAndDefaultedInitializers() {
    let implicit = ImplicitInitSpy { $0.tick.whenCalled().thenReturn(9) }
    #expect(implicit.tick() == 9)
    #expect(EmptyInitSpy().ping() == "pong")
    // Defaults are kept, and the real init stored what it was given.
    #expect(DefaultedInitSpy().attempts() == 3)
    #expect(DefaultedInitSpy(retries: 5, label: "x").attempts() == 5)
    StaticDefaultInitSpy().calls.margin.verifyCalled(times: .never)
    #expect(StaticDefaultInitSpy(width: 10).margin() == 5)
  }

  @Test func oneSpyInitializerPerDesignatedInitializer() {
    #expect(TwoInitsSpy(value: 4).current() == 4)
    #expect(TwoInitsSpy(text: "7").current() == 7)
    let convenient = ConvenienceBesideSpy(name: "Ada")
    #expect(convenient.greet() == "hello, Ada")
    convenient.calls.greet.verifyCalled(times: .once)
  }

  @Test func requiredInitializersAreRestated() {
    let required = RequiredInitSpy(seed: 1)
    #expect(required.next() == 2)
    // The restated required initializer makes unstubbed recorders, and is what a metatype calls.
    let made: RequiredInit = (RequiredInitSpy.self as RequiredInit.Type).init(seed: 10)
    #expect(made.next() == 11)
    let inherited = InheritsRequiredSpy(seed: 5) { $0.previous.whenCalled().thenReturn(0) }
    #expect(inherited.previous() == 0)
    #expect(inherited.next() == 6)
    #expect(InheritsRequiredSpy(seed: 3).previous() == 2)
  }

  @Test func failableThrowingTypedThrowingAndAsyncInitializers() async throws {
    #expect(FailableInitSpy(text: "nope") == nil)
    #expect(FailableInitSpy(text: "21")?.doubled() == 42)
    #expect(UnwrappedFailableInitSpy(flag: false) == nil)
    #expect(UnwrappedFailableInitSpy(flag: true)?.state() == true)
    #expect(throws: ThrowingInit.Invalid.self) { try ThrowingInitSpy(size: -1) }
    #expect(try ThrowingInitSpy(size: 3).area() == 9)
    #expect(throws: URLError.self) { try TypedThrowingInitSpy(port: 0) }
    #expect(try TypedThrowingInitSpy(port: 80).address() == "localhost:80")
    let loaded = await AsyncInitSpy(source: "disk")
    #expect(loaded.count() == 1)
  }

  @Test func genericInitializersKeepTheirParameters() {
    #expect(GenericInitSpy(value: 5).describe() == "5")
    #expect(GenericInitSpy(values: [1, 2]).describe() == "[1, 2]")
  }

  @Test func deprecatedInitializersAreDeprecatedInTheSpy() {
    #expect(DeprecatedInitSpy(mode: 2).currentMode() == 2)
  }

  @Test func aPrivateInitializerBesideAnInternalOne() {
    #expect(PrivateAndInternalInitSpy(level: 3).level() == 1)
  }

  @Test func inheritedAndOwnDesignatedInitializers() {
    #expect(InheritsInitsSpy(value: 2).negated() == -2)
    #expect(InheritsInitsSpy(text: "8").negated() == -8)
    let own = DeclaresOwnInitSpy(flag: true)
    #expect(own.flag())
    own.calls.current.verifyCalled(times: .once)
  }

  @Test func inoutClosureAndKeywordParametersArePassedOn() {
    var counter = 1
    let started = InoutInitSpy(counter: &counter)
    #expect(counter == 2)
    #expect(started.started() == 2)
    #expect(ClosureInitSpy(transform: { $0 * 3 }).apply(2) == 6)
    #expect(KeywordLabelInitSpy(in: "north").zoneName() == "north")
    // Parameters named `configure` and labelled `stubbing`: the spy's own closure is renamed.
    let configured = ConfigureNamedInitSpy(configure: true, stubbing: 1) {
      $0.isConfigured.whenCalled().thenReturn(false)
    }
    #expect(!configured.isConfigured())
  }

  @Test func decodableClassesRestateTheirRequiredInitializer() throws {
    let json = Data(#"{"title":"notes"}"#.utf8)
    let decoded = try JSONDecoder().decode(DecodableRecordSpy.self, from: json)
    #expect(decoded.summary() == "notes")
    decoded.calls.summary.verifyCalled(times: .once)
    let sub = try JSONDecoder().decode(DecodableSubrecordSpy.self, from: json)
    #expect(sub.shout() == "NOTES")
    #expect(DecodableSubrecordSpy(title: "a").summary() == "a")
  }

  @Test func anObjectSubclassesInitializer() {
    let object = ObjectInitSpy { $0.age.whenCalled().thenReturn(12) }
    #expect(object.age() == 12)
    #expect(object.created == Date(timeIntervalSince1970: 0))
  }
}
