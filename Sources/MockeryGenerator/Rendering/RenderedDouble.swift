/// A generated mock or spy: its declaration, and what the user must know about it.
struct RenderedDouble: Equatable, Sendable {
  /// The mock's or spy's type name: `EffectsMock`, `ThermostatSpy`.
  var typeName: String
  /// What it doubles, as the user named it: `the protocol Effects`, `the class Thermostat`.
  var subject: String
  /// The declaration, without header or imports, as the renderer built it.
  var source: [SourceNode]
  /// What the generator could not write, or wrote with a limit, member by member.
  var notes: [GenerationNote]
  /// Whether the file must `@testable import` the module, to see internal declarations.
  var needsTestableImport: Bool
  /// The source files whose imports the generated file repeats, so that the types the
  /// declarations mention are in scope.
  var sourceFiles: [String]
  /// Other modules the file imports: those of the protocols the mocked one refines, and of the
  /// types its stand-ins make.
  var modules: [String] = []
  /// The SPI groups the file imports each module with: `@_spi(Internal) import Audit`.
  var spiImports: [String: [String]] = [:]

  /// The double with each of Mockery's type names in `names` written with its module, where it
  /// is not already after a `.`: the module it doubles declares types of those names, which
  /// would hide Mockery's.
  func qualifying(_ names: Set<String>) -> RenderedDouble {
    guard !names.isEmpty else { return self }
    var qualified = self
    qualified.source = source.map {
      $0.mappingCode { code in
        TypeText.rewrite(code) { tokens, index in
          guard tokens[index].kind == .word, names.contains(String(tokens[index].text)),
            index == 0 || !tokens[index - 1].is(".")
          else { return nil }
          return ("Mockery." + tokens[index].text, 1)
        }
      }
    }
    return qualified
  }

  /// The declaration as text.
  var code: String { SourcePrinter.print(source).text }
  /// The lines of `code` each member's parts wrote, by which an error of the compiler is traced
  /// back to the member to write more simply.
  var regions: [CodeRegion] { SourcePrinter.print(source).regions }
}

/// Something the generated file says about one member, also printed by the command.
struct GenerationNote: Equatable, Sendable {
  /// The member, as Swift writes its name: `transform(_:using:)`.
  var member: String
  /// What was not generated or is limited, and why.
  var text: String
  /// Whether the user must write code for the file to compile: a witness left out with
  /// `--skip`.
  var needsCode: Bool
  /// Where it says the member was written more simply because the compiler rejected what was
  /// written before, the member's key (see ``Degradation/key(recorder:isStatic:)``), by which
  /// its lines are found: a generator bug the command asks the user to report, and the build
  /// warns of.
  var degradedMember: String? = nil
  /// Whether `member` names several members, `Base's members`, of which a sentence says *are*.
  var namesSeveral = false

  /// Whether it says the member was written more simply because the compiler rejected it.
  var fromCompiler: Bool { degradedMember != nil }
}

/// What a mock or spy looks like from inside, for writing its members.
struct TypeContext {
  /// The type as `Self` means it in the mock: `StoreMock<Element, Key>`.
  var selfType: String
  /// The names of the protocol's associated types, which are the mock's generic parameters.
  var associatedTypes: Set<String>
  /// The global actor of the mock, which its members need not repeat.
  var isolation: String?
  /// The protocol's type aliases, by name, which the mock writes out.
  var typeAliasDefinitions: [String: TypeText.GenericAlias] = [:]

  /// A type as the mock writes it: `Self` and associated types as the mock names them, and
  /// `async` closures' isolation said (see ``TypeText/concurrentAsyncFunctions(in:)``).
  func rewrite(_ type: String) -> String {
    TypeText.concurrentAsyncFunctions(
      in: TypeText.replacingSelf(
        in: type, associatedTypes: associatedTypes, typeAliases: typeAliasDefinitions,
        with: selfType))
  }
}

/// Names for the property that holds a double's recorders, which no member may take.
enum RecorderContainer {
  /// `preferred`, such as `calls`, unless a member of the protocol or class already has that
  /// name, when it is `mockCalls` (then `mockCalls2`, and so on).
  static func name(_ preferred: String, avoiding members: [Member]) -> String {
    name(preferred, avoiding: Set(members.map(\.baseName)))
  }

  /// `preferred`, unless `taken` holds it: then `mockPreferred`, `mockPreferred2`, and so on.
  static func name(_ preferred: String, avoiding taken: Set<String>) -> String {
    guard taken.contains(preferred) else { return preferred }
    let fallback = "mock" + preferred.capitalizedFirst
    var name = fallback
    var number = 2
    while taken.contains(name) {
      name = fallback + String(number)
      number += 1
    }
    return name
  }

  /// `container` as a witness of `member` reaches it: through `self.` or `Self.` when one of
  /// the member's parameters has the container's name and would hide it.
  static func reach(_ container: String, from member: Member) -> String {
    let root = container.split(separator: ".").first.map(String.init) ?? container
    let hidden = member.declaration.parameters.enumerated().contains { position, parameter in
      Invocation.internalName(of: parameter, at: position) == root
    }
    guard hidden else { return container }
    return (member.isStatic ? "Self." : "self.") + container
  }
}
