import Testing

@testable import MockeryGenerator

/// The mocks written for each shape of Examples/MockShapes, whole: these are the files the
/// end-to-end test in CI compiles and stubs through, so a change here is a change users see.
@Suite struct MockRendererTests {
  /// Each effect picks its recorder; typed throws name the error type in a `CallRecorder`.
  @Test func functionsOfEveryEffect() throws {
    let mocked = try #require(Fixture.mocked("Effects"))
    #expect(
      MockRenderer.render(mocked).code == """
        /// A mock of `Effects`: each requirement records its calls in `calls`, where a test stubs and
        /// verifies them.
        final class EffectsMock: Effects {
          struct Calls {
            let startTimer = MockFunction<Void>("startTimer()")
            let format = MockFunction<Double, String>("format(_:)")
            func format(_ value: Matcher<Double>)
              -> MockFunction<Double, String>.Call { format.matching(value).among(self) }
            @_disfavoredOverload
            func format(_ value: Double)
              -> MockFunction<Double, String>.Call { format.matching(value).among(self) }
            let move = MockFunction<Int, Int, Bool>("move(from:to:)")
            func move(from: Matcher<Int>, to: Matcher<Int>)
              -> MockFunction<Int, Int, Bool>.Call { move.matching(from, to).among(self) }
            @_disfavoredOverload
            func move(from: Int, to: Int)
              -> MockFunction<Int, Int, Bool>.Call { move.matching(from, to).among(self) }
            var moveArguments: [(from: Int, to: Int)] { self.move.arguments.map { $0 } }
            let load = MockThrowingFunction<String, Data>("load(_:)")
            func load(_ key: Matcher<String>)
              -> MockThrowingFunction<String, Data>.Call { load.matching(key).among(self) }
            @_disfavoredOverload
            func load(_ key: String)
              -> MockThrowingFunction<String, Data>.Call { load.matching(key).among(self) }
            let parse = CallRecorder<Data, Forecast, CallEffect.Throwing<ParseError>>("parse(_:)")
            func parse(_ data: Matcher<Data>)
              -> CallRecorder<Data, Forecast, CallEffect.Throwing<ParseError>>.Call
            { parse.matching(data).among(self) }
            @_disfavoredOverload
            func parse(_ data: Data)
              -> CallRecorder<Data, Forecast, CallEffect.Throwing<ParseError>>.Call
            { parse.matching(data).among(self) }
            let refresh = MockAsyncFunction<Void>("refresh()")
            let fetch = MockAsyncThrowingFunction<Int, Forecast>("fetch(_:)")
            func fetch(_ id: Matcher<Int>)
              -> MockAsyncThrowingFunction<Int, Forecast>.Call { fetch.matching(id).among(self) }
            @_disfavoredOverload
            func fetch(_ id: Int)
              -> MockAsyncThrowingFunction<Int, Forecast>.Call { fetch.matching(id).among(self) }
            let fetchTyped = CallRecorder<Int, Forecast, CallEffect.AsyncThrowing<ParseError>>(
              "fetchTyped(_:)")
            func fetchTyped(_ id: Matcher<Int>)
              -> CallRecorder<Int, Forecast, CallEffect.AsyncThrowing<ParseError>>.Call
            { fetchTyped.matching(id).among(self) }
            @_disfavoredOverload
            func fetchTyped(_ id: Int)
              -> CallRecorder<Int, Forecast, CallEffect.AsyncThrowing<ParseError>>.Call
            { fetchTyped.matching(id).among(self) }
          }
          let calls = Calls()

          func startTimer() { calls.startTimer() }
          func format(_ value: Double) -> String { calls.format(value) }
          func move(from: Int, to: Int) -> Bool { calls.move(from, to) }
          func load(_ key: String) throws -> Data { try calls.load(key) }
          func parse(_ data: Data) throws(ParseError) -> Forecast { try calls.parse(data) }
          func refresh() async { await calls.refresh() }
          func fetch(_ id: Int) async throws -> Forecast { try await calls.fetch(id) }
          func fetchTyped(_ id: Int) async throws(ParseError) -> Forecast { try await calls.fetchTyped(id) }
        }

        """)
  }

  /// Overloads are told apart by labels, then parameter types, then result type.
  @Test func overloadsByLabelsTypesAndResults() throws {
    let mocked = try #require(Fixture.mocked("Overloads"))
    #expect(
      MockRenderer.render(mocked).code == """
        /// A mock of `Overloads`: each requirement records its calls in `calls`, where a test stubs and
        /// verifies them.
        final class OverloadsMock: Overloads {
          struct Calls {
            let load = MockFunction<Int, String>("load(id:)")
            func load(id: Matcher<Int>) -> MockFunction<Int, String>.Call { load.matching(id).among(self) }
            @_disfavoredOverload
            func load(id: Int) -> MockFunction<Int, String>.Call { load.matching(id).among(self) }
            let loadName = MockFunction<String, String>("load(name:)")
            func load(name: Matcher<String>)
              -> MockFunction<String, String>.Call { loadName.matching(name).among(self) }
            @_disfavoredOverload
            func load(name: String)
              -> MockFunction<String, String>.Call { loadName.matching(name).among(self) }
            let format = MockFunction<Int, String>("format(_:)")
            func format(_ value: Matcher<Int>)
              -> MockFunction<Int, String>.Call { format.matching(value).among(self) }
            @_disfavoredOverload
            func format(_ value: Int)
              -> MockFunction<Int, String>.Call { format.matching(value).among(self) }
            let formatDouble = MockFunction<Double, String>("format(_:)")
            @_disfavoredOverload
            func format(_ value: Matcher<Double>)
              -> MockFunction<Double, String>.Call { formatDouble.matching(value).among(self) }
            @_disfavoredOverload
            func format(_ value: Double)
              -> MockFunction<Double, String>.Call { formatDouble.matching(value).among(self) }
            let make = MockFunction<Int>("make()")
            let makeReturningString = MockFunction<String>("make()")
            let convert = MockFunction<Int, Int>("convert(_:)")
            func convert(_ value: Matcher<Int>)
              -> MockFunction<Int, Int>.Call { convert.matching(value).among(self) }
            @_disfavoredOverload
            func convert(_ value: Int)
              -> MockFunction<Int, Int>.Call { convert.matching(value).among(self) }
            let convertIntReturningString = MockFunction<Int, String>("convert(_:)")
            @_disfavoredOverload
            func convert(_ value: Matcher<Int>)
              -> MockFunction<Int, String>.Call { convertIntReturningString.matching(value).among(self) }
            @_disfavoredOverload
            func convert(_ value: Int)
              -> MockFunction<Int, String>.Call { convertIntReturningString.matching(value).among(self) }
          }
          let calls = Calls()

          func load(id: Int) -> String { calls.load(id) }
          func load(name: String) -> String { calls.loadName(name) }
          func format(_ value: Int) -> String { calls.format(value) }
          func format(_ value: Double) -> String { calls.formatDouble(value) }
          func make() -> Int { calls.make() }
          func make() -> String { calls.makeReturningString() }
          func convert(_ value: Int) -> Int { calls.convert(value) }
          func convert(_ value: Int) -> String { calls.convertIntReturningString(value) }
        }

        """)
  }

  /// `inout`, closures, variadics, tuples, `some`, ownership, `isolated` and `sending`.
  @Test func parametersThatNeedCare() throws {
    let mocked = try #require(Fixture.mocked("Parameters"))
    #expect(
      MockRenderer.render(mocked).code == """
        /// A mock of `Parameters`: each requirement records its calls in `calls`, where a test stubs and
        /// verifies them.
        final class ParametersMock: Parameters {
          struct Calls {
            let normalize = MockFunction<String, String>("normalize(_:)", whenUnstubbed: { $0 })
            func normalize(_ text: Matcher<String>)
              -> MockFunction<String, String>.Call { normalize.matching(text).among(self) }
            @_disfavoredOverload
            func normalize(_ text: String)
              -> MockFunction<String, String>.Call { normalize.matching(text).among(self) }
            let swap = MockFunction<Int, Int, (Int, Int)>("swap(_:_:)", whenUnstubbed: { a, b in (a, b) })
            func swap(_ a: Matcher<Int>, _ b: Matcher<Int>)
              -> MockFunction<Int, Int, (Int, Int)>.Call { swap.matching(a, b).among(self) }
            @_disfavoredOverload
            func swap(_ a: Int, _ b: Int)
              -> MockFunction<Int, Int, (Int, Int)>.Call { swap.matching(a, b).among(self) }
            var swapArguments: [(a: Int, b: Int)] { self.swap.arguments.map { $0 } }
            let fetch = MockFunction<String, @Sendable (Result<Forecast, any Error>) -> Void, Void>(
              "fetch(_:completion:)")
            func fetch(
              _ zip: Matcher<String>, completion: Matcher<@Sendable (Result<Forecast, any Error>) -> Void>
            ) -> MockFunction<String, @Sendable (Result<Forecast, any Error>) -> Void, Void>.Call {
              fetch.matching(zip, completion).among(self)
            }
            var fetchArguments: [(zip: String, completion: @Sendable (Result<Forecast, any Error>) -> Void)] {
              self.fetch.arguments.map { $0 }
            }
            let observe = MockFunction<((Int) -> Void)?, Void>("observe(_:)")
            func observe(_ handler: Matcher<((Int) -> Void)?>)
              -> MockFunction<((Int) -> Void)?, Void>.Call { observe.matching(handler).among(self) }
            let forEachDay = MockFunction<[String]>("forEachDay(_:)")
            let transform = MockFunction<Int, String>("transform(_:using:)")
            func transform(_ value: Matcher<Int>)
              -> MockFunction<Int, String>.Call { transform.matching(value).among(self) }
            @_disfavoredOverload
            func transform(_ value: Int)
              -> MockFunction<Int, String>.Call { transform.matching(value).among(self) }
            let log = MockFunction<[String], Void>("log(_:)")
            func log(_ messages: Matcher<[String]>)
              -> MockFunction<[String], Void>.Call { log.matching(messages).among(self) }
            @_disfavoredOverload
            func log(_ messages: [String])
              -> MockFunction<[String], Void>.Call { log.matching(messages).among(self) }
            let span = MockFunction<(Int, String), (start: Int, end: Int)>(
              "span(of:)", whenUnstubbed: { _ in (start: 0, end: 0) })
            func span(of pair: Matcher<(Int, String)>)
              -> MockFunction<(Int, String), (start: Int, end: Int)>.Call
            { span.matching(pair).among(self) }
            let handle = MockFunction<any Error, Void>("handle(_:)")
            func handle(_ error: Matcher<any Error>)
              -> MockFunction<any Error, Void>.Call { handle.matching(error).among(self) }
            let handleAll = MockGenericFunction("handleAll(_:)")
            func handleAll<Values: Collection<Int>>(_ values: Matcher<Values>)
              -> MockFunction<Values, Int>.Call {
              handleAll.specialized(MockFunction<Values, Int>.self).matching(values).among(self)
            }
            let consume = MockFunction<Data, Void>("consume(_:)")
            func consume(_ data: Matcher<Data>)
              -> MockFunction<Data, Void>.Call { consume.matching(data).among(self) }
            @_disfavoredOverload
            func consume(_ data: Data)
              -> MockFunction<Data, Void>.Call { consume.matching(data).among(self) }
            let borrow = MockFunction<Data, Void>("borrow(_:)")
            func borrow(_ data: Matcher<Data>)
              -> MockFunction<Data, Void>.Call { borrow.matching(data).among(self) }
            @_disfavoredOverload
            func borrow(_ data: Data) -> MockFunction<Data, Void>.Call { borrow.matching(data).among(self) }
            let run = MockFunction<any Actor, Void>("run(on:)")
            func run(on actor: Matcher<any Actor>)
              -> MockFunction<any Actor, Void>.Call { run.matching(actor).among(self) }
            let send = MockFunction<NSObject, NSObject>("send(_:)")
            func send(_ value: Matcher<NSObject>)
              -> MockFunction<NSObject, NSObject>.Call { send.matching(value).among(self) }
          }
          let calls = Calls()

          func normalize(_ text: inout String) { text = calls.normalize(text) }
          func swap(_ a: inout Int, _ b: inout Int) { (a, b) = calls.swap(a, b) }
          func fetch(_ zip: String, completion: @escaping @Sendable (Result<Forecast, any Error>) -> Void) {
            calls.fetch(zip, completion)
          }
          func observe(_ handler: ((Int) -> Void)?) { calls.observe(handler) }
          // forEachDay(_:): `body` is a non-escaping closure: the mock calls it with each value the
          // recorder answers, none unless stubbed.
          func forEachDay(_ body: (String) -> Void) { calls.forEachDay().forEach(body) }
          // transform(_:using:): `body` is a non-escaping closure, which a recorder cannot keep: the mock
          // neither records nor calls it.
          func transform(_ value: Int, using body: (Int) -> String) -> String { calls.transform(value) }
          func log(_ messages: String...) { calls.log(messages) }
          func span(of pair: (Int, String)) -> (start: Int, end: Int) { calls.span(pair) }
          func handle(_ error: any Error) { calls.handle(error) }
          func handleAll<Values: Collection<Int>>(_ values: Values) -> Int {
            calls.handleAll.specialized(MockFunction<Values, Int>.self)(values)
          }
          func consume(_ data: consuming Data) { calls.consume(data) }
          func borrow(_ data: borrowing Data) { calls.borrow(copy data) }
          func run(on actor: isolated any Actor) { calls.run(actor) }
          func send(_ value: sending NSObject) -> sending NSObject { calls.send(value) }
        }

        """)
  }

  /// Properties, async and throwing getters, subscripts of one and several indices, generic ones.
  @Test func propertiesAndSubscripts() throws {
    let mocked = try #require(Fixture.mocked("Members"))
    #expect(
      MockRenderer.render(mocked).code == """
        /// A mock of `Members`: each requirement records its calls in `calls`, where a test stubs and
        /// verifies them.
        final class MembersMock: Members {
          struct Calls {
            let name = MockProperty<String>("name")
            let count = MockProperty<Int>("count")
            let temperature = MockAsyncThrowingFunction<Double>("temperature")
            let forecast = MockAsyncFunction<Forecast>("forecast", standIn: { .init(days: []) })
            let `subscript` = MockSubscript<String, Int?>("subscript(_:)")
            let subscriptRowColumn = MockSubscript<(Int, Int), Double>("subscript(_:_:)")
            let subscriptTyped = MockGenericFunction("subscript(typed:)")
            subscript<T>(typed key: Matcher<String>)
              -> MockFunction<String, T?>.Call {
              self.subscriptTyped.specialized(MockFunction<String, T?>.self).matching(key).among(self)
            }
            @_disfavoredOverload
            subscript<T>(typed key: String)
              -> MockFunction<String, T?>.Call {
              self.subscriptTyped.specialized(MockFunction<String, T?>.self).matching(key).among(self)
            }
          }
          let calls = Calls()

          var name: String { calls.name.get() }
          var count: Int {
            get { calls.count.get() }
            set { calls.count.set(newValue) }
          }
          var temperature: Double { get async throws { try await calls.temperature() } }
          var forecast: Forecast { get async { await calls.forecast() } }
          subscript(key: String) -> Int? {
            get { calls.subscript.get(key) }
            set { calls.subscript.set(key, to: newValue) }
          }
          subscript(row: Int, column: Int) -> Double { calls.subscriptRowColumn.get((row, column)) }
          subscript<T>(typed key: String) -> T? {
            calls.subscriptTyped.specialized(MockFunction<String, T?>.self)(key)
          }
        }

        """)
  }

  @Test func aProtocolOfStaticRequirementsIsAnEnumWithAScopedMock() throws {
    let mocked = try #require(Fixture.mocked("Clock"))
    #expect(
      MockRenderer.render(mocked).code == """
        /// A mock of `Clock`: each requirement records its calls in `calls.current`, one instance per
        /// test's mock scope, where a test stubs and verifies them.
        enum ClockMock: Clock {
          struct Calls {
            let now = MockFunction<Date>("now()")
            let timeZone = MockProperty<String>("timeZone")
          }
          static let calls = ScopedMock { Calls() }

          static func now() -> Date { calls.current.now() }
          static var timeZone: String { calls.current.timeZone.get() }
        }

        """)
  }

  /// An initializer requirement takes the implicit `init()` away, so the mock declares one.
  @Test func staticRequirementsBesideInstanceOnesGetScopedRecorders() throws {
    let mocked = try #require(Fixture.mocked("Registry"))
    #expect(
      MockRenderer.render(mocked).code == """
        /// A mock of `Registry`: each requirement records its calls in `calls`, where a test stubs and
        /// verifies them.
        final class RegistryMock: Registry {
          struct Calls {
            let register = MockFunction<String, Void>("register(_:)")
            func register(_ name: Matcher<String>)
              -> MockFunction<String, Void>.Call { register.matching(name).among(self) }
            @_disfavoredOverload
            func register(_ name: String)
              -> MockFunction<String, Void>.Call { register.matching(name).among(self) }
            let initializer = MockFunction<String, Void>("init(name:)")
            func initializer(name: Matcher<String>)
              -> MockFunction<String, Void>.Call { initializer.matching(name).among(self) }
            @_disfavoredOverload
            func initializer(name: String)
              -> MockFunction<String, Void>.Call { initializer.matching(name).among(self) }
          }
          struct StaticCalls {
            let shared = MockProperty<RegistryMock>("shared")
          }
          let calls = Calls()
          static let staticCalls = ScopedMock { StaticCalls() }

          init() {}

          func register(_ name: String) { calls.register(name) }
          init(name: String) { calls.initializer(name) }
          static var shared: RegistryMock { staticCalls.current.shared.get() }
        }

        """)
  }

  @Test func associatedTypesBecomeGenericParameters() throws {
    let mocked = try #require(Fixture.mocked("Store"))
    #expect(
      MockRenderer.render(mocked).code == """
        /// A mock of `Store`: each requirement records its calls in `calls`, where a test stubs and
        /// verifies them.
        final class StoreMock<Element: Sendable, Key: Hashable>: Store {
          struct Calls {
            let element = MockFunction<Key, Element?>("element(for:)")
            func element(for key: Matcher<Key>)
              -> MockFunction<Key, Element?>.Call { element.matching(key).among(self) }
            let insert = MockFunction<Element, Key, Void>("insert(_:for:)")
            func insert(_ element: Matcher<Element>, for key: Matcher<Key>)
              -> MockFunction<Element, Key, Void>.Call { insert.matching(element, key).among(self) }
            var insertArguments: [(element: Element, `for`: Key)] { self.insert.arguments.map { $0 } }
            let all = MockProperty<[Element]>("all")
          }
          let calls = Calls()

          func element(for key: Key) -> Element? { calls.element(key) }
          func insert(_ element: Element, for key: Key) { calls.insert(element, key) }
          var all: [Element] { calls.all.get() }
        }

        """)
  }

  @Test func aGlobalActorIsolatesTheMockButNotItsRecorders() throws {
    let mocked = try #require(Fixture.mocked("Observer"))
    #expect(
      MockRenderer.render(mocked).code == """
        /// A mock of `Observer`: each requirement records its calls in `calls`, where a test stubs and
        /// verifies them.
        @MainActor
        final class ObserverMock: Observer {
          struct Calls {
            let didUpdate = MockFunction<Forecast, Void>("didUpdate(_:)")
            func didUpdate(_ forecast: Matcher<Forecast>)
              -> MockFunction<Forecast, Void>.Call { didUpdate.matching(forecast).among(self) }
            @_disfavoredOverload
            func didUpdate(_ forecast: Forecast)
              -> MockFunction<Forecast, Void>.Call { didUpdate.matching(forecast).among(self) }
            let identifier = MockFunction<String>("identifier()")
          }
          nonisolated let calls = Calls()

          nonisolated init() {}

          func didUpdate(_ forecast: Forecast) { calls.didUpdate(forecast) }
          nonisolated func identifier() -> String { calls.identifier() }
        }

        """)
  }

  @Test func anActorProtocolGetsAnActor() throws {
    let mocked = try #require(Fixture.mocked("Cache"))
    #expect(
      MockRenderer.render(mocked).code == """
        /// A mock of `Cache`: each requirement records its calls in `calls`, where a test stubs and
        /// verifies them.
        actor CacheMock: Cache {
          struct Calls {
            let value = MockFunction<String, Int?>("value(for:)")
            func value(for key: Matcher<String>)
              -> MockFunction<String, Int?>.Call { value.matching(key).among(self) }
            @_disfavoredOverload
            func value(for key: String)
              -> MockFunction<String, Int?>.Call { value.matching(key).among(self) }
            let set = MockFunction<Int, String, Void>("set(_:for:)")
            func set(_ value: Matcher<Int>, for key: Matcher<String>)
              -> MockFunction<Int, String, Void>.Call { set.matching(value, key).among(self) }
            @_disfavoredOverload
            func set(_ value: Int, for key: String)
              -> MockFunction<Int, String, Void>.Call { set.matching(value, key).among(self) }
            var setArguments: [(value: Int, `for`: String)] { self.set.arguments.map { $0 } }
          }
          nonisolated let calls = Calls()

          func value(for key: String) -> Int? { calls.value(key) }
          func set(_ value: Int, for key: String) { calls.set(value, key) }
        }

        """)
  }

  @Test func inheritedRequirementsAndStandardParents() throws {
    let mocked = try #require(Fixture.mocked("Person"))
    #expect(
      MockRenderer.render(mocked).code == """
        /// A mock of `Person`: each requirement records its calls in `calls`, where a test stubs and
        /// verifies them.
        final class PersonMock: Person {
          struct Calls {
            let name = MockProperty<String>("name")
            let description = MockProperty<String>("description", initialValue: "PersonMock")
            let greet = MockFunction<String, String>("greet(_:)")
            func greet(_ other: Matcher<String>)
              -> MockFunction<String, String>.Call { greet.matching(other).among(self) }
            @_disfavoredOverload
            func greet(_ other: String)
              -> MockFunction<String, String>.Call { greet.matching(other).among(self) }
          }
          let calls = Calls()

          var name: String { calls.name.get() }
          var description: String { calls.description.get() }
          func greet(_ other: String) -> String { calls.greet(other) }
        }

        """)
  }

  @Test func genericFunctionsAskForTheirSpecialization() throws {
    let mocked = try #require(Fixture.mocked("Generics"))
    #expect(
      MockRenderer.render(mocked).code == """
        /// A mock of `Generics`: each requirement records its calls in `calls`, where a test stubs and
        /// verifies them.
        final class GenericsMock: Generics {
          struct Calls {
            let decode = MockGenericFunction("decode(_:from:)")
            func decode<T>(_ type: T.Type, from data: Matcher<Data>)
              -> MockThrowingFunction<T.Type, Data, T>.Call where T: Decodable {
              decode.specialized(MockThrowingFunction<T.Type, Data, T>.self)
                .matching(sameType(type), data).among(self)
            }
            @_disfavoredOverload
            func decode<T>(_ type: T.Type, from data: Data)
              -> MockThrowingFunction<T.Type, Data, T>.Call where T: Decodable {
              decode.specialized(MockThrowingFunction<T.Type, Data, T>.self)
                .matching(sameType(type), equalTo(data)).among(self)
            }
            let store = MockGenericFunction("store(_:for:)")
            func store<Key, Value>(_ value: Matcher<Value>, for key: Matcher<Key>)
              -> MockFunction<Value, Key, Void>.Call
              where Key: Hashable, Key: Sendable, Value: Decodable, Value: Encodable {
              store.specialized(MockFunction<Value, Key, Void>.self).matching(value, key).among(self)
            }
            let count = MockGenericFunction("count(_:)")
            let map = MockGenericFunction("map(_:_:)")
            func map<T>(_ values: Matcher<[Int]>)
              -> MockFunction<[Int], [T]>.Call {
              map.specialized(MockFunction<[Int], [T]>.self).matching(values).among(self)
            }
            @_disfavoredOverload
            func map<T>(_ values: [Int])
              -> MockFunction<[Int], [T]>.Call {
              map.specialized(MockFunction<[Int], [T]>.self).matching(values).among(self)
            }
          }
          let calls = Calls()

          func decode<T>(_ type: T.Type, from data: Data) throws -> T where T: Decodable {
            try calls.decode.specialized(MockThrowingFunction<T.Type, Data, T>.self)(type, data)
          }
          func store<Key, Value>(
            _ value: Value, for key: Key
          ) where Key: Hashable, Key: Sendable, Value: Decodable, Value: Encodable {
            calls.store.specialized(MockFunction<Value, Key, Void>.self)(value, key)
          }
          func count<each Element>(_ elements: repeat each Element) -> Int {
            calls.count.specialized(MockFunction<(repeat each Element), Int>.self)((repeat each elements))
          }
          // map(_:_:): `transform` is a non-escaping closure, which a recorder cannot keep: the mock
          // neither records nor calls it.
          // map(_:_:): it `rethrows`, so it can only throw what its closure throws: the recorder cannot be
          // stubbed to throw.
          func map<T>(_ values: [Int], _ transform: (Int) throws -> T) rethrows -> [T] {
            calls.map.specialized(MockFunction<[Int], [T]>.self)(values)
          }
        }

        """)
  }

  @Test func selfIsTheMock() throws {
    let mocked = try #require(Fixture.mocked("Cloning"))
    #expect(
      MockRenderer.render(mocked).code == """
        /// A mock of `Cloning`: each requirement records its calls in `calls`, where a test stubs and
        /// verifies them.
        final class CloningMock: Cloning {
          struct Calls {
            let copy = MockFunction<CloningMock>("copy()")
            let isSame = MockFunction<CloningMock, Bool>("isSame(as:)")
            func isSame(as other: Matcher<CloningMock>)
              -> MockFunction<CloningMock, Bool>.Call { isSame.matching(other).among(self) }
          }
          let calls = Calls()

          func copy() -> CloningMock { calls.copy() }
          func isSame(as other: CloningMock) -> Bool { calls.isSame(other) }
        }

        """)
  }

  @Test func nestedProtocolsAreNamedFromTheTopLevel() throws {
    let mocked = try #require(Fixture.mocked("Payroll.Ledger"))
    #expect(
      MockRenderer.render(mocked).code == """
        /// A mock of `Payroll.Ledger`: each requirement records its calls in `calls`, where a test stubs
        /// and verifies them.
        final class PayrollLedgerMock: Payroll.Ledger {
          struct Calls {
            let total = MockFunction<String, Int>("total(for:)")
            func total(for department: Matcher<String>)
              -> MockFunction<String, Int>.Call { total.matching(department).among(self) }
            @_disfavoredOverload
            func total(for department: String)
              -> MockFunction<String, Int>.Call { total.matching(department).among(self) }
          }
          let calls = Calls()

          func total(for department: String) -> Int { calls.total(department) }
        }

        """)
  }
  @Test func typedThrowsOfAnAssociatedTypeIsTheMocksGenericParameter() throws {
    // `throws(Failure)`, `Self.Failure` in the graph: inside `Calls`, only the mock's generic
    // parameter names it.
    let code = MockRenderer.render(try #require(Fixture.zooMocked("FailingSequence"))).code
    #expect(code.contains("let next = CallRecorder<Int, CallEffect.Throwing<Failure>>(\"next()\")"))
    #expect(code.contains("func next() throws(Failure) -> Int { try calls.next() }"))
  }
}
