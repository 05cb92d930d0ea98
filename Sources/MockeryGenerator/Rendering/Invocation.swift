/// How a witness hands its call to a recorder: what it records, what it passes, and what it
/// does with the answer.
///
/// This is where the patterns of "Writing a mock" are decided, parameter by parameter:
///
/// - an `inout` parameter is recorded going in, and the recorder's answer is what comes out,
///   an unstubbed call leaving it as it was (`whenUnstubbed: { $0 }`);
/// - a variadic parameter is recorded as the array it is inside the function;
/// - an escaping closure is recorded like any argument, so a test can call it;
/// - a non-escaping closure cannot be kept. One that takes a value and returns nothing is fed
///   the values the recorder answers with (`calls.forEachDay().forEach(body)`); an
///   `@autoclosure` is evaluated and its value recorded; any other is neither recorded nor
///   called, which the generated file says;
/// - a `borrowing` argument is recorded as a copy;
/// - `some P` becomes a named generic parameter, so that the recorder can name its type.
struct Invocation {
  /// The recorder's argument types.
  var recordedTypes: [String] = []
  /// The position of the parameter each recorded argument comes from.
  var recordedPositions: [Int] = []
  /// The expressions the witness passes to the recorder.
  var arguments: [String] = []
  /// The recorder's result type.
  var result = "Void"
  /// How the recorder's effect is spelled, when the recorder is a `CallRecorder`.
  var effect: Effect = .sync
  /// The `whenUnstubbed:` answer, for `inout` parameters.
  var whenUnstubbed: String?
  /// The witness's statements, given the recorder call expression.
  var body: (String) -> [String] = { [$0] }
  /// What the generated file must say about this member.
  var notes: [Limitation] = []
  /// Why no recorder can record the member, if none can.
  var omission: Limitation?
  /// The generic parameters the witness declares in place of `some P` parameters.
  var opaqueParameters: [Declaration.GenericParameter] = []
  /// Each parameter's type as the witness declares it.
  var witnessTypes: [String] = []

  /// A recorder's effect.
  enum Effect: Equatable {
    case sync
    case async
    case throwing(String?)
    case asyncThrowing(String?)

    var isAsync: Bool {
      switch self {
      case .async, .asyncThrowing: true
      case .sync, .throwing: false
      }
    }
    var isThrowing: Bool {
      switch self {
      case .throwing, .asyncThrowing: true
      case .sync, .async: false
      }
    }
  }

  /// The recorder type for this invocation: `MockAsyncThrowingFunction<Int, User>`, or a
  /// `CallRecorder` with the error type for typed throws.
  var recorderType: String {
    let types = (recordedTypes + [result]).joined(separator: ", ")
    switch effect {
    case .sync: return "MockFunction<\(types)>"
    case .async: return "MockAsyncFunction<\(types)>"
    case .throwing(nil): return "MockThrowingFunction<\(types)>"
    case .asyncThrowing(nil): return "MockAsyncThrowingFunction<\(types)>"
    case .throwing(let error?): return "CallRecorder<\(types), CallEffect.Throwing<\(error)>>"
    case .asyncThrowing(let error?):
      return "CallRecorder<\(types), CallEffect.AsyncThrowing<\(error)>>"
    }
  }

  /// `try await ` and the like, for calling the recorder.
  var callPrefix: String {
    (effect.isThrowing ? "try " : "") + (effect.isAsync ? "await " : "")
  }

  /// Analyses a function, initializer or getter: `parameters` with `labels`, its effects, and
  /// its result (nil for none).
  ///
  /// - Parameter rewriteType: Rewrites a type as the mock must write it (`Self`, associated
  ///   types).
  init(
    parameters: [Declaration.Parameter], isAsync: Bool, throwing: Declaration.Throwing,
    result declaredResult: String?, existingGenericNames: Set<String>,
    noncopyableTypes: Set<String> = [], rewriteType: (String) -> String
  ) {
    let declaredResult = declaredResult.map(rewriteType)
    var inouts: [(name: String, type: String, index: Int)] = []
    var fed: (name: String, element: String)?
    // Names a generic parameter made up for `some P` must not take: any name a type of the
    // declaration uses, so that `some Loop` does not become `<Loop: Loop>`.
    var usedGenericNames = existingGenericNames
    for parameter in parameters {
      for token in tokenize(parameter.type) where token.kind == .word {
        usedGenericNames.insert(String(token.text))
      }
    }
    if let result = declaredResult,
      let noncopyable = noncopyableTypes.first(where: {
        TypeText.mentionsValue(of: $0, in: result)
      })
    {
      omission = .noncopyableResult(type: noncopyable)
    }
    for (position, parameter) in parameters.enumerated() {
      let name = Self.reference(Self.internalName(of: parameter, at: position))
      var type = rewriteType(parameter.type)
      if omission == nil,
        let noncopyable = noncopyableTypes.first(where: { TypeText.mentionsValue(of: $0, in: type) }
        )
      {
        omission = .noncopyableParameter(name: name.trimmingBackticks, type: noncopyable)
      }
      if let constraint = TypeText.opaqueConstraint(of: type) {
        let generic = Self.genericName(for: name, avoiding: &usedGenericNames)
        opaqueParameters.append(.init(name: generic, constraint: constraint))
        type = generic
      } else if TypeText.mentions("some", in: type) {
        omission = .opaqueInsideAnotherType(name: name.trimmingBackticks)
      }
      witnessTypes.append(type)
      let isEscaping =
        parameter.attributes.contains("@escaping") || TypeText.functionType(type) == nil
      if parameter.attributes.contains("@autoclosure"), let closure = TypeText.functionType(type) {
        if closure.isThrowing || closure.isAsync {
          omission = .effectfulAutoclosure(name: name.trimmingBackticks)
          continue
        }
        recordedPositions.append(position)
        if parameter.attributes.contains("@escaping") {
          recordedTypes.append(type)
          arguments.append(name)
        } else {
          recordedTypes.append(closure.result)
          arguments.append("\(name)()")
          notes.append(.autoclosure(name: name.trimmingBackticks))
        }
        continue
      }
      if !isEscaping, let closure = TypeText.functionType(type) {
        if closure.returnsVoid, closure.parameters.count == 1, !closure.isAsync,
          !closure.isThrowing, fed == nil
        {
          fed = (name, closure.parameters[0])
        } else {
          notes.append(.nonEscapingClosure(name: name.trimmingBackticks))
        }
        continue
      }
      recordedPositions.append(position)
      if type.hasPrefix("repeat ") {
        recordedTypes.append("(\(type))")
        arguments.append("(repeat each \(name))")
        continue
      }
      let recorded = TypeText.recordable(type)
      recordedTypes.append(parameter.isVariadic ? "[\(recorded)]" : recorded)
      if parameter.specifiers.contains("inout") {
        inouts.append((name, type, recordedTypes.count - 1))
      }
      arguments.append(parameter.specifiers.contains("borrowing") ? "copy \(name)" : name)
    }

    switch throwing {
    case .none, .rethrows: effect = isAsync ? .async : .sync
    case .typed where !throwing.canThrow:
      // `throws(Never)`: recorded as a call that cannot throw, as it cannot.
      effect = isAsync ? .async : .sync
    case .any: effect = isAsync ? .asyncThrowing(nil) : .throwing(nil)
    case .typed(let declared):
      // `throws(Self.Failure)` names an associated type, which the mock's recorder writes as its
      // generic parameter, as every other type.
      let error = rewriteType(declared)
      effect = isAsync ? .asyncThrowing(error) : .throwing(error)
    }
    if throwing == .rethrows {
      notes.append(.rethrowing)
    }

    // A recorder answers an implicitly unwrapped result as the optional it is.
    let functionResult = declaredResult.map(TypeText.recordable)
    let resultIsVoid = functionResult.map(TypeText.isVoid) ?? true
    if let fed {
      guard resultIsVoid, inouts.isEmpty else {
        notes.append(.nonEscapingClosure(name: fed.name.trimmingBackticks))
        result = functionResult ?? "Void"
        return
      }
      result = "[\(fed.element)]"
      body = { call in ["\(call).forEach(\(fed.name))"] }
      notes.append(.fedClosure(name: fed.name.trimmingBackticks))
      return
    }
    guard !inouts.isEmpty else {
      result = functionResult ?? "Void"
      // A tuple has no default a recorder can find; one of standard types has one to write.
      if let answer = functionResult.flatMap(TypeText.tupleDefault) {
        whenUnstubbed =
          recordedTypes.isEmpty
          ? "{ \(answer) }"
          : "{ \(recordedTypes.map { _ in "_" }.joined(separator: ", ")) in \(answer) }"
      }
      return
    }
    let closureParameters = recordedTypes.indices.map { index in
      inouts.first { $0.index == index }?.name ?? "_"
    }
    let kept = inouts.map(\.name)
    if resultIsVoid {
      result =
        inouts.count == 1 ? inouts[0].type : "(\(inouts.map(\.type).joined(separator: ", ")))"
      let answer = kept.count == 1 ? kept[0] : "(\(kept.joined(separator: ", ")))"
      whenUnstubbed =
        recordedTypes.count == 1
        ? "{ $0 }" : "{ \(closureParameters.joined(separator: ", ")) in \(answer) }"
      body = { call in ["\(answer) = \(call)"] }
    } else {
      let resultType = functionResult ?? "Void"
      result = "(\((inouts.map(\.type) + [resultType]).joined(separator: ", ")))"
      // A local that no parameter's name hides.
      var answer = "answer"
      while parameters.indices.contains(where: {
        Self.internalName(of: parameters[$0], at: $0).trimmingBackticks == answer
      }) {
        answer += "_"
      }
      body = { [answer] call in
        ["let \(answer) = \(call)"]
          + kept.enumerated().map { "\($0.element) = \(answer).\($0.offset)" }
          + ["return \(answer).\(kept.count)"]
      }
      if let resultDefault = TypeText.defaultValue(resultType) {
        // The result's default is known: an unstubbed call leaves the `inout` values as they
        // were and returns it.
        whenUnstubbed =
          "{ \(closureParameters.joined(separator: ", ")) in "
          + "(\((kept + [resultDefault]).joined(separator: ", "))) }"
      } else {
        notes.append(.inoutBesideResult)
      }
    }
  }

  /// The invocation of a property's getter: no arguments, the getter's effects, the property's
  /// type.
  init(
    getterOf declaration: Declaration, _ accessors: Declaration.Accessors,
    rewriteType: (String) -> String
  ) {
    self.init(
      parameters: [], isAsync: accessors.getterIsAsync, throwing: accessors.getterThrowing,
      result: declaration.type, existingGenericNames: [], rewriteType: rewriteType)
  }

  /// The name a parameter has inside the witness; one is made up for a parameter declared
  /// without a name (`_: Int`).
  static func internalName(of parameter: Declaration.Parameter, at position: Int) -> String {
    let name = parameter.internalName
    return name == "_" ? "argument\(position + 1)" : name
  }

  /// A parameter's name as an expression writes it: backticked when it is a keyword, as
  /// `` `in` `` for `schedule(in:)`.
  static func reference(_ name: String) -> String { name.declarable }

  /// A method or property as an expression names it, with its argument labels where it has
  /// parameters, each escaped as it must be: `count`, `record(_:)`, `` f(`inout`:) ``.
  static func reference(to member: Member) -> String {
    let name = member.declaration.name.trimmingBackticks.referableAsMember
    guard !member.declaration.parameters.isEmpty else { return name }
    let labels = member.labels.map { ($0?.trimmingBackticks.usableAsArgumentLabel ?? "_") + ":" }
    return name + "(" + labels.joined() + ")"
  }

  /// A subclass's call of its superclass's initializer, passing on the arguments of its own
  /// initializer of the same parameters: `try super.init(name: name, 3)`.
  static func superInitializerCall(_ initializer: Member) -> String {
    let declaration = initializer.declaration
    let arguments = zip(initializer.labels, declaration.parameters.enumerated()).map {
      label, parameter in
      var name = reference(internalName(of: parameter.element, at: parameter.offset))
      if parameter.element.specifiers.contains("inout") { name = "&" + name }
      return label.map { "\($0.trimmingBackticks.usableAsArgumentLabel): \(name)" } ?? name
    }
    let prefix =
      (declaration.throwing.canThrow ? "try " : "") + (declaration.isAsync ? "await " : "")
    return "\(prefix)super.init(\(arguments.joined(separator: ", ")))"
  }

  /// A generic parameter's name for `some P` parameter `name`: `Values` for `values`.
  private static func genericName(for name: String, avoiding used: inout Set<String>) -> String {
    var candidate = name.trimmingBackticks.capitalizedFirst
    while used.contains(candidate) { candidate += "Type" }
    used.insert(candidate)
    return candidate
  }
}
