/// Writes the mock of a protocol, exactly as "Writing a mock" teaches a person to.
///
/// ```swift
/// final class WeatherFetchingMock: WeatherFetching {
///   struct Calls {
///     let conditions = MockAsyncThrowingFunction<String, Conditions>("conditions(forZipcode:)")
///   }
///   let calls = Calls()
///
///   func conditions(forZipcode zipcode: String) async throws -> Conditions {
///     try await calls.conditions(zipcode)
///   }
/// }
/// ```
///
/// The mock is an `actor` for a protocol that refines `Actor`, an `enum` with a ``ScopedMock``
/// for a protocol of static requirements only, and otherwise a `final class`: generic over the
/// protocol's associated types, isolated to its global actor, with a `ScopedMock` of static
/// recorders beside the instance's for static requirements.
enum MockRenderer {
  /// The mock of `mocked`.
  static func render(_ mocked: MockedProtocol) -> RenderedDouble {
    var writer = MockWriter(mocked)
    return writer.render()
  }

  /// The type name of the mock of `mocked`: `PayrollLedgerMock` for `Payroll.Ledger`.
  static func typeName(of mocked: MockedProtocol) -> String {
    mocked.qualifiedName.split(separator: ".").joined() + "Mock"
  }
}

/// One mock being written.
private struct MockWriter {
  enum Shape { case finalClass, actor, staticEnum }

  let mocked: MockedProtocol
  let shape: Shape
  let typeName: String
  let context: TypeContext
  let instanceMembers: [Member]
  let staticMembers: [Member]
  /// The names of the properties holding the recorders: `calls` and `staticCalls`, unless the
  /// protocol has a requirement of that name.
  let callsName: String
  let staticCallsName: String
  var notes: [GenerationNote] = []

  init(_ mocked: MockedProtocol) {
    self.mocked = mocked
    let requirements = mocked.requirements
    instanceMembers = requirements.filter { !$0.isStatic }
    staticMembers = requirements.filter(\.isStatic)
    if mocked.isActor {
      shape = .actor
    } else if instanceMembers.isEmpty, !staticMembers.isEmpty, mocked.associatedTypes.isEmpty {
      shape = .staticEnum
    } else {
      shape = .finalClass
    }
    typeName = MockRenderer.typeName(of: mocked)
    callsName = RecorderContainer.name("calls", avoiding: requirements)
    staticCallsName = RecorderContainer.name("staticCalls", avoiding: requirements)
    let generics = mocked.associatedTypes.map(\.name)
    context = TypeContext(
      selfType: generics.isEmpty ? typeName : "\(typeName)<\(generics.joined(separator: ", "))>",
      associatedTypes: Set(generics), isolation: mocked.globalActor)
  }

  /// How witnesses reach the recorders of instance members and of static ones.
  var instanceContainer: String { shape == .staticEnum ? "\(callsName).current" : callsName }
  var staticContainer: String {
    shape == .staticEnum ? "\(callsName).current" : "\(staticCallsName).current"
  }
  var isGeneric: Bool { !mocked.associatedTypes.isEmpty }

  mutating func render() -> RenderedDouble {
    let indent = Layout.indentUnit
    let inner = indent + indent
    var recorderLines: [String] = []
    var staticRecorderLines: [String] = []
    var witnessBlocks: [[String]] = []

    let instanceNames = RecorderNames.names(for: instanceMembers)
    let staticNames = RecorderNames.names(for: staticMembers)
    let members =
      zip(instanceMembers, instanceNames).map { ($0, $1, false) }
      + zip(staticMembers, staticNames).map { ($0, $1, true) }
    for (member, name, isStatic) in members {
      var written = write(
        member, recorderName: name, container: isStatic ? staticContainer : instanceContainer)
      if isStatic, isGeneric, written.omission == nil {
        written = WrittenMember(
          omission: "a generic mock cannot keep static recorders (Swift has no static stored "
            + "properties in generic types)")
      }
      if let omission = written.omission {
        notes.append(GenerationNote(member: member.title, text: omission, needsCode: true))
        witnessBlocks.append(
          Layout.comment(
            "Not generated: \(member.title), because \(omission). Write its witness in an "
              + "extension of \(typeName) in another file.", indent: indent))
        continue
      }
      notes += written.notes.map {
        GenerationNote(member: member.title, text: $0, needsCode: false)
      }
      let recorder = written.recorder.map {
        Layout.call($0.head, arguments: $0.arguments, indent: inner)
      }
      if isStatic && shape != .staticEnum {
        staticRecorderLines += recorder ?? []
      } else {
        recorderLines += recorder ?? []
      }
      let comments = written.notes.flatMap {
        Layout.comment("\(member.title): \($0).", indent: indent)
      }
      witnessBlocks.append(comments + written.witness)
    }
    for problem in mocked.unreadableRequirements {
      let text = "its declaration could not be read (\(problem.reason))"
      notes.append(GenerationNote(member: problem.title, text: text, needsCode: true))
      witnessBlocks.append(
        Layout.comment(
          "Not generated: \(problem.title), because \(text). Write its witness in an extension "
            + "of \(typeName) in another file.", indent: indent))
    }
    for parent in mocked.externalParents {
      let text = "a protocol of another module, whose requirements the symbol graph does not list"
      notes.append(GenerationNote(member: parent, text: text, needsCode: true))
      witnessBlocks.append(
        Layout.comment(
          "Not generated: the requirements of \(parent), \(text). Write them in an extension of "
            + "\(typeName) in another file.", indent: indent))
    }

    var lines = documentation() + declarationHead()
    let nonisolated = mocked.globalActor != nil || shape == .actor ? "nonisolated " : ""
    lines += [indent + "struct Calls {"] + recorderLines + [indent + "}"]
    if !staticRecorderLines.isEmpty {
      lines += [indent + "struct StaticCalls {"] + staticRecorderLines + [indent + "}"]
    }
    switch shape {
    case .staticEnum:
      lines.append(indent + "\(nonisolated)static let \(callsName) = ScopedMock { Calls() }")
    case .finalClass, .actor:
      lines.append(indent + "\(nonisolated)let \(callsName) = Calls()")
      if !staticRecorderLines.isEmpty {
        lines.append(
          indent + "\(nonisolated)static let \(staticCallsName) = ScopedMock { StaticCalls() }")
      }
      let declaresInitializers = instanceMembers.contains { $0.kind == .initializer }
      if declaresInitializers || (mocked.globalActor != nil && shape == .finalClass) {
        // An initializer requirement takes the implicit `init()` away; a global actor would
        // keep tests outside it from calling it.
        lines += ["", indent + (mocked.globalActor != nil ? "nonisolated " : "") + "init() {}"]
      }
    }
    if !witnessBlocks.isEmpty { lines.append("") }
    lines += witnessBlocks.flatMap { $0 }
    lines.append("}")
    return RenderedDouble(
      typeName: typeName, subject: "the protocol \(mocked.qualifiedName)",
      code: lines.joined(separator: "\n") + "\n", notes: notes,
      needsTestableImport: mocked.accessLevel == "internal",
      sourceFiles: mocked.position.map { [$0.file] } ?? [])
  }

  func documentation() -> [String] {
    let container =
      shape == .staticEnum
      ? "`\(callsName).current`, one instance per test's mock scope," : "`\(callsName)`,"
    return Layout.documentation(
      "A mock of `\(mocked.qualifiedName)`: each requirement records its calls in \(container) "
        + "where a test stubs and verifies them.", indent: "")
  }

  func declarationHead() -> [String] {
    var lines: [String] = []
    if let globalActor = mocked.globalActor { lines.append(globalActor) }
    let keyword: String
    switch shape {
    case .finalClass: keyword = "final class"
    case .actor: keyword = "actor"
    case .staticEnum: keyword = "enum"
    }
    let generics = mocked.associatedTypes.map { associated in
      associated.inheritance.isEmpty
        ? associated.name
        : "\(associated.name): \(associated.inheritance.map(context.rewrite).joined(separator: " & "))"
    }
    let genericClause = generics.isEmpty ? "" : "<\(generics.joined(separator: ", "))>"
    let whereClause = Signatures.whereClause(
      mocked.associatedTypes.flatMap(\.whereClause).map(context.rewrite))
    lines.append("\(keyword) \(typeName)\(genericClause): \(mocked.qualifiedName)\(whereClause) {")
    return lines
  }

  /// The recorder and witness of one requirement.
  func write(_ member: Member, recorderName: String, container: String) -> WrittenMember {
    let declaration = member.declaration
    let recorder = "\(RecorderContainer.reach(container, from: member)).\(recorderName)"
    let declared = recorderName.declarable
    let title = "\"\(member.title)\""
    switch member.kind {
    case .operator:
      return WrittenMember(omission: "an operator cannot be named after its recorder")
    case .method, .initializer:
      let invocation = Invocation(
        parameters: declaration.parameters, isAsync: declaration.isAsync,
        throwing: declaration.throwing, result: declaration.type,
        existingGenericNames: Set(declaration.genericParameters.map(\.name)),
        rewriteType: context.rewrite)
      if let omission = invocation.omission { return WrittenMember(omission: omission) }
      let generics = declaration.genericParameters + invocation.opaqueParameters
      let isGeneric = !generics.isEmpty
      let target =
        isGeneric ? "\(recorder).specialized(\(invocation.recorderType).self)" : recorder
      let call =
        invocation.callPrefix + target + "(" + invocation.arguments.joined(separator: ", ")
        + ")"
      let head =
        witnessModifiers(member)
        + (member.kind == .initializer
          ? "init\(declaration.failability ?? "")" : "func \(declaration.name)")
        + Signatures.genericClause(generics) + "("
      var close =
        ")"
        + Signatures.effects(
          isAsync: declaration.isAsync, throwing: declaration.throwing, rewrite: context.rewrite)
      if let result = declaration.type, member.kind != .initializer {
        close += " -> " + (declaration.resultIsSending ? "sending " : "") + context.rewrite(result)
      }
      close += Signatures.whereClause(declaration.whereClause.map(context.rewrite))
      let witness = Layout.block(
        open: head,
        parameters: Signatures.parameters(of: member, types: invocation.witnessTypes),
        close: close, body: invocation.body(call), indent: Layout.indentUnit)
      var arguments = title
      if let whenUnstubbed = invocation.whenUnstubbed {
        arguments += ", whenUnstubbed: \(whenUnstubbed)"
      }
      return WrittenMember(
        recorder: isGeneric
          ? ("let \(declared) = MockGenericFunction", title)
          : ("let \(declared) = \(invocation.recorderType)", arguments),
        witness: witness, notes: invocation.notes)
    case .property:
      return writeProperty(member, recorder: recorder, declared: declared, title: title)
    case .subscript:
      return writeSubscript(member, recorder: recorder, declared: declared, title: title)
    }
  }

  func writeProperty(_ member: Member, recorder: String, declared: String, title: String)
    -> WrittenMember
  {
    let declaration = member.declaration
    let type = context.rewrite(declaration.type ?? "Void")
    let accessors = declaration.accessors ?? Declaration.Accessors(isSettable: true)
    let head = witnessModifiers(member) + "var \(declaration.name): \(type)"
    let indent = Layout.indentUnit
    if accessors.getterHasEffects {
      let invocation = Invocation(getterOf: declaration, accessors, rewriteType: context.rewrite)
      let effects = Signatures.getterEffects(accessors, rewrite: context.rewrite)
      let getter = "get\(effects) { \(invocation.callPrefix)\(recorder)() }"
      let oneLine = indent + head + " { " + getter + " }"
      return WrittenMember(
        recorder: ("let \(declared) = \(invocation.recorderType)", title),
        witness: Layout.fits(oneLine)
          ? [oneLine] : [indent + head + " {", indent + indent + getter, indent + "}"],
        notes: [])
    }
    let witness: [String]
    if accessors.isSettable {
      witness = [
        indent + head + " {",
        indent + indent + "get { \(recorder).get() }",
        indent + indent + "set { \(recorder).set(newValue) }",
        indent + "}",
      ]
    } else {
      witness = Layout.block(
        open: head, parameters: [], close: "", body: ["\(recorder).get()"], indent: indent)
    }
    return WrittenMember(
      recorder: ("let \(declared) = MockProperty<\(type)>", title), witness: witness, notes: [])
  }

  func writeSubscript(_ member: Member, recorder: String, declared: String, title: String)
    -> WrittenMember
  {
    let declaration = member.declaration
    let accessors = declaration.accessors ?? Declaration.Accessors()
    let invocation = Invocation(
      parameters: declaration.parameters, isAsync: accessors.getterIsAsync,
      throwing: accessors.getterThrowing, result: declaration.type,
      existingGenericNames: Set(declaration.genericParameters.map(\.name)),
      rewriteType: context.rewrite)
    if let omission = invocation.omission { return WrittenMember(omission: omission) }
    let generics = declaration.genericParameters + invocation.opaqueParameters
    let value = context.rewrite(declaration.type ?? "Void")
    let indent = Layout.indentUnit
    let head = witnessModifiers(member) + "subscript" + Signatures.genericClause(generics) + "("
    let close =
      ") -> \(value)" + Signatures.whereClause(declaration.whereClause.map(context.rewrite))
    let parameters = Signatures.parameters(of: member, types: invocation.witnessTypes)
    let isFunctionLike = !generics.isEmpty || accessors.getterHasEffects
    if isFunctionLike {
      if accessors.isSettable {
        return WrittenMember(
          omission: "a generic subscript's setter cannot be recorded by one recorder type")
      }
      let target =
        generics.isEmpty ? recorder : "\(recorder).specialized(\(invocation.recorderType).self)"
      let call =
        invocation.callPrefix + target + "("
        + invocation.arguments.joined(separator: ", ") + ")"
      let effects = Signatures.getterEffects(accessors, rewrite: context.rewrite)
      let body = effects.isEmpty ? [call] : ["get\(effects) {", indent + call, "}"]
      return WrittenMember(
        recorder: generics.isEmpty
          ? ("let \(declared) = \(invocation.recorderType)", title)
          : ("let \(declared) = MockGenericFunction", title),
        witness: Layout.block(
          open: head, parameters: parameters, close: close, body: body, indent: indent),
        notes: invocation.notes)
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
      recorder: ("let \(declared) = MockSubscript<\(index), \(value)>", title),
      witness: Layout.block(
        open: head, parameters: parameters, close: close, body: body, indent: indent),
      notes: invocation.notes)
  }

  /// `static`, `nonisolated` and a global actor of the requirement's own, as it declares them.
  func witnessModifiers(_ member: Member) -> String {
    var words: [String] = []
    if let actor = member.declaration.globalActor, actor != context.isolation {
      words.append(actor)
    }
    if member.declaration.has("nonisolated") { words.append("nonisolated") }
    if member.isStatic { words.append("static") }
    return words.map { $0 + " " }.joined()
  }
}

/// One member as written: its recorder's declaration and its witness, or why it is not.
struct WrittenMember {
  /// The recorder's declaration up to its arguments, and its arguments.
  var recorder: (head: String, arguments: String)?
  var witness: [String] = []
  var notes: [String] = []
  var omission: String?

  init(recorder: (head: String, arguments: String)?, witness: [String], notes: [String]) {
    self.recorder = recorder
    self.witness = witness
    self.notes = notes
  }

  init(omission: String) {
    self.omission = omission
  }
}
