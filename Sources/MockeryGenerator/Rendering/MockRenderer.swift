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
///
/// Every requirement gets a witness, so that the mock compiles: the usual one forwarding to a
/// recorder; for a requirement no recorder can record, the protocol's default implementation
/// where it has one, else a witness that fails the test when it is called (see
/// `unrecordedCall`); and none for a requirement the user leaves out with `--skip`, to write
/// it in an extension.
enum MockRenderer {
  /// The mock of `mocked`, leaving out the requirements whose titles or base names are in
  /// `skipping`, as visible as `access` asks and the protocol allows.
  ///
  /// - Parameters:
  ///   - degrading: The requirements to write more simply, by title, and how far: those the
  ///     compiler rejected as written before.
  static func render(
    _ mocked: MockedProtocol, skipping: Set<String> = [], access: GeneratedAccess = .internal,
    degrading: [String: Degradation] = [:]
  ) -> RenderedDouble {
    var writer = MockWriter(
      mocked, skipping: skipping, access: access.limited(to: mocked.accessLevel),
      degrading: degrading)
    return writer.render()
  }

  /// The type name of the mock of `mocked`: `PayrollLedgerMock` for `Payroll.Ledger`.
  static func typeName(of mocked: MockedProtocol) -> String {
    mocked.typeNamePrefix + typeName(ofProtocol: mocked.qualifiedName)
  }

  /// The type name of the mock of the protocol `qualifiedName`.
  static func typeName(ofProtocol qualifiedName: String) -> String {
    qualifiedName.split(separator: ".").joined() + "Mock"
  }
}

/// What a mock has for one requirement: the usual parts, or a comment where it has no witness of
/// its own (one left out with `--skip`, one the protocol's default implementation answers).
enum MockMember {
  case written(WrittenMember)
  case comment(SourceNode, GenerationNote)
}

/// One mock being written.
struct MockWriter {
  enum Shape { case finalClass, actor, staticEnum }

  let mocked: MockedProtocol
  /// What each requirement goes through: `--skip`, and the compile check's lowering.
  let pipeline: MemberPipeline
  /// How visible the mock and its members are.
  let access: GeneratedAccess
  let shape: Shape
  let typeName: String
  let context: TypeContext
  let instanceMembers: [Member]
  let staticMembers: [Member]
  /// The names of the properties holding the recorders: `calls` and `staticCalls`, unless the
  /// protocol has a requirement of that name.
  let callsName: String
  let staticCallsName: String
  let equatableTypes: EquatableTypes
  var notes: [GenerationNote] = []

  init(
    _ mocked: MockedProtocol, skipping: Set<String>, access: GeneratedAccess,
    degrading: [String: Degradation] = [:]
  ) {
    self.mocked = mocked
    pipeline = MemberPipeline(skipping: skipping, degrading: degrading)
    self.access = access
    let requirements = mocked.requirements
    instanceMembers = requirements.filter { !$0.isStatic }
    staticMembers = requirements.filter(\.isStatic)
    if mocked.isActor {
      shape = .actor
    } else if instanceMembers.isEmpty, !staticMembers.isEmpty, mocked.associatedTypes.isEmpty,
      !mocked.isClassBound, mocked.superclass == nil,
      // An enum has no instances: requirements that take or return one need a class.
      !requirements.contains(where: {
        $0.conventionalWitness != nil
          || ($0.declaration.parameters.map(\.type) + [$0.declaration.type ?? ""]).contains {
            TypeText.mentions("Self", in: $0)
          }
      })
    {
      shape = .staticEnum
    } else {
      shape = .finalClass
    }
    typeName = MockRenderer.typeName(of: mocked)
    let taken = Set(requirements.map(\.baseName) + (mocked.superclass?.memberNames ?? []))
    callsName = RecorderContainer.name("calls", avoiding: taken)
    staticCallsName = RecorderContainer.name("staticCalls", avoiding: taken)
    let generics = mocked.associatedTypes.map(\.name)
    equatableTypes = EquatableTypes(
      graph: mocked.typeEquatability,
      genericParameters: Dictionary(
        mocked.associatedTypes.map { ($0.name, $0.inheritance) }, uniquingKeysWith: +),
      whereClause: mocked.whereClause + mocked.associatedTypes.flatMap(\.whereClause))
    context = TypeContext(
      selfType: generics.isEmpty ? typeName : "\(typeName)<\(generics.joined(separator: ", "))>",
      associatedTypes: Set(generics + mocked.typeAliases.map(\.name)),
      isolation: mocked.globalActor,
      typeAliasDefinitions: Dictionary(
        mocked.protocolTypeAliases.map {
          ($0.name, TypeText.GenericAlias(parameters: $0.genericParameters, definition: $0.type))
        },
        uniquingKeysWith: { first, _ in first }
      ))
  }

  /// How witnesses reach the recorders of instance members and of static ones.
  var instanceContainer: String { shape == .staticEnum ? "\(callsName).current" : callsName }
  var staticContainer: String {
    shape == .staticEnum ? "\(callsName).current" : "\(staticCallsName).current"
  }
  var isGeneric: Bool { !mocked.associatedTypes.isEmpty }
  /// Whether the mock's initializers must call `super.init()`.
  var hasSuperclass: Bool { mocked.superclass != nil }

  mutating func render() -> RenderedDouble {
    var recorders: [SourceNode] = []
    var staticRecorders: [SourceNode] = []
    var witnesses: [SourceNode] = []
    var instanceCallForms: Set<String> = []
    var staticCallForms: Set<String> = []

    let instanceNames = RecorderNames.names(for: instanceMembers)
    let staticNames = RecorderNames.names(for: staticMembers)
    let members =
      zip(instanceMembers, instanceNames).map { ($0, $1, false) }
      + zip(staticMembers, staticNames).map { ($0, $1, true) }
    for (position, (declared, name, isStatic)) in members.enumerated() {
      let member = renamingShadowingGenerics(declared)
      let overloads =
        isStatic
        ? RecorderNames.overloading(position - instanceMembers.count, of: staticMembers)
        : RecorderNames.overloading(position, of: instanceMembers)
      let key = MemberPipeline.key(of: member, recorder: name)
      let decided = decide(
        member, recorderName: name, key: key, isStatic: isStatic,
        besides: Set(isStatic ? staticNames : instanceNames), overloading: overloads)
      guard case .written(let written) = decided else {
        if case .comment(let comment, let note) = decided {
          notes.append(note)
          witnesses.append(
            .tagged(SourceTag(member: key, title: member.title, part: .witness), [comment]))
        }
        continue
      }
      let ownStaticRecorders = isStatic && shape != .staticEnum
      let emitted =
        ownStaticRecorders
        ? pipeline.emit(
          written, of: member, key: key, modifier: access.modifier, declared: &staticCallForms)
        : pipeline.emit(
          written, of: member, key: key, modifier: access.modifier, declared: &instanceCallForms)
      notes += emitted.notes
      if ownStaticRecorders {
        staticRecorders += emitted.recorder
      } else {
        recorders += emitted.recorder
      }
      witnesses += emitted.witness
    }
    for problem in mocked.unreadableRequirements {
      let text = Limitation.withoutRecorder(
        .unreadableRequirement(title: problem.title, reason: problem.reason), hasDefault: true)
      notes.append(GenerationNote(member: problem.title, text: text, needsCode: false))
      witnesses.append(.comment("\(problem.title) is \(text)."))
    }

    let nonisolated = mocked.globalActor != nil || shape == .actor ? "nonisolated " : ""
    let modifier = access.modifier
    var body = mocked.typeAliases.map {
      SourceNode.line(modifier + "typealias \($0.name) = \(context.rewrite($0.type))")
    }
    func calls(_ name: String, _ recorders: [SourceNode]) -> SourceNode {
      // Swift infers Sendable for a struct only where it is not public.
      let sendable = access == .internal ? [] : ["Sendable"]
      return .type(
        TypeDeclaration(
          modifier: modifier, kind: .struct, name: name, conformances: sendable,
          members: recorders))
    }
    body.append(calls("Calls", recorders))
    if !staticRecorders.isEmpty { body.append(calls("StaticCalls", staticRecorders)) }
    switch shape {
    case .staticEnum:
      body.append(
        .line(modifier + "\(nonisolated)static let \(callsName) = ScopedMock { Calls() }"))
    case .finalClass, .actor:
      body.append(.line(modifier + "\(nonisolated)let \(callsName) = Calls()"))
      // A generic type has no static stored properties: each specialization finds its own.
      if !staticRecorders.isEmpty {
        body.append(
          .line(
            modifier
              + (isGeneric
                ? "\(nonisolated)static var \(staticCallsName): ScopedMock<StaticCalls> { "
                  + ".shared { StaticCalls() } }"
                : "\(nonisolated)static let \(staticCallsName) = ScopedMock { StaticCalls() }")))
      }
      body += plainInitializer()
    }
    if !witnesses.isEmpty { body.append(.blank) }
    body += witnesses
    return RenderedDouble(
      typeName: typeName, subject: "the protocol \(mocked.qualifiedName)",
      source: [.type(declaration(body))],
      notes: notes,
      needsTestableImport: mocked.accessLevel == .internal
        || (mocked.superclass?.needsTestableImport ?? false),
      sourceFiles: (mocked.sourceFiles.isEmpty
        ? (mocked.position.map { [$0.file] } ?? []) : mocked.sourceFiles)
        + (mocked.superclass?.sourceFiles ?? []),
      // The modules of what stand-ins make, as the file names them.
      modules: mocked.parentModules + (mocked.superclass?.modules ?? [])
        + mocked.standIns.values.flatMap(\.modules).sorted(),
      spiImports: mocked.spiImports)
  }

  /// What the mock has for one requirement, in the order the generator decides it: a comment,
  /// for one the user leaves out with `--skip`; the usual recorder and witness, lowered as far
  /// as the compile check asks (see ``MemberPipeline``); for one no recorder can record, the
  /// protocol's default implementation where it has one, said in a comment, else a witness that
  /// fails the test when called.
  func decide(
    _ member: Member, recorderName: String, key: String, isStatic: Bool,
    besides: Set<String> = [], overloading: Overloading = .none
  ) -> MockMember {
    if pipeline.skips(member) {
      return .comment(
        .comment(
          "Left out with --skip: write the witness of \(member.title) in an extension of "
            + "\(typeName) in another file."),
        GenerationNote(
          member: member.title, text: "left out with --skip: write its witness yourself",
          needsCode: true))
    }
    var written = write(
      member, recorderName: recorderName,
      container: isStatic ? staticContainer : instanceContainer, besides: besides,
      withStandIn: pipeline.allowsStandIn(key), overloading: overloading)
    if isGeneric, let type = member.selfConstrainingType {
      // The model declines the protocol where the requirement has no default to fall back on.
      written = WrittenMember(omission: .selfInConstrainedGeneric(type: type))
    }
    if written.omission == nil, let rejection = pipeline.rejection(of: key) {
      written = WrittenMember(omission: rejection)
    }
    written = pipeline.lowered(written, key: key)
    guard let omission = written.omission else { return .written(written) }
    guard !member.hasDefaultImplementation else {
      let text = Limitation.withoutRecorder(omission, hasDefault: true)
      return .comment(
        .comment("\(member.title) is \(text)."),
        GenerationNote(
          member: member.title, text: text, needsCode: false,
          degradedMember: omission.isRejectionByCompiler ? key : nil))
    }
    written = unrecordedWitness(member, because: omission)
    if omission.isRejectionByCompiler {
      written.compilerNotes = written.notes
      written.notes = []
    }
    return .written(written)
  }

  /// The member with its own generic parameters renamed where they are named like the mock's,
  /// its associated types: a protocol's requirement may declare `subscript<T>` beside an
  /// associated type `T`, which in a generic mock would shadow the mock's `T`.
  func renamingShadowingGenerics(_ member: Member) -> Member {
    let taken = context.associatedTypes
    var renamed: [String: String] = [:]
    var used = taken.union(member.declaration.genericParameters.map(\.name))
    for parameter in member.declaration.genericParameters where taken.contains(parameter.name) {
      var name = parameter.name + "2"
      while used.contains(name) { name += "2" }
      used.insert(name)
      renamed[parameter.name] = name
    }
    guard !renamed.isEmpty else { return member }
    func rename(_ type: String) -> String {
      TypeText.rewrite(type) { tokens, index in
        guard tokens[index].kind == .word, let name = renamed[String(tokens[index].text)],
          index == 0 || !tokens[index - 1].is(".")
        else { return nil }
        return (name, 1)
      }
    }
    var member = member
    var declaration = member.declaration.mappingTypes(rename)
    declaration.genericParameters = declaration.genericParameters.map { parameter in
      var parameter = parameter
      parameter.name = renamed[parameter.name] ?? parameter.name
      return parameter
    }
    member.declaration = declaration
    member.noncopyableTypes = Set(member.noncopyableTypes.map { renamed[$0] ?? $0 })
    return member
  }

  /// The `init()` a test makes the mock with, when the mock must declare it.
  ///
  /// An initializer requirement takes the implicit one away, and a global actor would keep
  /// tests outside it from calling it. A mock with a superclass forwards the superclass's
  /// initializers instead.
  func plainInitializer() -> [SourceNode] {
    if let superclass = mocked.superclass { return forwardingInitializers(superclass) }
    let initializers = instanceMembers.filter { $0.kind == .initializer }
    let witnessesPlainInit = initializers.contains {
      $0.declaration.parameters.isEmpty && $0.declaration.throwing == .none
        && !$0.declaration.isAsync && !pipeline.skipping.contains($0.title)
    }
    guard !witnessesPlainInit else { return [] }
    // The implicit init() is internal, whatever the mock's access.
    let needed =
      !initializers.isEmpty || (mocked.globalActor != nil && shape == .finalClass)
      || (access != .internal && shape != .staticEnum)
    guard needed else { return [] }
    let modifiers = access.modifier + (mocked.globalActor != nil ? "nonisolated " : "")
    return [.blank, .line(modifiers + "init() {}")]
  }

  /// The superclass's designated initializers, each calling the superclass's, where the mock
  /// must declare them.
  ///
  /// A mock that declares an initializer (for an initializer requirement) inherits none of its
  /// superclass's, and one isolated to a global actor its superclass is not would make them
  /// isolated too. Otherwise it inherits them all, required ones included.
  func forwardingInitializers(_ superclass: MockSuperclass) -> [SourceNode] {
    let witnessing = instanceMembers.filter {
      $0.kind == .initializer && !pipeline.skipping.contains($0.title)
    }
    let isolatesItsInitializers = mocked.globalActor != nil && superclass.globalActor == nil
    guard !witnessing.isEmpty || isolatesItsInitializers else { return [] }
    var lines: [SourceNode] = []
    for initializer in superclass.initializers
    where !witnessing.contains(where: { $0.hasParameters(of: initializer) }) {
      let declaration = initializer.declaration
      let types = declaration.parameters.map { context.rewrite($0.type) }
      let modifiers =
        access.limited(to: initializer.accessLevel).modifier
        + (isolatesItsInitializers ? "nonisolated " : "")
        + (declaration.has("required") ? "required " : "override ")
      lines.append(.blank)
      lines += initializer.availability.map(SourceNode.line)
      lines.append(
        .block(
          open: modifiers + "init\(declaration.failability ?? "")" + "(",
          parameters: Signatures.parameters(of: initializer, types: types),
          close: Signatures.close(of: declaration, returning: false, rewrite: context.rewrite),
          body: [.statement(Invocation.superInitializerCall(initializer))]))
    }
    return lines
  }

  /// The superclass's initializer an initializer witness overrides: the one of its arguments.
  func overriddenInitializer(_ member: Member) -> Member? {
    guard member.kind == .initializer else { return nil }
    return mocked.superclass?.initializers.first { $0.hasParameters(of: member) }
  }

  /// `init?()` and `init!()` requirements are witnessed by a plain `init()`, which satisfies
  /// them and leaves the mock one way to be made.
  static func witnessFailability(_ declaration: Declaration) -> String {
    declaration.parameters.isEmpty ? "" : declaration.failability ?? ""
  }

  /// The mock's declaration with `body`: its documentation, its attributes, its head and the
  /// body.
  func declaration(_ body: [SourceNode]) -> TypeDeclaration {
    let container =
      shape == .staticEnum
      ? "`\(callsName).current`, one instance per test's mock scope," : "`\(callsName)`,"
    let kind: TypeDeclaration.Kind =
      switch shape {
      case .finalClass: .finalClass
      case .actor: .actor
      case .staticEnum: .enum
      }
    let generics = mocked.associatedTypes.map { associated in
      associated.inheritance.isEmpty
        ? associated.name
        : "\(associated.name): \(associated.inheritance.map(context.rewrite).joined(separator: " & "))"
    }
    let genericClause = generics.isEmpty ? "" : "<\(generics.joined(separator: ", "))>"
    var requirements: [String] = []
    for requirement in mocked.associatedTypes.flatMap(\.whereClause) + mocked.whereClause {
      let rewritten = context.rewrite(requirement)
      if !requirements.contains(rewritten) { requirements.append(rewritten) }
    }
    // An isolated mock's witnesses of a standard protocol's requirements are `nonisolated`
    // (see `witnessModifiers`), and so is its conformance: a test target that infers isolated
    // conformances (`InferIsolatedConformances`) would otherwise isolate `Hashable`'s to the
    // mock's actor, which a conformance to the protocol refining it cannot depend on.
    let conformsNonisolated =
      mocked.globalActor != nil
      && mocked.requirements.contains {
        $0.conventionalWitness.map { $0 != .inherited } ?? false
      }
    var conformances =
      (mocked.superclass.map { [$0.reference] } ?? []) + [
        (conformsNonisolated ? "nonisolated " : "") + (mocked.referenceName ?? mocked.qualifiedName)
      ]
    if let superclass = mocked.superclass, superclass.reference != "NSObject",
      superclass.globalActor == nil, mocked.globalActor == nil,
      superclass.isSendable || mocked.requiresSendable
    {
      // A subclass of a class other than NSObject is Sendable only as `@unchecked Sendable`:
      // the mock's own state, its recorders, is.
      conformances.append("@unchecked Sendable")
    }
    return TypeDeclaration(
      documentation: "A mock of `\(mocked.qualifiedName)`: each requirement records its calls in "
        + "\(container) where a test stubs and verifies them.",
      attributes: mocked.availability + (mocked.globalActor.map { [$0] } ?? []),
      modifier: access.modifier, kind: kind, name: typeName, genericClause: genericClause,
      conformances: conformances, whereClause: Signatures.whereClause(requirements), members: body)
  }
}
