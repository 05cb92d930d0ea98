/// A generated mock or spy: its declaration, and what the user must know about it.
struct RenderedDouble: Equatable, Sendable {
  /// The mock's or spy's type name: `EffectsMock`, `ThermostatSpy`.
  var typeName: String
  /// What it doubles, as the user named it: `the protocol Effects`, `the class Thermostat`.
  var subject: String
  /// The declaration, without header or imports.
  var code: String
  /// What the generator could not write, or wrote with a limit, member by member.
  var notes: [GenerationNote]
  /// Whether the file must `@testable import` the module, to see internal declarations.
  var needsTestableImport: Bool
  /// The source files whose imports the generated file repeats, so that the types the
  /// declarations mention are in scope.
  var sourceFiles: [String]
}

/// Something the generated file says about one member, also printed by the command.
struct GenerationNote: Equatable, Sendable {
  /// The member, as Swift writes its name: `transform(_:using:)`.
  var member: String
  /// What was not generated or is limited, and why.
  var text: String
  /// Whether the user must write code for the file to compile: a witness the generator left
  /// out.
  var needsCode: Bool
}

/// What a mock or spy looks like from inside, for writing its members.
struct TypeContext {
  /// The type as `Self` means it in the mock: `StoreMock<Element, Key>`.
  var selfType: String
  /// The names of the protocol's associated types, which are the mock's generic parameters.
  var associatedTypes: Set<String>
  /// The global actor of the mock, which its members need not repeat.
  var isolation: String?

  /// A type as the mock writes it.
  func rewrite(_ type: String) -> String {
    TypeText.replacingSelf(in: type, associatedTypes: associatedTypes, with: selfType)
  }
}
