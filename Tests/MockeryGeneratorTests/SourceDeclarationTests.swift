import Testing

@testable import MockeryGenerator

/// What the generator reads of a type's source that its graph leaves out: its superclass's
/// generic arguments, whether it declares initializers, its members' names.
@Suite struct SourceDeclarationTests {
  /// The declaration whose name is the first `Name` in `source`.
  func declaration(_ name: String, in source: String) throws -> SourceTypeDeclaration {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    let line = try #require(
      lines.firstIndex { $0.contains("class \(name)") || $0.contains("protocol \(name)") })
    let column = try #require(lines[line].range(of: name)).lowerBound.utf16Offset(in: lines[line])
    return try #require(SourceTypeDeclaration(in: source, line: line + 1, column: column + 1))
  }

  @Test func theInheritedTypesAsWritten() throws {
    let source = """
      class Cache<Key: Hashable>: Store<[Key: Box<Int>]>, Codable where Key: Sendable {
        init() {}
      }
      """
    #expect(
      try declaration("Cache", in: source).inheritance == ["Store<[Key: Box<Int>]>", "Codable"])
    #expect(try declaration("Plain", in: "class Plain {}").inheritance == [])
  }

  @Test func commentsAndStringsDoNotCount() throws {
    let source = #"""
      // class Decoy: Wrong<Int> { init() {} }
      class Real /* : Fake */ : Base<String> {
        let text = "init() { } }"
        let raw = #"{ init() "#
        let block = """
          } init(x: Int) {
          """
        /* init() { /* nested */ } */
        func run() {}
      }
      """#
    let real = try declaration("Real", in: source)
    #expect(real.inheritance == ["Base<String>"])
    #expect(!real.declaresDesignatedInitializer)
    #expect(real.memberNames == ["text", "raw", "block", "run"])
  }

  @Test func designatedInitializersOfAnyAccessButNotConvenienceOnes() throws {
    let privateInit = try declaration("Hidden", in: "class Hidden {\n  private init() {}\n}")
    #expect(privateInit.declaresDesignatedInitializer)
    let convenience = try declaration(
      "Handy",
      in:
        "class Handy: Base {\n  @available(*, deprecated) convenience init() { self.init(x: 1) }\n}"
    )
    #expect(!convenience.declaresDesignatedInitializer)
    let failable = try declaration("Maybe", in: "class Maybe {\n  init?(text: String) { nil }\n}")
    #expect(failable.declaresDesignatedInitializer)
    // `super.init` in a body, and a property initialized with `.init`, declare nothing.
    let calls = try declaration(
      "Calls", in: "class Calls: Base {\n  var box = Box.init()\n  func make() { super.init() }\n}")
    #expect(!calls.declaresDesignatedInitializer)
  }

  @Test func membersOfAProtocolByName() throws {
    let wrapping = try declaration(
      "Wrapping",
      in: """
        protocol Wrapping {
          associatedtype Value
          var _value: Value { get }
          init(_value: Value)
          subscript(index: Int) -> Value { get }
          static func `default`() -> Self
        }
        """)
    #expect(wrapping.memberNames == ["Value", "_value", "init", "subscript", "default"])
  }

  /// Where the graph's line and column (from zero) fall in a file, found without reading it again.
  @Test func aLineAndColumnAreFoundByTheLinesStarts() {
    // Comments and string contents are blanked, but every byte keeps its offset.
    let file = SkeletonFile(text: "// é\nprotocol P {}\n\nlet s = \"{\"")
    #expect(file.bytes.count == 32)
    #expect(file.offset(line: 0, column: 0) == 0)
    // Line 1 starts after the 5 bytes of `// é` and its line break.
    #expect(file.offset(line: 1, column: 9) == 15)
    #expect(file.bytes[15] == UInt8(ascii: "P"))
    // An empty line, and the last line, which has no line break.
    #expect(file.offset(line: 2, column: 0) == 20)
    #expect(file.offset(line: 3, column: 0) == 21)
    // The brace in the string literal is blanked, at its place.
    #expect(file.bytes[30] == UInt8(ascii: " ") && file.bytes[31] == UInt8(ascii: "\""))
    // A column past the file's end stops there; a line the file does not have is nil.
    #expect(file.offset(line: 3, column: 100) == 32)
    #expect(file.offset(line: 4, column: 0) == nil)
    #expect(file.offset(line: -1, column: 0) == nil)
    // A file that could not be read is empty, and has only its first line.
    #expect(SkeletonFile(text: "").offset(line: 0, column: 3) == 0)
  }
}

/// Type text taken apart and rewritten.
@Suite struct TypeSubstitutionTests {
  @Test func genericParametersAreReplacedByTheirArguments() {
    #expect(TypeText.substituting(["T": "Box<U>"], in: "[T]") == "[Box<U>]")
    #expect(TypeText.substituting(["T": "Int"], in: "(T) -> T.Element") == "(Int) -> Int.Element")
    // A member of another type named like the parameter stays.
    #expect(
      TypeText.substituting(["Element": "Int"], in: "Array<Element>.Element")
        == "Array<Int>.Element")
    // Composite arguments keep together where something follows them.
    #expect(TypeText.substituting(["T": "any P"], in: "T?") == "(any P)?")
    #expect(TypeText.substituting(["T": "any P"], in: "[T]") == "[any P]")
    // `Tea` is not `T`.
    #expect(TypeText.substituting(["T": "Int"], in: "Tea<T>") == "Tea<Int>")
  }

  @Test func aNamedTypesComponentsAndArguments() throws {
    let components = try #require(TypeText.components(of: "Kit.Outer<Int, [String]>.Inner"))
    #expect(components.map(\.name) == ["Kit", "Outer", "Inner"])
    #expect(components.map(\.arguments) == [[], ["Int", "[String]"], []])
    #expect(TypeText.components(of: "(Int) -> Void") == nil)
  }

  @Test func aMembersOwnGenericParametersShadowTheClasss() throws {
    let member = try member("func map<T>(_ value: T) -> [T]", title: "map(_:)")
    let substituted = ModelBuilder.substituting(["T": "Int"], in: member)
    #expect(substituted.declaration.parameters.map(\.type) == ["T"])
    let other = ModelBuilder.substituting(
      ["T": "Int"],
      in: try MockeryGeneratorTests.member("func put(_ value: T) throws(T)", title: "put(_:)"))
    #expect(other.declaration.parameters.map(\.type) == ["Int"])
    #expect(other.declaration.throwing == .typed("Int"))
  }
}
