/// Which specialization of a generic method a recorder of ``MockGenericFunction`` records, and
/// the other specializations of the same method, for messages.
///
/// A verification of one specialization that finds no call says which types it checked, and lists
/// the calls made as other types; an unstubbed call lists the specializations that are stubbed,
/// and says so when one differs from it only in its effects: the test named the recorder type
/// slightly wrong (`MockFunction` for `MockThrowingFunction`), and stubbed a recorder that is never
/// called.
struct Specialization: Sendable {
  /// The argument types and result, `(String, Int) -> Bool`, as the effects leave it.
  let types: String
  /// `async throws`, or empty.
  let effects: String
  /// The alias a test names the recorder with: `MockThrowingFunction<String, Int, Bool>`.
  let recorderType: String
  /// The other specializations of the method, as they are now.
  let siblings: @Sendable () -> [any InspectableRecorder]

  /// `(String, Int) async throws -> Bool`.
  var signature: String {
    guard !effects.isEmpty, let arrow = types.range(of: ") -> ") else { return types }
    return types[..<arrow.lowerBound] + ") \(effects) -> " + types[arrow.upperBound...]
  }
}

extension CallRecorder {
  /// The specialization this recorder's type stands for, within the method `siblings` lists.
  static func specialization(siblings: @escaping @Sendable () -> [any InspectableRecorder])
    -> Specialization
  {
    var arguments: [String] = []
    for type in repeat (each Arg).self { arguments.append(TypeNames.readable(type)) }
    let result = TypeNames.readableResult(Result.self)
    let isAsync = Effect.self is any AsynchronousCallEffect.Type
    let throwing = Effect.self as? any ThrowingCallEffect.Type
    let effects = [isAsync ? "async" : nil, throwing?.throwsClause].compactMap { $0 }
    let parameters = (arguments + [result]).joined(separator: ", ")
    let recorderType: String
    if let typedError = throwing?.typedFailure {
      let effect = isAsync ? "AsyncThrowing" : "Throwing"
      recorderType = "CallRecorder<\(parameters), CallEffect.\(effect)<\(typedError)>>"
    } else {
      let alias = (isAsync ? "MockAsync" : "Mock") + (throwing == nil ? "" : "Throwing")
      recorderType = "\(alias)Function<\(parameters)>"
    }
    return Specialization(
      types: "(\(arguments.joined(separator: ", "))) -> \(result)",
      effects: effects.joined(separator: " "), recorderType: recorderType, siblings: siblings)
  }
}

extension ThrowingCallEffect {
  /// The error type of typed throws, `ParseError`; nil for an untyped `throws`.
  static var typedFailure: String? {
    Failure.self == (any Error).self ? nil : TypeNames.readable(Failure.self)
  }

  /// `throws`, or `throws(ParseError)` for typed throws.
  static var throwsClause: String {
    typedFailure.map { "throws(\($0))" } ?? "throws"
  }
}
