// How a mock writes each requirement: its recorder, its call form and its witness, or, for one
// no recorder can record, a witness that still compiles and says so.

extension MockWriter {
  /// The recorder and witness of one requirement, or why it has no recorder.
  ///
  /// With `withStandIn`, a recorder whose result has a stand-in (see
  /// ``MockedProtocol/standIns``) gives it, for calls nobody stubbed.
  func write(
    _ member: Member, recorderName: String, container: String, besides: Set<String> = [],
    withStandIn: Bool = true, overloading: Overloading = .none
  ) -> WrittenMember {
    let declaration = member.declaration
    let declared = recorderName.declarable
    let recorder =
      "\(RecorderContainer.reach(container, from: member)).\(recorderName.referableAsMember)"
    let title = "\"\(member.title)\""
    if let conventional = member.conventionalWitness {
      return write(
        member, as: conventional, recorder: recorder, declared: declared, title: title,
        container: container)
    }
    switch member.kind {
    case .method, .initializer, .operator:
      let invocation = invocation(
        of: member, isAsync: declaration.isAsync, throwing: declaration.throwing)
      if let omission = invocation.omission { return WrittenMember(omission: omission) }
      let generics = declaration.genericParameters + invocation.opaqueParameters
      let isGeneric = !generics.isEmpty
      let (specialization, alias) = specialized(invocation.recorderType, generics: generics)
      let target = isGeneric ? "\(recorder).specialized(\(specialization).self)" : recorder
      let call =
        invocation.callPrefix + target + "(" + invocation.arguments.joined(separator: ", ")
        + ")"
      var arguments = title
      var hasStandIn = false
      if let whenUnstubbed = invocation.whenUnstubbed {
        arguments += ", whenUnstubbed: \(whenUnstubbed)"
      } else if withStandIn, !isGeneric,
        let standIn = standIn(of: member, throwing: declaration.throwing)
      {
        arguments += ", " + Self.standInArgument(standIn)
        hasStandIn = true
      }
      var written = WrittenMember(
        recorder: isGeneric
          ? (declared, "MockGenericFunction", title)
          : (declared, invocation.recorderType, arguments),
        witness: witness(
          member, parameterTypes: invocation.witnessTypes,
          extraGenerics: invocation.opaqueParameters,
          body: (initializerPrefix(member) + (isGeneric ? alias : [])
            + returning(invocation.body(call), after: isGeneric ? alias : [], invocation)).map(
              SourceNode.statement)),
        notes: invocation.notes.map(\.reason))
      written.recorderHasStandIn = hasStandIn
      let generic = isGeneric ? callFormGenerics(member, invocation, alias: alias) : nil
      if !isGeneric || generic != nil {
        written.callForms = CallForms.functions(
          for: member, recorder: (declared, invocation.recorderType), invocation: invocation,
          equatability: equatableTypes.equatability(of:), access: access,
          recorders: Set(besides.map(\.trimmingBackticks)), generic: generic,
          overloading: overloading)
      }
      return written
    case .property:
      return writeProperty(
        member, recorder: recorder, declared: declared, title: title, withStandIn: withStandIn)
    case .subscript:
      return writeSubscript(member, recorder: recorder, declared: declared, title: title)
    }
  }

  /// The witness of a requirement of a standard protocol that a mock witnesses in a way of its
  /// own, and its recorder if it has one.
  func write(
    _ member: Member, as conventional: ConventionalWitness, recorder: String, declared: String,
    title: String, container: String
  ) -> WrittenMember {
    func body(_ statements: String...) -> WrittenMember {
      WrittenMember(
        recorder: nil,
        witness: witness(
          member, body: (initializerPrefix(member) + statements).map(SourceNode.statement)),
        notes: [])
    }
    func recorded(_ type: String, _ statements: String...) -> WrittenMember {
      WrittenMember(
        recorder: (declared, context.rewrite(type), title),
        witness: witness(member, body: statements.map(SourceNode.statement)), notes: [])
    }
    switch conventional {
    case .identityEquality: return body("lhs === rhs")
    case .identityHashing: return body("hasher.combine(ObjectIdentifier(self))")
    case .identityOrdering: return body("ObjectIdentifier(lhs) < ObjectIdentifier(rhs)")
    case .settingRawValue: return body("\(container).rawValue.value = rawValue")
    case .settingDescription: return body("\(container).description.value = description")
    case .recordedTypeName:
      return writeProperty(
        member, recorder: recorder, declared: declared, title: title,
        initialValue: "\"\(typeName)\"")
    case .iteratingRecordedElements:
      return recorded("MockFunction<[Self.Element]>", "\(recorder)().makeIterator()")
    case .iteratingRecordedElementsAsynchronously:
      return recorded(
        "MockFunction<[Self.Element]>", "let elements = \(recorder)()",
        "return AsyncStream { continuation in",
        "  for element in elements { continuation.yield(element) }", "  continuation.finish()",
        "}.makeAsyncIterator()")
    case .runningJobsSerially:
      return recorded(
        "MockFunction<Void>", "\(recorder)()", "job.runSynchronously(on: asUnownedSerialExecutor())"
      )
    case .runningJobsOnTasks:
      return recorded(
        "MockFunction<Void>", "\(recorder)()", "job.runSynchronously(on: asUnownedTaskExecutor())")
    case .inherited:
      guard let superclass = mocked.superclass,
        superclass.witnessedRequirements.contains(member.title)
      else { return WrittenMember(recorder: nil, witness: [], notes: []) }
      return WrittenMember(
        recorder: nil, witness: [],
        notes: [
          "not recorded: the mock inherits it from \(superclass.reference), which implements it"
        ])
    }
  }

  /// The generics of a generic requirement's call form, as its witness declares them; nil
  /// where the recorder's type needs a `typealias` to be written, or for a parameter pack (see
  /// ``CallForms/Generic``).
  func callFormGenerics(_ member: Member, _ invocation: Invocation, alias: [String])
    -> CallForms.Generic?
  {
    guard alias.isEmpty else { return nil }
    let parameters = (member.declaration.genericParameters + invocation.opaqueParameters).map {
      var parameter = $0
      parameter.constraint = parameter.constraint.map(context.rewrite)
      return parameter
    }
    return CallForms.Generic(
      parameters, whereClause: member.declaration.whereClause.map(context.rewrite))
  }

  /// How a witness names the recorder type it specializes a generic recorder as, and the
  /// `typealias` that declares that name when the type cannot be written in an expression.
  func specialized(_ recorderType: String, generics: [Declaration.GenericParameter])
    -> (name: String, alias: [String])
  {
    guard TypeText.needsTypeContext(recorderType) else { return (recorderType, []) }
    var name = "Recorder"
    while generics.contains(where: { $0.name == name }) { name += "Type" }
    return (name, ["typealias \(name) = \(recorderType)"])
  }

  /// The statements of a body with `return` before a lone value, where statements come
  /// before it and it is no longer the body's single expression.
  func returning(_ statements: [String], after earlier: [String], _ invocation: Invocation)
    -> [String]
  {
    guard !earlier.isEmpty, statements.count == 1, !TypeText.isVoid(invocation.result)
    else { return statements }
    return ["return " + statements[0]]
  }

  /// What an initializer's witness does before anything else: initialize its superclass, with
  /// the superclass's initializer of the same arguments, else one that needs none.
  func initializerPrefix(_ member: Member) -> [String] {
    guard member.kind == .initializer, hasSuperclass else { return [] }
    if let overridden = overriddenInitializer(member) {
      return [Invocation.superInitializerCall(overridden)]
    }
    // The model made sure one needs no arguments.
    return ["super.init()"]
  }

  /// The witness of a function, initializer, operator or subscript with `body`, its head
  /// repeating the requirement's declaration.
  ///
  /// - Parameters:
  ///   - parameterTypes: The parameters' types as the witness declares them; the declared
  ///     ones, rewritten, by default.
  ///   - extraGenerics: Generic parameters the witness declares beside the requirement's own,
  ///     for its `some P` parameters.
  func witness(
    _ member: Member, parameterTypes: [String]? = nil,
    extraGenerics: [Declaration.GenericParameter] = [], body: [SourceNode]
  ) -> [SourceNode] {
    let declaration = member.declaration
    let types = parameterTypes ?? declaration.parameters.map { context.rewrite($0.type) }
    let generics = Signatures.genericClause(
      (declaration.genericParameters + extraGenerics).map { parameter in
        var parameter = parameter
        parameter.constraint = parameter.constraint.map(context.rewrite)
        return parameter
      })
    let whereClause = Signatures.whereClause(declaration.whereClause.map(context.rewrite))
    let parameters = Signatures.parameters(of: member, types: types)
    switch member.kind {
    case .property:
      preconditionFailure("a property's witness is written by writeProperty")
    case .subscript:
      let head = witnessModifiers(member) + "subscript" + generics + "("
      let close = ") -> \(context.rewrite(declaration.type ?? "Void"))" + whereClause
      return [.block(open: head, parameters: parameters, close: close, body: body)]
    case .method, .operator, .initializer:
      let name =
        member.kind == .initializer
        ? "init\(Self.witnessFailability(declaration))"
        : "func \(declaration.name)\(member.kind == .operator ? " " : "")"
      let close = Signatures.close(
        of: declaration, returning: member.kind != .initializer, rewrite: context.rewrite)
      return [
        .block(
          open: witnessModifiers(member) + name + generics + "(", parameters: parameters,
          close: close, body: body)
      ]
    }
  }

  /// The witness of a requirement no recorder can record: it fails the test when called, and
  /// returns a default value, throws or stops, as it can.
  func unrecordedWitness(_ member: Member, because limitation: Limitation) -> WrittenMember {
    let declaration = member.declaration
    let reason = limitation.reason
    let note = Limitation.withoutRecorder(limitation, hasDefault: false)
    let literal = { (text: String) in GraphIndex.literal(text) }
    func call(_ function: String, prefix: String = "") -> String {
      prefix + function + "(" + literal(member.title) + ", of: " + literal(typeName)
        + ", because: " + literal(reason) + ")"
    }
    func value(throwing: Declaration.Throwing, type: String?) -> String {
      guard let type, !TypeText.isVoid(type) else { return call("unrecordedCall") }
      if throwing == .any { return call("unrecordedThrowingCall", prefix: "try ") }
      return call("unrecordedCall")
    }
    /// A property's or subscript's body: the getter alone, or `get` and `set` blocks.
    func accessorBody(_ accessors: Declaration.Accessors, getter: String) -> [SourceNode] {
      let effects = Signatures.getterEffects(accessors, rewrite: context.rewrite)
      guard accessors.isSettable else { return SourceNode.getter(effects: effects, [getter]) }
      return SourceNode.scope("get\(effects)", [.statement(getter)])
        + [.statement("set { \(call("unrecordedCall")) }")]
    }
    switch member.kind {
    case .property:
      let accessors = declaration.accessors ?? Declaration.Accessors(isSettable: true)
      let type = context.rewrite(declaration.type ?? "Void")
      let head = witnessModifiers(member) + "var \(declaration.name): \(type)"
      let body = accessorBody(
        accessors, getter: value(throwing: accessors.getterThrowing, type: type))
      return WrittenMember(
        recorder: nil,
        witness: [.block(open: head, parameters: [], close: "", body: body)],
        notes: [note])
    case .subscript:
      let accessors = declaration.accessors ?? Declaration.Accessors()
      let type = context.rewrite(declaration.type ?? "Void")
      let body = accessorBody(
        accessors, getter: value(throwing: accessors.getterThrowing, type: type))
      return WrittenMember(
        recorder: nil, witness: witness(member, body: body), notes: [note])
    case .initializer:
      var body = initializerPrefix(member) + [call("unrecordedCall")]
      if !Self.witnessFailability(declaration).isEmpty { body.append("return nil") }
      return WrittenMember(
        recorder: nil, witness: witness(member, body: body.map(SourceNode.statement)),
        notes: [note])
    case .method, .operator:
      let type = declaration.type.map(context.rewrite)
      return WrittenMember(
        recorder: nil,
        witness: witness(
          member, body: [.statement(value(throwing: declaration.throwing, type: type))]),
        notes: [note])
    }
  }

  func writeProperty(
    _ member: Member, recorder: String, declared: String, title: String,
    initialValue: String? = nil, withStandIn: Bool = false
  ) -> WrittenMember {
    let declaration = member.declaration
    let type = context.rewrite(declaration.type ?? "Void")
    let accessors = declaration.accessors ?? Declaration.Accessors(isSettable: true)
    let head = witnessModifiers(member) + "var \(declaration.name): \(type)"
    if let noncopyable = member.noncopyableTypes.first(where: {
      TypeText.mentionsValue(of: $0, in: type)
    }) {
      return WrittenMember(omission: .noncopyableProperty(type: noncopyable))
    }
    if accessors.getterHasEffects {
      let invocation = Invocation(getterOf: declaration, accessors, rewriteType: context.rewrite)
      let effects = Signatures.getterEffects(accessors, rewrite: context.rewrite)
      let getter = "get\(effects) { \(invocation.callPrefix)\(recorder)() }"
      var arguments = title + (invocation.whenUnstubbed.map { ", whenUnstubbed: \($0)" } ?? "")
      let standIn =
        withStandIn && invocation.whenUnstubbed == nil
        ? self.standIn(of: member, throwing: accessors.getterThrowing) : nil
      if let standIn { arguments += ", " + Self.standInArgument(standIn) }
      var written = WrittenMember(
        recorder: (declared, invocation.recorderType, arguments),
        witness: [.block(open: head, parameters: [], close: "", body: [.statement(getter)])],
        notes: [])
      written.recorderHasStandIn = standIn != nil
      return written
    }
    let witness: [SourceNode] =
      accessors.isSettable
      ? SourceNode.scope(
        head, [.line("get { \(recorder).get() }"), .line("set { \(recorder).set(newValue) }")])
      : [.block(open: head, parameters: [], close: "", body: [.statement("\(recorder).get()")])]
    // A tuple has no default a recorder can find; one of standard types has one to write.
    let initialValue = initialValue ?? TypeText.tupleDefault(type)
    var arguments = title + (initialValue.map { ", initialValue: \($0)" } ?? "")
    let standIn =
      withStandIn && initialValue == nil ? self.standIn(of: member, throwing: .none) : nil
    if let standIn { arguments += ", " + Self.standInArgument(standIn) }
    var written = WrittenMember(
      recorder: (declared, "MockProperty<\(TypeText.recordable(type))>", arguments),
      witness: witness, notes: [])
    written.recorderHasStandIn = standIn != nil
    return written
  }

  /// The stand-in a recorder of `member` gives for calls nobody stubbed: where the model made
  /// one for its result type and the call cannot throw, which says so itself.
  func standIn(of member: Member, throwing: Declaration.Throwing) -> StandIn? {
    guard !throwing.canThrow, let type = member.declaration.type else { return nil }
    return mocked.standIns[type]
  }

  /// A recorder's argument that gives it `standIn`: `standIn: { .pending }`, or
  /// `mainActorStandIn: { .init(minorUnits: 0, currency: "") }` for one made on the main actor.
  static func standInArgument(_ standIn: StandIn) -> String {
    (standIn.isMainActor ? "mainActorStandIn" : "standIn") + ": { \(standIn.expression) }"
  }

  /// How a witness of `member`, a function or a subscript's getter of the effects given, calls
  /// its recorder.
  func invocation(of member: Member, isAsync: Bool, throwing: Declaration.Throwing) -> Invocation {
    let declaration = member.declaration
    return Invocation(
      parameters: declaration.parameters, isAsync: isAsync, throwing: throwing,
      result: declaration.type,
      existingGenericNames: Set(declaration.genericParameters.map(\.name)),
      noncopyableTypes: member.noncopyableTypes, rewriteType: context.rewrite)
  }

  func writeSubscript(_ member: Member, recorder: String, declared: String, title: String)
    -> WrittenMember
  {
    let declaration = member.declaration
    let accessors = declaration.accessors ?? Declaration.Accessors()
    let invocation = invocation(
      of: member, isAsync: accessors.getterIsAsync, throwing: accessors.getterThrowing)
    if let omission = invocation.omission { return WrittenMember(omission: omission) }
    let generics = declaration.genericParameters + invocation.opaqueParameters
    let value = TypeText.recordable(context.rewrite(declaration.type ?? "Void"))
    let isFunctionLike = !generics.isEmpty || accessors.getterHasEffects
    if isFunctionLike {
      if accessors.isSettable {
        return writeGenericSubscript(
          member, invocation, recorder: recorder, declared: declared, title: title, value: value)
      }
      let (specialization, alias) = specialized(invocation.recorderType, generics: generics)
      let target =
        generics.isEmpty ? recorder : "\(recorder).specialized(\(specialization).self)"
      let call =
        invocation.callPrefix + target + "("
        + invocation.arguments.joined(separator: ", ") + ")"
      let effects = Signatures.getterEffects(accessors, rewrite: context.rewrite)
      let earlier = generics.isEmpty ? [] : alias
      let statements = earlier + returning([call], after: earlier, invocation)
      let body = SourceNode.getter(effects: effects, statements)
      var written = WrittenMember(
        recorder: generics.isEmpty
          ? (declared, invocation.recorderType, title)
          : (declared, "MockGenericFunction", title),
        witness: witness(
          member, parameterTypes: invocation.witnessTypes,
          extraGenerics: invocation.opaqueParameters, body: body),
        notes: invocation.notes.map(\.reason))
      if !generics.isEmpty, let generic = callFormGenerics(member, invocation, alias: alias) {
        written.callForms = CallForms.functions(
          for: member, recorder: (declared, invocation.recorderType), invocation: invocation,
          equatability: equatableTypes.equatability(of:), access: access, generic: generic)
      }
      return written
    }
    let index =
      invocation.recordedTypes.count == 1
      ? invocation.recordedTypes[0] : "(\(invocation.recordedTypes.joined(separator: ", ")))"
    let indexValue =
      invocation.arguments.count == 1
      ? invocation.arguments[0] : "(\(invocation.arguments.joined(separator: ", ")))"
    let body =
      accessors.isSettable
      ? [
        "get { \(recorder).get(\(indexValue)) }",
        "set { \(recorder).set(\(indexValue), to: newValue) }",
      ]
      : ["\(recorder).get(\(indexValue))"]
    return WrittenMember(
      recorder: (declared, "MockSubscript<\(index), \(value)>", title),
      witness: witness(
        member, parameterTypes: invocation.witnessTypes,
        extraGenerics: invocation.opaqueParameters, body: body.map(SourceNode.statement)),
      notes: invocation.notes.map(\.reason))
  }

  /// The recorder and witness of a settable generic subscript.
  ///
  /// A `MockGenericSubscript`, whose getter and setter each find the recorder of the element type
  /// the call is of. (A settable subscript's getter has no effects.) Without call forms: a test
  /// reaches the recorders as
  /// `calls.setting.getter.specialized(MockFunction<String, Int>.self)`.
  func writeGenericSubscript(
    _ member: Member, _ invocation: Invocation, recorder: String, declared: String,
    title: String, value: String
  ) -> WrittenMember {
    let getterType = invocation.recorderType
    let setterType =
      "MockFunction<\((invocation.recordedTypes + [value, "Void"]).joined(separator: ", "))>"
    // A type a recorder's type cannot be written with where an expression is, the generator
    // names with a typealias, one per body; two accessors would need two.
    guard !TypeText.needsTypeContext(getterType), !TypeText.needsTypeContext(setterType) else {
      return WrittenMember(omission: .genericSubscriptSetter)
    }
    let arguments = invocation.arguments
    let body: [SourceNode] = [
      .statement(
        "get { \(recorder).getter.specialized(\(getterType).self)("
          + arguments.joined(separator: ", ") + ") }"),
      .statement(
        "set { \(recorder).setter.specialized(\(setterType).self)("
          + (arguments + ["newValue"]).joined(separator: ", ") + ") }"),
    ]
    return WrittenMember(
      recorder: (declared, "MockGenericSubscript", title),
      witness: witness(
        member, parameterTypes: invocation.witnessTypes,
        extraGenerics: invocation.opaqueParameters, body: body),
      notes: invocation.notes.map(\.reason))
  }

  /// A global actor of the requirement's own, the mock's access, `nonisolated` and `static`,
  /// as the requirement declares them.
  ///
  /// A standard protocol's requirement is of no actor, and the mock's conventional witness of it
  /// (`==`, `hash(into:)`, a recorded `description`) uses nothing the mock's actor isolates: in
  /// a mock isolated to one, it says `nonisolated`, so that the conformance does not cross into
  /// the actor's code.
  func witnessModifiers(_ member: Member) -> String {
    // A requirement's `@discardableResult` is the witness's too, for calls on the mock's type.
    var words = member.declaration.attributes.filter { $0 == "@discardableResult" }
    if let actor = member.declaration.globalActor, actor != context.isolation {
      words.append(actor)
    }
    if access != .internal { words.append(access.rawValue) }
    if member.declaration.has("nonisolated")
      || (member.conventionalWitness != nil && context.isolation != nil)
    {
      words.append("nonisolated")
    }
    if member.isStatic { words.append("static") }
    for fixity in ["prefix", "postfix"] where member.declaration.has(fixity) {
      words.append(fixity)
    }
    if let overridden = overriddenInitializer(member) {
      words.append(overridden.declaration.has("required") ? "required" : "override")
    }
    return words.map { $0 + " " }.joined()
  }
}

/// One member as written: its recorder's declaration and its witness, or why it is not.
struct WrittenMember {
  /// The recorder's name as declared, its type, and its arguments.
  var recorder: (name: String, type: String, arguments: String)?
  var witness: [SourceNode] = []
  var notes: [String] = []
  /// Notes of what was written more simply because the compiler rejected it, after `notes`:
  /// the build warns of these at the member's line.
  var compilerNotes: [String] = []
  /// Why no recorder can record the member, if none can.
  var omission: Limitation?
  /// The functions that give the recorder back the requirement's argument labels, declared
  /// beside it.
  var callForms: [CallForms.Function] = []
  /// Whether the recorder's declaration gives a stand-in for calls nobody stubbed.
  var recorderHasStandIn = false
}
