import Foundation
import Mockery
import Testing
import Zoo
import ZooBase

/// Stubs and verifies through a sample of the generated mocks: those whose witnesses are not the
/// usual recorder call, and those of each cause of a mock that once did not compile.
@Suite struct ZooTests {
  // MARK: Standard parents

  @Test func equalityAndHashingAreIdentity() {
    let first = RefinesHashableMock()
    let second = RefinesHashableMock()
    #expect(first == first)
    #expect(first != second)
    // Collections call these often: they are not recorded, so they verify as no interaction.
    let set: Set = [first, second, first]
    #expect(set.count == 2)
    verifyNoInteractions(first, second)

    let early = RefinesComparableMock()
    let late = RefinesComparableMock()
    #expect((early < late) != (late < early))
    #expect(!(early < early))
  }

  // MARK: Overloads

  @Test func anIntegerLiteralStubsTheOverloadTheSameLiteralCalls() {
    let mock = OverloadsByNumberTypeMock()
    when(mock.calls.scale(3)).thenReturn(7)
    when(mock.calls.scale(2.5)).thenReturn(5)
    #expect(mock.scale(3) == 7)
    #expect(mock.scale(2.5) == 5)
    verify(mock.calls.scale(3))
    verify(mock.calls.scale(2.5))
    // `anything()` still means the overload declared first, as before the other was added.
    verify(mock.calls.scale(anything()))
  }

  @Test func descriptionsReadTheMocksNameUntilSet() {
    let described = RefinesDescriptionMock()
    #expect(described.description == "RefinesDescriptionMock")
    described.calls.description.value = "a greeter"
    #expect("\(described)" == "a greeter")

    let both = RefinesBothDescriptionsMock()
    #expect(both.debugDescription == "RefinesBothDescriptionsMock")
    #expect(RefinesLosslessMock("made from text")?.description == "made from text")
  }

  @Test func rawValuesAndIdentifiers() {
    // The protocol fixes RawValue to String, so the mock is not generic.
    let raw = StringRawRepresentableMock(rawValue: "north")
    #expect(raw?.rawValue == "north")
    #expect(StringRawRepresentableMock().rawValue == "")

    let generic = GenericRawRepresentableMock<Int>(rawValue: 7)
    #expect(generic?.rawValue == 7)

    // Unconstrained, `id` is the class's ObjectIdentifier, as for any class.
    let identified = RefinesIdentifiableMock()
    #expect(identified.id == ObjectIdentifier(identified))
    let named = IdentifiableByStringMock()
    named.calls.id.value = "user-1"
    #expect(named.id == "user-1")
  }

  @Test func allCasesAreStubbedPerTest() {
    withMockScope {
      let one = RefinesCaseIterableMock()
      RefinesCaseIterableMock.staticCalls.current.allCases.value = [one]
      #expect(RefinesCaseIterableMock.allCases.count == 1)
      #expect(RefinesCaseIterableMock.allCases.first === one)
    }
  }

  @Test func aGenericMocksStaticRequirementsAreRecordedPerSpecialization() {
    withMockScope {
      let made = StaticWithAssociatedTypeMock<String>()
      StaticWithAssociatedTypeMock<String>.staticCalls.current.make.when("eu").thenReturn(made)
      #expect(StaticWithAssociatedTypeMock<String>.make("eu") === made)
      StaticWithAssociatedTypeMock<String>.staticCalls.current.make.verify("eu")
      // Another specialization's recorders are its own: nothing was called there.
      StaticWithAssociatedTypeMock<Int>.staticCalls.current.make.verifyCalled(times: .never)
      #expect(
        StaticWithAssociatedTypeMock<String>.staticCalls
          === StaticWithAssociatedTypeMock<String>.staticCalls)
    }
  }

  @Test func staticsBesideAConstrainedAssociatedTypeAreStubbed() {
    // Bug: the mock warned, "capture of non-Sendable type 'Key.Type' in an isolated closure",
    // which fails a build with warnings as errors (swift-nio-ssh's ECDHCompatiblePrivateKey).
    withMockScope {
      typealias Mock = StaticWithConstrainedAssociatedTypeMock<KeyReadableMock>
      Mock.staticCalls.current.algorithmNames.thenReturn(["curve25519-sha256"])
      #expect(Mock.algorithmNames == ["curve25519-sha256"])
    }
  }

  @Test func aThrowsNeverRequirementIsStubbedAsOneThatCannotThrow() async {
    let never = NeverThrowingMock()
    never.calls.never.whenCalled().thenReturn(7)
    never.calls.later.whenCalled().thenReturn("later")
    #expect(never.never() == 7)
    #expect(await never.later() == "later")
  }

  @Test func sequencesIterateWhatTheRecorderAnswers() async throws {
    let numbers = RefinesSequenceMock()
    #expect(Array(numbers) == [])
    numbers.calls.makeIterator.whenCalled().thenReturn([3, 1, 2])
    #expect(numbers.sorted() == [1, 2, 3])

    let forecasts = RefinesAsyncSequenceMock()
    forecasts.calls.makeAsyncIterator.whenCalled().thenReturn([Forecast(days: ["sun"])])
    var seen: [Forecast] = []
    for await forecast in forecasts { seen.append(forecast) }
    #expect(seen == [Forecast(days: ["sun"])])

    let iterator = RefinesIteratorMock()
    iterator.calls.next.whenCalled().thenReturn("a", nil)
    #expect(iterator.next() == "a")
    #expect(iterator.next() == nil)
  }

  @Test func codableRequirementsAreRecorded() throws {
    let encodable = RefinesEncodableMock()
    _ = try JSONEncoder().encode([encodable])
    encodable.calls.encode.verifyCalled(times: .once)
  }

  @Test func anObjectProtocolsMockIsAnNSObject() {
    let handler = RefinesNSObjectProtocolMock()
    #expect(handler.isEqual(handler))
    #expect(!handler.isEqual(RefinesNSObjectProtocolMock()))
    handler.handle("note")
    handler.calls.handle.verify("note")
  }

  @Test func aSerialExecutorMockRunsTheJobsItIsGiven() async {
    let executor = RefinesSerialExecutorMock()
    let worker = Worker(executor: executor)
    #expect(await worker.work() == 42)
    executor.calls.enqueue.verifyCalled(times: .atLeast(1))
  }

  // MARK: What no recorder can record

  @Test func aNoncopyableArgumentFailsTheTestAndTheRestIsRecorded() {
    let queue = NoncopyableBesideRecordableMock()
    let failures = captureFailures { queue.enqueue(Ticket(number: 1)) }
    #expect(failures.count == 1)
    #expect(
      failures.first?.message.hasPrefix(
        "Unrecorded call: NoncopyableBesideRecordableMock.enqueue(_:)") == true)
    #expect(failures.first?.location.fileID == "ZooTests/NoncopyableBesideRecordableMock.swift")
    queue.calls.pending.whenCalled().thenReturn(3)
    #expect(queue.pending() == 3)
  }

  @Test func aDefaultImplementationOfAnotherModuleStandsInForTheWitness() {
    let runner = UsesOtherModulesDefaultMock()
    // Runner.run(_:) of ZooBase does nothing, and reports nothing.
    #expect(captureFailures { runner.run(Job(number: 1)) }.isEmpty)
    runner.calls.runs.whenCalled().thenReturn(2)
    #expect(runner.runs() == 2)
  }

  @Test func aPropertyRequiredAgainWithAnotherTypeIsTheRefinementsOwn() {
    struct Handler: AnyHandler {}
    let group = HandlerGroupMock()
    group.calls.handlers.value = ["ping": Handler()]
    #expect(group.handlers.keys.sorted() == ["ping"])
    #expect(group.fallback == nil)
    // The parent's requirement of the same name is its default, which the mock leaves alone.
    let asParent: any AsyncHandlerGroup = group
    #expect(asParent.handlers.isEmpty)
    group.calls.handlers.getter.verifyCalled(times: .once)

    // The other way round: the parent's has no default, so the mock declares the parent's.
    let codes = ListsNamedCodesMock()
    codes.calls.codes.value = [404]
    #expect(codes.codes == [404])
    #expect((codes as any ListsNamedCodes).codes as [String] == [])
  }

  // MARK: Parents of other modules

  @Test func requirementsOfAnotherModulesParentsAreRecorded() {
    let instrument = RefinesOtherModuleMock()
    var baggage = Baggage()
    instrument.calls.extract
      .specialized(MockFunction<[String: String], Baggage, HeaderExtractor, Baggage>.self)
      .whenCalled().thenReturn(Baggage(values: ["trace": "1"]))
    instrument.extract(["trace": "1"], into: &baggage, using: HeaderExtractor())
    #expect(baggage.values == ["trace": "1"])

    let store = FixesItsAssociatedTypeMock()
    store.save("value", for: "key")
    store.calls.save.verify("value", "key")
    store.calls.describe.whenCalled().thenReturn("a mock store")
    #expect(store.describe() == "a mock store")
  }

  @Test func anAssociatedTypeNamedLikeItsConstraint() {
    let tracer = TracerLikeMock<RecordedSpan>()
    let span = RecordedSpan(operationName: "fetch")
    tracer.calls.startSpan.when("fetch", Baggage()).thenReturn(span)
    #expect(tracer.startSpan("fetch", baggage: Baggage()) === span)
    #expect(tracer.activeSpan() == nil)
  }

  @Test func aParentInAFileThatImportsDispatch() {
    let child = RefinesFromAnotherFileMock()
    child.perform(on: DispatchQueue.main) {}
    child.calls.perform.verifyCalled(times: .once)
  }

  // MARK: Names

  @Test func keywordsEmojiAndCollidingNames() {
    let keywords = KeywordParametersMock()
    keywords.schedule(in: 5)
    keywords.calls.schedule.verify(5)
    keywords.calls.read.whenCalled().thenReturn(1)
    #expect(keywords.read(as: Int.self, for: "x") == 1)

    let emoji = EmojiNamesMock()
    emoji.calls.🚀.when(1).thenReturn(true)
    #expect(emoji.🚀(1))

    // `load(id:)`, declared first, keeps `load`; `loadId` could mean `load(id:)`, declared before
    // `loadId()`, as well as `loadId()`, so it means neither.
    let overloads = NameTakenByOverloadMock()
    overloads.calls.load.when(1).thenReturn("one")
    overloads.calls.loadIdReturningInt.whenCalled().thenReturn(2)
    #expect(overloads.load(id: 1) == "one")
    #expect(overloads.loadId() == 2)

    let counter = TypeNamedCallsMock()
    counter.calls.count.whenCalled().thenReturn(Zoo.Calls(count: 2))
    #expect(counter.count(Zoo.Calls(count: 1)) == Zoo.Calls(count: 2))
  }

  @Test func callsAreStubbedAndVerifiedByTheirLabels() {
    let moves = TwoArgumentsMock()
    when(moves.calls.move(from: 1, to: 2)).thenReturn(true)
    #expect(moves.move(from: 1, to: 2))
    // The same two Ints swapped are another call: the stub does not answer it, the call fails
    // the test where the stub was made, and a verification of the first does not count it.
    var swappedAnswer = true
    let missed = captureFailures { swappedAnswer = moves.move(from: 2, to: 1) }
    #expect(!swappedAnswer)
    #expect(missed.map(\.location.line) == [#line - 7])
    #expect(
      missed.first?.message.hasPrefix("Potential stubbing problem: move(from: <2>, to: <1>)")
        == true)
    let swapped = captureFailures { verify(moves.calls.move(from: 1, to: 2), times: 2) }
    #expect(swapped.first?.message.contains("from: was <2>; to: was <1>") == true)

    // The recorded arguments, named by their labels.
    #expect(moves.calls.moveArguments.map(\.to) == [2, 1])

    let keywords = KeywordParametersMock()
    keywords.take(3, is: true)
    verify(keywords.calls.take(greaterThan(2), is: true))
    #expect(keywords.calls.takeArguments.first?.is == true)
    #expect(keywords.read(as: Int.self, for: "key") == 0)
    verify(keywords.calls.read(as: anything(), for: "key"))
  }

  @Test func aTupleOfStandardTypesHasADefaultUnstubbed() {
    // Without one, these calls stopped the test: a tuple has no default a recorder can find.
    let failures = captureFailures {
      let bounds = TupleReturningMock().bounds()
      #expect(bounds.low == 0 && bounds.high == 0)
      let stepper = InoutBesideResultMock()
      var state = 7
      #expect(stepper.next(&state) == false)
      #expect(state == 7, "unstubbed, an inout value stays as it was")
    }
    #expect(failures.isEmpty)
  }

  @Test func implicitlyUnwrappedOptionalsAreOptionals() {
    let mock = ImplicitlyUnwrappedMock()
    let loaded: String? = mock.load()
    #expect(loaded == nil)
    mock.store(nil)
    mock.calls.store.verify(nil)
  }

  @Test func operatorsAreRecordedByName() {
    withMockScope {
      let first = CustomEqualityMock()
      let second = CustomEqualityMock()
      CustomEqualityMock.staticCalls.current.operatorEqualEqual.whenCalled().thenReturn(true)
      #expect(first == second)
      CustomEqualityMock.staticCalls.current.operatorEqualEqual.verifyCalled(times: .once)
    }
  }

  // MARK: Closures and isolation

  @Test func asyncClosuresAreRecordedForTheTestToCall() async {
    let publisher = SendableAsyncClosureMock()
    let received = Received()
    publisher.subscribe { await received.append($0) }
    let handlers = publisher.calls.subscribe.arguments
    #expect(handlers.count == 1)
    for handler in handlers { await handler(7) }
    #expect(await received.values == [7])
  }

  @MainActor @Test func isolatedProtocols() async {
    let view = MainActorProtocolMock()
    view.show("hi")
    view.calls.show.verify("hi")
    let member = NonisolatedMemberMock()
    member.calls.identifier.whenCalled().thenReturn("id")
    #expect(member.identifier() == "id")
  }

  @Test func anIsolatedProtocolRefiningHashableIsMockedAndSendable() async {
    // Made, hashed and described off the main actor; its requirement awaited there.
    let badge = BadgeMock()
    let other = BadgeMock()
    #expect(badge == badge && badge != other)
    #expect(Set([badge, badge, other]).count == 2)
    #expect(badge.description == "BadgeMock")
    badge.calls.title.thenReturn("gold")
    #expect(await badge.title == "gold")
  }

  // MARK: Real-world shapes

  @Test func aTransportAndAMiddleware() async throws {
    let transport = ClientTransportMock()
    transport.calls.send.whenCalled().thenReturn((Response(status: 200), nil))
    let (response, body) = try await transport.send(
      Request(path: "/"), body: nil, baseURL: URL(string: "https://example.com")!,
      operationID: "get")
    #expect(response.status == 200)
    #expect(body == nil)
    transport.calls.send.verifyCalled(times: .once)
  }

  @Test func aLogSinksMetadata() {
    let sink = LogSinkMock()
    sink[metadataKey: "request"] = "1"
    sink.calls.subscript.setter.verify("request", "1")
    sink.level = .debug
    #expect(sink.level == .debug)
  }
}

/// An actor that runs on the executor it is given.
actor Worker {
  let executor: RefinesSerialExecutorMock
  init(executor: RefinesSerialExecutorMock) { self.executor = executor }
  nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }
  func work() -> Int { 42 }
}

/// A span a test makes.
final class RecordedSpan: ZooBase.Span {
  let operationName: String
  init(operationName: String) { self.operationName = operationName }
  func end() {}
}

/// Reads headers from a dictionary.
struct HeaderExtractor: Extractor {
  func extract(key: String, from carrier: [String: String]) -> String? { carrier[key] }
}

/// What a closure received, from any task.
actor Received {
  var values: [Int] = []
  func append(_ value: Int) { values.append(value) }
}

/// Spies of classes real code has: an `@unchecked Sendable` one, whose spy says so again.
@Suite struct ZooSpyTests {
  @Test func aSpyOfAnUncheckedSendableClassCallsThroughAndSeesItsInit() throws {
    let service = CheckoutServiceSpy(region: "eu")
    // The real init recorded an order, through the spy.
    service.calls.record.verify("opened in eu")
    service.record("tea")
    #expect(service.count() == 2)
    service.calls.receipt.whenCalled().thenReturn("stubbed")
    #expect(try service.receipt(for: "tea") == "stubbed")
    // A spy is Sendable as its class is: it can cross into a task.
    let sendable: any Sendable = service
    #expect(sendable is CheckoutService)
  }

  @Test func aSpyOfAnOpenClassWithOnlyAnInternalInit() {
    let reporter = PlainReporterSpy()
    #expect(reporter.render("late") == "error: late")
    reporter.calls.render.when("late").thenReturn("stubbed")
    #expect(reporter.render("late") == "stubbed")
    reporter.calls.render.verify("late", times: 2)
  }

  @Test func aSpyOfADecodableClassDecodesThroughTheRequiredInit() throws {
    let json = Data(#"{"stops": ["Oslo"]}"#.utf8)
    let graph = try JSONDecoder().decode(RouteGraphSpy.self, from: json)
    graph.add("Bergen")
    #expect(graph.stops == ["Oslo", "Bergen"])
    graph.calls.add.verify("Bergen")
  }
}

/// Names that collide in a mock's file but not in the protocol's.
@Suite struct ZooCollisionTests {
  @Test func aTypeNamedLikeFoundationsIsTheZoos() throws {
    let notifier = NotifierMock()
    notifier.calls.post.whenCalled().thenReturn(true)
    #expect(notifier.post(Zoo.Notification(name: "ready")))
    #expect(notifier.calls.post.arguments.map(\.name) == ["ready"])

    // A protocol and a class named like Foundation's: the mock conforms to the zoo's.
    let expression = ExpressionMock()
    expression.calls.evaluate.when(["x": 1]).thenReturn(true)
    #expect(try (expression as any Zoo.Expression).evaluate(["x": 1]))
    // The spy's initializer and the mock's witness keep their result builders.
    let operation = OperationSpy(steps: {
      "fetch"
      "store"
    })
    #expect(operation.run() == 2)
    #expect(operation.named("nightly").again() === operation)
    operation.calls.run.verifyCalled(times: .once)
    operation.calls.again.verifyCalled(times: .once)

    let planner = PlannerMock()
    planner.calls.plan.whenCalled().thenReturn(3)
    #expect(planner.plan { "a" } == 3)
  }

  @Test func typesNamedLikeAnotherModulesAndMockerysAreTheZoos() {
    let tracker = TrackerMock()
    let logger = Zoo.Logger(label: "checkout")
    when(tracker.calls.track(anything(), logger: anything(), stubbing: anything()))
      .thenReturn(Zoo.Logger(label: "tracked"))
    #expect(
      tracker.track(Baggage(), logger: logger, stubbing: Zoo.Stubbing(name: "s")).label
        == "tracked")
    #expect(tracker.calls.trackArguments.map(\.stubbing.name) == ["s"])
  }

  @Test func overloadsToldApartByConstraintsAndShapes() {
    let overloads = ConstraintOverloadsMock()
    var value = 1
    overloads.calls.bumpIntReturningVoidSyncInout.whenCalled().thenReturn(2)
    overloads.bump(&value)
    #expect(value == 2)
    overloads.bump(5)
    overloads.calls.bump.verify(5)

    let shapes = ShapesOfOneNameMock()
    shapes.calls.valuesReturningArrayArrayStringSync.whenCalled().thenReturn([["a"]])
    let nested: [[String]] = shapes.values()
    #expect(nested == [["a"]])
  }
  @Test func typedThrowsOfTheProtocolsOwnAssociatedType() throws {
    struct Exhausted: Error, Equatable {}
    let sequence = FailingSequenceMock<Exhausted>()
    sequence.calls.next.whenCalled().thenReturn(1).thenThrow(Exhausted())
    #expect(try sequence.next() == 1)
    #expect(throws: Exhausted()) { try sequence.next() }
  }

  @Test func typeAliasesOfGenericTypesInTheModuleAndAnother() throws {
    struct Failed: Error {}
    let reporter = OutcomeReportingMock()
    reporter.calls.last.whenCalled().thenReturn(.success(3))
    reporter.calls.lastBase.whenCalled().thenReturn(.failure(Failed()))
    reporter.report(.success(1))
    #expect(try reporter.last().get() == 3)
    #expect(throws: Failed.self) { try reporter.lastBase().get() }
    #expect(try reporter.calls.report.arguments.first?.get() == 1)
    let store = OutcomeStoreMock<String>()
    when(store.calls.entry(for: "a")).thenReturn(.success("b"))
    #expect(try store.entry(for: "a").get() == "b")
  }

  @Test func functionsOfTypesWrittenWithTheirModules() {
    let functions = ReturnsQualifiedFunctionsMock()
    functions.calls.parser.whenCalled().thenReturn { _ in nil }
    #expect(functions.parser()("x") == nil)
    functions.calls.parser.verifyCalled()
  }
}
