import Testing

@testable import MockeryGenerator

/// The parser reads declarations as the compiler prints them in symbol graphs.
@Suite struct DeclarationParserTests {
  @Test func aFunctionWithEveryEffect() throws {
    let declaration = try Declaration(
      parsing: "func fetchTyped(_ id: Int) async throws(ParseError) -> Forecast")
    #expect(declaration.keyword == .function)
    #expect(declaration.name == "fetchTyped")
    #expect(
      declaration.parameters == [.init(firstName: "_", secondName: "id", type: "Int")])
    #expect(declaration.isAsync)
    #expect(declaration.throwing == .typed("ParseError"))
    #expect(declaration.type == "Forecast")
  }

  @Test func theArrowOfAClosureTypeClosesNoBracket() throws {
    let declaration = try Declaration(
      parsing: "func fetch(_ zip: String, completion: @escaping @Sendable "
        + "(Result<Forecast, any Error>) -> Void)")
    #expect(declaration.parameters.count == 2)
    #expect(declaration.parameters[1].firstName == "completion")
    #expect(declaration.parameters[1].secondName == nil)
    #expect(declaration.parameters[1].attributes == ["@escaping"])
    #expect(declaration.parameters[1].type == "@Sendable (Result<Forecast, any Error>) -> Void")
    #expect(declaration.type == nil, "a closure parameter's result is not the function's")
  }

  @Test func resultBuildersBeforeTheNamesAreKeptApartFromThem() throws {
    // As Graphiti's PartialSchema prints its initializer.
    let declaration = try Declaration(
      parsing: "init(@PartialSchema<Resolver, Context>.TypeDefinitions types: () -> "
        + "PartialSchema<Resolver, Context>.Types = { [] }, @StepsBuilder _ steps: () -> "
        + "[String], plain: Int)")
    #expect(
      declaration.parameters == [
        .init(
          firstName: "types", type: "() -> PartialSchema<Resolver, Context>.Types",
          nameAttributes: ["@PartialSchema<Resolver, Context>.TypeDefinitions"],
          defaultValue: "{ [] }"),
        .init(
          firstName: "_", secondName: "steps", type: "() -> [String]",
          nameAttributes: ["@StepsBuilder"]),
        .init(firstName: "plain", type: "Int"),
      ])
  }

  @Test func aResultThatIsAFunctionType() throws {
    let declaration = try Declaration(parsing: "func make() throws -> (Int) -> String")
    #expect(declaration.throwing == .any)
    #expect(declaration.type == "(Int) -> String")
  }

  @Test func defaultValuesKeepCommasInsideStringsAndBrackets() throws {
    let declaration = try Declaration(
      parsing: #"init(name: String = "a, b", size: (Int, Int) = (1, 2), tags: [String] = [])"#)
    #expect(declaration.parameters.map(\.defaultValue) == [#""a, b""#, "(1, 2)", "[]"])
    #expect(declaration.parameters.map(\.type) == ["String", "(Int, Int)", "[String]"])
  }

  @Test func specifiersAreKeptApartFromTheType() throws {
    let declaration = try Declaration(
      parsing: "func f(_ a: inout Int, b: borrowing Data, c: sending NSObject, "
        + "on actor: isolated any Actor, _ d: String...) -> sending NSObject")
    #expect(
      declaration.parameters.map(\.specifiers) == [
        ["inout"], ["borrowing"], ["sending"], ["isolated"], [],
      ])
    #expect(
      declaration.parameters.map(\.type) == ["Int", "Data", "NSObject", "any Actor", "String"])
    #expect(declaration.parameters.map(\.isVariadic) == [false, false, false, false, true])
    #expect(declaration.parameters[3].firstName == "on")
    #expect(declaration.parameters[3].internalName == "actor")
    #expect(declaration.resultIsSending)
    #expect(declaration.type == "NSObject")
  }

  @Test func genericParametersPacksAndWhereClauses() throws {
    let decode = try Declaration(
      parsing: "func store<Key, Value>(_ value: Value, for key: Key) where Key : Hashable, "
        + "Value : Decodable")
    #expect(decode.genericParameters.map(\.name) == ["Key", "Value"])
    #expect(decode.whereClause == ["Key: Hashable", "Value: Decodable"])

    let count = try Declaration(
      parsing: "func count<each Element>(_ elements: repeat each Element) -> Int")
    #expect(count.genericParameters == [.init(name: "Element", isPack: true)])
    #expect(count.parameters[0].type == "repeat each Element")
  }

  @Test func propertiesWithAndWithoutAccessors() throws {
    let temperature = try Declaration(parsing: "var temperature: Double { get async throws }")
    #expect(temperature.accessors == .init(getterIsAsync: true, getterThrowing: .any))
    let count = try Declaration(parsing: "var count: Int { get set }")
    #expect(count.accessors == .init(isSettable: true))
    let readOnly = try Declaration(parsing: "var name: String { get }")
    #expect(readOnly.accessors == .init())
    let stored = try Declaration(parsing: "var days: [String]")
    #expect(stored.accessors == nil)
    #expect(stored.type == "[String]")
    let constant = try Declaration(parsing: "let room: String")
    #expect(constant.keyword == .constant)
  }

  @Test func subscriptsAndAssociatedTypes() throws {
    let typed = try Declaration(parsing: "subscript<T>(typed key: String) -> T? { get }")
    #expect(typed.keyword == .subscript)
    #expect(typed.genericParameters.map(\.name) == ["T"])
    #expect(typed.parameters == [.init(firstName: "typed", secondName: "key", type: "String")])
    #expect(typed.type == "T?")
    #expect(typed.accessors == .init())

    let key = try Declaration(parsing: "associatedtype Key : Hashable = String")
    #expect(key.name == "Key")
    #expect(key.inheritance == ["Hashable"])
    #expect(key.defaultType == "String")
  }

  @Test func attributesAndModifiers() throws {
    let isolated = try Declaration(parsing: "@MainActor func didUpdate(_ forecast: Forecast)")
    #expect(isolated.attributes == ["@MainActor"])
    #expect(isolated.globalActor == "@MainActor")

    let backDeployed = try Declaration(
      parsing: "@backDeployed(before: macOS 14.0, iOS 17.0)\nnonisolated func check()")
    #expect(backDeployed.attributes == ["@backDeployed(before: macOS 14.0, iOS 17.0)"])
    #expect(backDeployed.globalActor == nil, "not every attribute isolates")
    #expect(backDeployed.modifiers == ["nonisolated"])
  }

  @Test func classIsAModifierOnlyBeforeAnotherKeyword() throws {
    let aClass = try Declaration(parsing: "final class Thermostat")
    #expect(aClass.keyword == .class)
    #expect(aClass.name == "Thermostat")
    #expect(aClass.has("final"))
    let classMethod = try Declaration(parsing: "class func make() -> Self")
    #expect(classMethod.keyword == .function)
    #expect(classMethod.has("class"))
  }

  @Test func operatorsAreNamedByTheirSymbols() throws {
    let notEqual = try Declaration(parsing: "static func != (lhs: Self, rhs: Self) -> Bool")
    #expect(notEqual.name == "!=")
    #expect(notEqual.has("static"))
    #expect(notEqual.parameters.count == 2)
  }

  @Test func whatCannotBeReadSaysWhy() {
    #expect(throws: DeclarationSyntaxError.self) {
      try Declaration(parsing: "typealias Zip = String")
    }
    let untyped = #expect(throws: DeclarationSyntaxError.self) {
      try Declaration(parsing: "func f(value)")
    }
    #expect(
      untyped?.description
        == "cannot read the declaration `func f(value)`: a parameter without a type: `value`")
    let unclosed = #expect(throws: DeclarationSyntaxError.self) {
      try Declaration(parsing: "func f(_ value: Int")
    }
    #expect(unclosed?.reason == "expected `)` at `the end`")
  }
}
