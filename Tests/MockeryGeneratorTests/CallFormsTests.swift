import Testing

@testable import MockeryGenerator

/// The call forms: functions named and labelled as the requirement is, that give a test the
/// call as the code writes it, and when a mock gets the one that takes plain values: only where
/// comparing them is certain to compile.
@Suite struct CallFormsTests {
  func render(_ requirements: [Member], typeEquatability: [String: Equatability] = [:])
    -> String
  {
    var mocked = mockedProtocol("Gateway", requirements: requirements)
    mocked.typeEquatability = typeEquatability
    return MockRenderer.render(mocked).code
  }

  @Test func aLabelledRequirementGetsAMatcherFunctionAndAValueFunction() throws {
    let code = render([
      try member(
        "func charge(amount: Int, token: String) throws -> Receipt", title: "charge(amount:token:)")
    ])
    #expect(
      code.contains(
        """
            func charge(amount: Matcher<Int>, token: Matcher<String>)
              -> MockThrowingFunction<Int, String, Receipt>.Call
            { charge.matching(amount, token).among(self) }
            @_disfavoredOverload
            func charge(amount: Int, token: String)
              -> MockThrowingFunction<Int, String, Receipt>.Call
            { charge.matching(amount, token).among(self) }

        """))
  }

  @Test func twoArgumentsOrMoreAreReadBackByTheirLabels() throws {
    let code = render([
      try member(
        "func charge(amount: Int, token: String) throws -> Receipt", title: "charge(amount:token:)"),
      try member("func set(_ value: Int, for key: String)", title: "set(_:for:)"),
      try member("func pair(x a: Int, x b: Int)", title: "pair(x:x:)"),
      try member("func refund(amount: Int)", title: "refund(amount:)"),
    ])
    #expect(
      code.contains(
        "    var chargeArguments: [(amount: Int, token: String)] { self.charge.arguments.map { $0 } }\n"
      ))
    // An unlabelled argument goes by its name, a keyword in backticks; `set` starting the body
    // would be read as a setter, hence `self.`.
    #expect(
      code.contains(
        "    var setArguments: [(value: Int, `for`: String)] { self.set.arguments.map { $0 } }\n"))
    // Two arguments of one label go by their names.
    #expect(code.contains("    var pairArguments: [(a: Int, b: Int)] {"))
    // One argument is no tuple: the recorder's own `arguments` are already the values.
    #expect(!code.contains("refundArguments"))
  }

  @Test func theArgumentsPropertyGivesWayToARecorderOfItsName() throws {
    let code = render([
      try member("func charge(amount: Int, token: String)", title: "charge(amount:token:)"),
      try member("func chargeArguments()", title: "chargeArguments()"),
    ])
    #expect(code.contains(#"    let chargeArguments = MockFunction<Void>("chargeArguments()")"#))
    #expect(!code.contains("var chargeArguments"))
  }

  @Test func unlabelledArgumentsGetACallFormWhoseValueFormTheWitnessDoesNotCall() throws {
    let code = render([try member("func pair(_ a: Int, _ b: Int) -> Int", title: "pair(_:_:)")])
    #expect(
      code.contains(
        """
            func pair(_ a: Matcher<Int>, _ b: Matcher<Int>)
              -> MockFunction<Int, Int, Int>.Call { pair.matching(a, b).among(self) }
        """))
    // Disfavoured, so that the witness's `calls.pair(a, b)` calls the recorder.
    #expect(
      code.contains(
        """
            @_disfavoredOverload
            func pair(_ a: Int, _ b: Int)
              -> MockFunction<Int, Int, Int>.Call { pair.matching(a, b).among(self) }
        """))
    #expect(code.contains("  func pair(_ a: Int, _ b: Int) -> Int { calls.pair(a, b) }"))
  }

  @Test func overloadsAreNamedAfterTheRequirementNotTheirRecorders() throws {
    let code = render([
      try member("func load(id: Int) -> String", title: "load(id:)"),
      try member("func load(name: String) -> String", title: "load(name:)"),
      try member("func format(_ value: Double) -> String", title: "format(_:)"),
      try member("func format(_ value: Int) -> String", title: "format(_:)"),
    ])
    #expect(code.contains("func load(id: Matcher<Int>) -> "))
    #expect(code.contains("func load(name: Matcher<String>)\n"))
    #expect(code.contains("func format(_ value: Matcher<Double>)\n"))
    #expect(code.contains("func format(_ value: Matcher<Int>)\n"))
    // The first overload's recorder keeps the base name, the others take names of their own;
    // the call forms lead to them.
    #expect(code.contains("{ load.matching(id).among(self) }"))
    #expect(code.contains("{ loadName.matching(name).among(self) }"))
    #expect(
      code.contains(
        "-> MockFunction<Double, String>.Call { format.matching(value).among(self) }"))
    #expect(!code.contains("func loadName("))
    #expect(!code.contains("func formatInt("))
    // An overload of the same labels declared after another has its form taking matchers
    // disfavoured: `calls.format(anything())` means the one it meant before it was added.
    #expect(
      code.contains(
        """
            @_disfavoredOverload
            func format(_ value: Matcher<Int>)
        """))
    #expect(
      !code.contains(
        """
            @_disfavoredOverload
            func format(_ value: Matcher<Double>)
        """))
  }

  @Test func anIntOverloadAfterOneOfAnotherNumberTypeTakesTheIntegerLiteralsAsACallWould() throws {
    // `scale(3)` calls `scale(_: Int)`, the literal's own type: so must
    // `when(calls.scale(3))`. The Int overload's form taking values is favoured for it, its
    // form taking matchers still disfavoured, for `anything()`.
    let code = render([
      try member("func scale(_ value: Double) -> Int", title: "scale(_:)"),
      try member("func scale(_ value: Int) -> Int", title: "scale(_:)"),
    ])
    #expect(
      code.contains(
        """
            @_disfavoredOverload
            func scale(_ value: Matcher<Int>)
        """))
    #expect(code.contains("func scale(_ value: Int)"))
    #expect(
      !code.contains(
        """
            @_disfavoredOverload
            func scale(_ value: Int)
        """))
    #expect(
      code.contains(
        """
            @_disfavoredOverload
            func scale(_ value: Double)
        """))
  }

  @Test func overloadsOfNumberTypesWithoutIntKeepTheirValueFormsDisfavoured() throws {
    // The nearest wrong twin: `Float` after `Double` is no literal's own type over the other.
    let code = render([
      try member("func scale(_ value: Double) -> Int", title: "scale(_:)"),
      try member("func scale(_ value: Float) -> Int", title: "scale(_:)"),
      try member("func scale(_ value: Int) -> Int", title: "scale(_:)"),
    ])
    #expect(
      code.contains(
        """
            @_disfavoredOverload
            func scale(_ value: Float)
        """))
    #expect(
      !code.contains(
        """
            @_disfavoredOverload
            func scale(_ value: Int)
        """))
  }

  @Test func aCallFormsNameDoesNotChangeWhenAnotherRequirementIsAdded() throws {
    let alone = render([try member("func load(id: Int) -> String", title: "load(id:)")])
    let beside = render([
      try member("func load(id: Int) -> String", title: "load(id:)"),
      try member("func loadId() -> Int", title: "loadId()"),
      try member("func load(name: String) -> String", title: "load(name:)"),
    ])
    for code in [alone, beside] {
      #expect(code.contains("func load(id: Matcher<Int>)"))
    }
  }

  @Test func aRequirementWithoutArgumentsHasNoneAsItsRecorderIsItsCall() throws {
    // A function `startTimer()` beside the recorder `startTimer` would redeclare it.
    let code = render([try member("func startTimer()", title: "startTimer()")])
    #expect(!code.contains("func startTimer() -> "))
    #expect(!code.contains(".Call"))
  }

  @Test func aPropertyAndAMethodOfOneNameEachKeepTheirOwn() throws {
    let code = render([
      try member("var count: Int { get }", title: "count", kind: .property),
      try member("func count(_ items: [Int]) -> Int", title: "count(_:)"),
    ])
    // The property, declared first, keeps the name; the method's call form is named after it
    // all the same, which Swift tells from the property by its arguments.
    #expect(code.contains("let count = MockProperty<Int>(\"count\")"))
    #expect(code.contains("let countInt = MockFunction<[Int], Int>(\"count(_:)\")"))
    #expect(code.contains("func count(_ items: Matcher<[Int]>)"))
  }

  @Test func aCallFormIsNamedAfterItsRequirementBesideARecorderOfThatName() throws {
    // `calls.load` is the first overload's recorder; `calls.load(id: 5)` this one's call.
    let load = try member("func load(id: Int)", title: "load(id:)")
    let forms = CallForms.functions(
      for: load, recorder: ("loadById", "MockFunction<Int, Void>"),
      invocation: Invocation(
        parameters: load.declaration.parameters, isAsync: false,
        throwing: load.declaration.throwing, result: nil, existingGenericNames: [],
        rewriteType: { $0 }),
      equatability: { _ in .anywhere }, recorders: ["loadById", "load"])
    #expect(
      forms.map(\.signature).first == "load(id: Matcher<Int>) -> MockFunction<Int, Void>.Call")
  }

  @Test func twoRequirementsOfOneSignatureDeclareOneCallForm() throws {
    let ping = try member("func ping(host: String)", title: "ping(host:)")
    let forms = CallForms.functions(
      for: ping, recorder: ("ping", "MockFunction<String, Void>"),
      invocation: Invocation(
        parameters: ping.declaration.parameters, isAsync: false,
        throwing: ping.declaration.throwing, result: nil, existingGenericNames: [],
        rewriteType: { $0 }),
      equatability: { _ in .anywhere })
    var declared: Set<String> = []
    let first = CallForms.undeclared(forms, besides: &declared)
    let second = CallForms.undeclared(forms, besides: &declared)
    // The matcher form, and the value form with its attribute.
    let lines = SourcePrinter.print(first.flatMap(\.nodes)).lines
    #expect(lines.filter { $0.hasPrefix("func ping(") }.count == 2)
    #expect(lines.contains("@_disfavoredOverload"))
    #expect(first.map(\.part) == [.matcherCallForm, .valueCallForm])
    #expect(second.isEmpty)
  }

  @Test func operatorsAndInitializersWithoutLabelsGetNone() throws {
    let code = render([
      try member(
        "static func == (lhs: Self, rhs: Self) -> Bool", title: "==(_:_:)", kind: .operator)
    ])
    #expect(!code.contains("func ==(lhs: Matcher"))
  }

  @Test func anUnlabelledArgumentBesideALabelledOneKeepsItsPlace() throws {
    let code = render([
      try member("func refund(_ receipt: Receipt, amount: Int)", title: "refund(_:amount:)")
    ])
    #expect(code.contains("func refund(_ receipt: Matcher<Receipt>, amount: Matcher<Int>)"))
    // Receipt is not known to be Equatable, so there is no function taking values.
    #expect(!code.contains("\n    func refund(_ receipt: Receipt, amount: Int)"))
  }

  @Test func aTypeTheGraphsSayIsEquatableGetsTheValueFunction() throws {
    let requirement = try member(
      "func refund(_ receipt: Receipt, amount: Int)", title: "refund(_:amount:)")
    #expect(
      render([requirement], typeEquatability: ["Receipt": .anywhere]).contains(
        "\n    func refund(_ receipt: Receipt, amount: Int)"))
    // A type of the module that shadows a standard one is what the graph says it is.
    let shadowing = try member("func at(date: Date)", title: "at(date:)")
    #expect(render([shadowing]).contains("\n    func at(date: Date)"))
    #expect(
      !render([shadowing], typeEquatability: ["Date": .none]).contains("\n    func at(date: Date)"))
  }

  @Test func aParameterNamedLikeTheRecorderDoesNotHideIt() throws {
    let code = render([try member("func charge(charge: Int)", title: "charge(charge:)")])
    #expect(code.contains("{ self.charge.matching(charge).among(self) }"))
  }

  @Test func keywordLabelsAndNamesAreWrittenAsSwiftNeeds() throws {
    let code = render([try member("func schedule(in: Int)", title: "schedule(in:)")])
    #expect(code.contains("func schedule(in: Matcher<Int>)"))
    #expect(code.contains("{ schedule.matching(`in`).among(self) }"))
  }

  @Test func onlyTheArgumentsTheRecorderKeepsAreMatched() throws {
    let code = render([
      try member("func visit(in range: Range<Int>, _ body: (Int) -> Void)", title: "visit(in:_:)"),
      try member(
        "func log(level: Int, _ message: @autoclosure () -> String)", title: "log(level:_:)"),
      try member("func normalize(text: inout String)", title: "normalize(text:)"),
    ])
    #expect(code.contains("func visit(in range: Matcher<Range<Int>>)"))
    #expect(code.contains("func log(level: Matcher<Int>, _ message: Matcher<String>)"))
    #expect(code.contains("func normalize(text: Matcher<String>)"))
    #expect(code.contains("\n    func normalize(text: String)"))
  }

  @Test func propertiesGetNone() throws {
    let code = render([try member("var count: Int { get }", title: "count", kind: .property)])
    #expect(!code.contains(".Call"))
  }

  @Test func aGenericRequirementsFormTakesItsMetatypeAsItIsAndMatchesAnyOfIt() throws {
    let code = render([
      try member(
        "func value<T: Decodable>(forKey key: String, as type: T.Type) -> T?",
        title: "value(forKey:as:)")
    ])
    #expect(
      code.contains(
        """
            func value<T: Decodable>(forKey key: Matcher<String>, as type: T.Type)
              -> MockFunction<String, T.Type, T?>.Call {
              value.specialized(MockFunction<String, T.Type, T?>.self)
                .matching(key, sameType(type)).among(self)
            }
            @_disfavoredOverload
            func value<T: Decodable>(forKey key: String, as type: T.Type)
              -> MockFunction<String, T.Type, T?>.Call {
              value.specialized(MockFunction<String, T.Type, T?>.self)
                .matching(equalTo(key), sameType(type)).among(self)
            }
        """))
  }

  @Test func aGenericRequirementTakingOnlyItsMetatypeHasOneForm() throws {
    // A form taking values would declare the same function again.
    let code = render([
      try member("func make<T: Decodable>(_ type: T.Type) -> T", title: "make(_:)")
    ])
    #expect(code.contains("func make<T: Decodable>(_ type: T.Type)"))
    #expect(!code.contains("@_disfavoredOverload"))
  }

  @Test func aGenericArgumentIsMatchedAndNotComparedUnlessItsTypeIsKnownEquatable() throws {
    let code = render([
      try member("func save<Item: Codable>(_ item: Item, id: Int)", title: "save(_:id:)")
    ])
    #expect(code.contains("func save<Item: Codable>(_ item: Matcher<Item>, id: Matcher<Int>)"))
    #expect(!code.contains("@_disfavoredOverload"))
    // A generic recorder has no arguments of its own to read back.
    #expect(!code.contains("saveArguments"))
  }

  @Test func aGenericMethodWithoutArgumentsTakesTheTypeItReturns() throws {
    // Its recorder must be specialized, so it is no call; a test leaves the type to the value
    // it stubs, or names it.
    let code = render([
      try member("func make<T>() -> T", title: "make()"),
      try member("func pair<A, B: Sendable>() async throws -> (A, B)", title: "pair()"),
      try member("func handler<T>() -> (T) -> Void", title: "handler()"),
    ])
    #expect(
      code.contains(
        """
            func make<T>(returning type: T.Type = T.self)
              -> MockFunction<T>.Call {
              make.specialized(MockFunction<T>.self).matching().among(self)
            }
        """))
    #expect(
      code.contains(
        "func pair<A, B: Sendable>(returning type: (A, B).Type = (A, B).self)\n"
          + "      -> MockAsyncThrowingFunction<(A, B)>.Call {"))
    #expect(
      code.contains("func handler<T>(returning type: ((T) -> Void).Type = ((T) -> Void).self)"))
    // A type that is not in the result could not be told: no form.
    let unknown = render([try member("func reset<T>() -> Int", title: "reset()")])
    #expect(!unknown.contains("returning type"))
  }

  @Test func aParameterPackGetsNone() throws {
    let code = render([
      try member("func count<each E>(_ elements: repeat each E) -> Int", title: "count(_:)")
    ])
    #expect(!code.contains(".Call"))
  }

  @Test func selfInAConstraintIsTheMocksNameAsInItsWitness() throws {
    // In `Calls`, `Self` would be `Calls`.
    let code = render([
      try member("func merge<T: Equatable>(_ other: T) where T == Self", title: "merge(_:)")
    ])
    #expect(code.contains("-> MockFunction<T, Void>.Call where T == GatewayMock {"))
  }

  @Test func aDeprecatedRequirementsFunctionsAreDeprecatedToo() throws {
    var requirement = try member("func old(id: Int)", title: "old(id:)")
    requirement.availability = ["@available(*, deprecated)"]
    let code = render([requirement])
    #expect(
      code.contains(
        """
            @available(*, deprecated)
            func old(id: Matcher<Int>) -> MockFunction<Int, Void>.Call { old.matching(id).among(self) }
            @available(*, deprecated)
            @_disfavoredOverload
            func old(id: Int) -> MockFunction<Int, Void>.Call { old.matching(id).among(self) }
        """))
  }

  @Test func valuesOfTheMainActorAreComparedThereWithEqualTo() throws {
    let code = render(
      [try member("func save(_ trip: Trip, nights: Int)", title: "save(_:nights:)")],
      typeEquatability: ["Trip": .onMainActor])
    #expect(
      code.contains(
        """
            @MainActor
            @_disfavoredOverload
            func save(_ trip: Trip, nights: Int)
              -> MockFunction<Trip, Int, Void>.Call
            { save.matching(equalTo(trip), equalTo(nights)).among(self) }
        """))
    // Where one argument's type is not certainly Equatable, none.
    let mixed = render(
      [try member("func save(_ trip: Trip, note: Note)", title: "save(_:note:)")],
      typeEquatability: ["Trip": .onMainActor])
    #expect(!mixed.contains("@_disfavoredOverload"))
  }

  @Test func equatabilityOfATypeIsWhereAllItIsMadeOfCompare() {
    let types = EquatableTypes(
      graph: ["Trip": .onMainActor, "Note": .none], genericParameters: [:], whereClause: [])
    #expect(types.equatability(of: "[Trip]") == .onMainActor)
    #expect(types.equatability(of: "[String: Trip]?") == .onMainActor)
    #expect(types.equatability(of: "[Int]") == .anywhere)
    #expect(types.equatability(of: "[Trip: Note]") == .none)
    #expect(types.equatability(of: "(Trip, Int)") == .none)
  }

  @Test func aGenericParameterIsMatchedByValueOnlyWhenEquatableAndSendable() {
    func types(_ constraints: [String]) -> EquatableTypes {
      EquatableTypes(graph: [:], genericParameters: ["Key": constraints], whereClause: [])
    }
    #expect(types(["Hashable & Sendable"]).equatability(of: "Key") == .anywhere)
    #expect(types(["Hashable"]).equatability(of: "Key") == .none)
    #expect(types(["Sendable"]).equatability(of: "Key") == .none)
    let clause = EquatableTypes(
      graph: [:], genericParameters: ["Key": []], whereClause: ["Key: Equatable", "Key: Sendable"])
    #expect(clause.equatability(of: "[Key]") == .anywhere)
  }
}

/// Which types are certainly Equatable, from their text.
@Suite struct TypeEquatabilityTests {
  func isEquatable(_ type: String, known: Set<String> = []) -> Bool {
    TypeText.isEquatable(type) {
      known.contains($0) || TypeText.standardEquatableNames.contains($0)
    }
  }

  @Test func standardTypesAndTheirContainersAre() {
    for type in [
      "Int", "String?", "[String]", "[String: [Int]]", "Set<UUID>", "Swift.Int",
      "Optional<Date>", "Result<Int, Never>", "ClosedRange<Int>", "String!", "(Int)",
      "Dictionary<String, Double>", "Unicode.Scalar",
    ] {
      #expect(isEquatable(type), "\(type)")
    }
  }

  @Test func whatCannotBeComparedIsNot() {
    for type in [
      "(Int, String)", "()", "Void", "() -> Void", "@Sendable (Int) -> Void", "any Error",
      "some Hashable", "Int.Type", "[Receipt]", "Receipt?", "Box<Int>", "Self", "Int...",
      "(Int) -> Int?", "Sequence & Sendable", "[Int: Receipt]", "Swift.Int.Type",
    ] {
      #expect(!isEquatable(type), "\(type)")
    }
  }

  @Test func namesTheGraphsVouchForAre() {
    #expect(isEquatable("[Outer.Inner?]", known: ["Outer.Inner"]))
    #expect(!isEquatable("[Outer.Inner?]", known: ["Inner"]))
  }

  @Test func graphsTellEveryNameOfATypeAndWhetherAllTypesOfANameAre() {
    let graph = SymbolGraph(
      module: .init(name: "Shop"),
      symbols: [
        symbol("s:4Shop7ReceiptV", kind: "swift.struct", path: ["Receipt"]),
        symbol("s:4Shop5OuterV5LevelO", kind: "swift.enum", path: ["Outer", "Level"]),
        symbol("s:4Shop5OtherV5LevelV", kind: "swift.struct", path: ["Other", "Level"]),
      ],
      relationships: [
        .init(kind: .conformsTo, source: "s:4Shop7ReceiptV", target: "s:SQ", targetFallback: nil),
        .init(
          kind: .conformsTo, source: "s:4Shop5OuterV5LevelO", target: "s:SQ", targetFallback: nil),
      ])
    let known = GraphIndex(graph).equatability(
      ofNamesIn: ["Receipt", "[Outer.Level]", "Level", "Shop.Receipt", "Other.Level"])
    #expect(
      known == [
        "Receipt": .anywhere, "Shop.Receipt": .anywhere, "Outer.Level": .anywhere,
        "Level": .none, "Other.Level": .none,
      ])
  }

  @Test func anIdentifiableTypesIDIsItsPropertysType() {
    // `Trip.ID`, which no declaration of Trip names: the type of its `id`.
    var id = symbol("s:4Shop4TripV2idSSvp", kind: "swift.property", path: ["Trip", "id"])
    id.declarationFragments = [.init(kind: "text", spelling: "let id: UUID")]
    var key = symbol("s:4Shop3KeyV2idAA4BoxVvp", kind: "swift.property", path: ["Key", "id"])
    key.declarationFragments = [.init(kind: "text", spelling: "let id: Box")]
    let graph = SymbolGraph(
      module: .init(name: "Shop"),
      symbols: [
        symbol("s:4Shop4TripV", kind: "swift.struct", path: ["Trip"]), id,
        symbol("s:4Shop3KeyV", kind: "swift.struct", path: ["Key"]), key,
        symbol("s:4Shop3BoxV", kind: "swift.struct", path: ["Box"]),
      ],
      relationships: [
        .init(
          kind: .conformsTo, source: "s:4Shop4TripV", target: "s:s12IdentifiableP",
          targetFallback: nil),
        .init(
          kind: .memberOf, source: "s:4Shop4TripV2idSSvp", target: "s:4Shop4TripV",
          targetFallback: nil),
        .init(
          kind: .conformsTo, source: "s:4Shop3KeyV", target: "s:s12IdentifiableP",
          targetFallback: nil),
        .init(
          kind: .memberOf, source: "s:4Shop3KeyV2idAA4BoxVvp", target: "s:4Shop3KeyV",
          targetFallback: nil),
      ])
    let known = GraphIndex(graph).equatability(ofNamesIn: ["Trip.ID", "Key.ID"])
    // A Box is not Equatable, so neither is Key's ID.
    #expect(known["Trip.ID"] == .anywhere)
    #expect(known["Key.ID"] == Equatability.none)
  }

  @Test func aTypeAliasIsEquatableWhenWhatItNamesCertainlyIs() {
    func alias(_ name: String, _ declaration: String) -> SymbolGraph.Symbol {
      var symbol = symbol("s:4Shop\(name)a", kind: "swift.typealias", path: [name])
      symbol.declarationFragments = [.init(kind: "text", spelling: declaration)]
      return symbol
    }
    let graph = SymbolGraph(
      module: .init(name: "Shop"),
      symbols: [
        symbol("s:4Shop5LevelO", kind: "swift.enum", path: ["Level"]),
        symbol("s:4Shop3BoxV", kind: "swift.struct", path: ["Box"]),
        alias("ID", "typealias ID = String"),
        alias("Levels", "typealias Levels = [String : Level]"),
        alias("Boxes", "typealias Boxes = [Box]"),
        alias("Handler", "typealias Handler = (Int) -> Void"),
        alias("Pair", "typealias Pair<T> = (T, T)"),
      ],
      relationships: [
        .init(kind: .conformsTo, source: "s:4Shop5LevelO", target: "s:SQ", targetFallback: nil)
      ])
    let known = GraphIndex(graph).equatability(
      ofNamesIn: ["ID", "Levels", "Boxes", "Handler", "Pair"])
    #expect(
      known == [
        "ID": .anywhere, "Levels": .anywhere, "Boxes": .none, "Handler": .none, "Pair": .none,
      ])
  }
}

/// A symbol of a graph, as the compiler writes one for a type.
private func symbol(_ usr: String, kind: String, path: [String]) -> SymbolGraph.Symbol {
  SymbolGraph.Symbol(
    kind: .init(identifier: SymbolKind(rawValue: kind)), identifier: .init(precise: usr),
    pathComponents: path,
    names: .init(title: path.last ?? ""), declarationFragments: [], accessLevel: .public,
    location: nil, availability: nil, swiftExtension: nil)
}
