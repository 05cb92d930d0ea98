/// Writes the spy of a class, exactly as "Spying on real objects" teaches a person to.
///
/// ```swift
/// final class WeatherServiceSpy: WeatherService {
///   struct Calls: MockCalls {
///     let startTimer = MockFunction<Void>("startTimer()")
///   }
///   let calls: Calls
///
///   init(zipcode: String = "94105", stubbing configure: (Calls) -> Void = { _ in }) {
///     calls = Calls(configure)
///     super.init(zipcode: zipcode)
///   }
///
///   override func startTimer() { calls.startTimer(callingThrough: super.startTimer) }
/// }
/// ```
///
/// The recorders are made, and stubbed by `configure`, before `super.init` runs, so the calls the
/// real `init` makes are recorded and answered by the test's stubs. Each designated initializer
/// of the class gets such an initializer, its default values kept.
///
/// Of an `open` class, the spy overrides the `open` members, with a plain `import`; of any other
/// class, every member that is not `final`, through `@testable import`.
enum SpyRenderer {
  /// The spy of `spied`, overriding none of the members whose titles or base names are in
  /// `skipping`.
  ///
  /// - Parameters:
  ///   - degrading: The members to write more simply, by title, and how far: those the compiler
  ///     rejected as written before. An unrecorded one is not overridden.
  static func render(
    _ spied: SpiedClass, skipping: Set<String> = [], access: GeneratedAccess = .internal,
    degrading: [String: Degradation] = [:]
  ) -> RenderedDouble {
    SpyWriter(
      spied: spied, access: access.limited(to: spied.accessLevel),
      pipeline: MemberPipeline(skipping: skipping, degrading: degrading)
    )
    .render()
  }

  /// The type name of the spy of `spied`: `WeatherServiceSpy`.
  static func typeName(of spied: SpiedClass) -> String {
    spied.typeNamePrefix + spied.qualifiedName.split(separator: ".").joined() + "Spy"
  }
}

private struct SpyWriter {
  /// The attributes of a member its override repeats, so that calls through the double read
  /// as calls of the original: `@discardableResult`.
  static func keptAttributes(of declaration: Declaration) -> [String] {
    declaration.attributes.filter { $0 == "@discardableResult" }
  }

  /// `@concurrent ` for an `async` override or initializer that runs on no actor and says
  /// nothing of where it runs, else nothing.
  ///
  /// Unmarked, such an override would follow the test target's mode: under
  /// `NonisolatedNonsendingByDefault` it would run on its caller's isolation and send the spy,
  /// a class that is not `Sendable`, to a `super` of a class built without the feature
  /// ("sending value of non-Sendable type 'Downloader' risks causing data races"). `@concurrent`
  /// compiles over a class built either way, with the test target either way, where the
  /// arguments are `Sendable`; the compile check finds those that are not.
  func concurrentAttribute(_ declaration: Declaration, isAsync: Bool) -> String {
    let runsOnNoActor =
      declaration.globalActor == nil
      && (spied.globalActor == nil || declaration.has("nonisolated"))
      && !declaration.modifiers.contains { $0.contains("nonsending") }
    return isAsync && runsOnNoActor ? "@concurrent " : ""
  }

  let spied: SpiedClass
  /// How visible the spy is; each member no more than the member it overrides.
  let access: GeneratedAccess
  /// What each member overridden goes through: `--skip`, and the compile check's lowering.
  let pipeline: MemberPipeline

  var typeName: String { SpyRenderer.typeName(of: spied) }
  /// The property holding the recorders: `calls`, unless the class has a member of that name.
  var callsName: String { RecorderContainer.name("calls", avoiding: spied.members) }
  /// Whether the spy sees the class's internal members, through `@testable import`: those of a
  /// class that is not `open`, and of one whose designated initializers are all internal (as
  /// Stencil's `SimpleErrorReporter`, whose only one is the implicit `init()`), which a subclass
  /// could not call otherwise.
  var isTestable: Bool {
    spied.accessLevel != .open || !spied.designatedInitializers.contains(where: \.isPublic)
  }

  /// The designated initializers the spy can call.
  var callableInitializers: [Member] {
    isTestable
      ? spied.designatedInitializers : spied.designatedInitializers.filter(\.isPublic)
  }

  var genericArguments: String {
    spied.genericParameters.isEmpty
      ? "" : "<\(spied.genericParameters.map(\.name).joined(separator: ", "))>"
  }

  /// Whether the spy sees `member` to override it: `open` members, and through
  /// `@testable import` the module's own that are not `private` (another module's class opens
  /// only what it declares `open`).
  func isVisible(_ member: Member) -> Bool {
    guard isTestable, member.module == nil || member.module == spied.module else {
      return member.accessLevel == .open
    }
    return !member.accessLevel.isHiddenFromOtherFiles
  }

  var context: TypeContext {
    TypeContext(
      selfType: typeName + genericArguments, associatedTypes: [], isolation: spied.globalActor)
  }

  /// The members a spy can override, and notes on those it cannot.
  func overridable() -> (members: [Member], notes: [GenerationNote]) {
    var members: [Member] = []
    var notes: [GenerationNote] = []
    if let unknown = spied.unknownSuperclass {
      notes.append(
        GenerationNote(
          member: "\(unknown.split(separator: ".").last.map(String.init) ?? unknown)'s members",
          text: Limitation.notSpied(.spyOfUnknownSuperclass(name: unknown)), needsCode: false,
          namesSeveral: true))
    }
    for member in spied.members {
      let declaration = member.declaration
      guard isVisible(member), !declaration.has("final"), !declaration.has("static") else {
        continue
      }
      if member.isStatic {
        // A `class` member a subclass could override, which the user may have expected spied.
        notes.append(
          GenerationNote(
            member: member.title, text: Limitation.notSpied(.spyOfClassMember), needsCode: false))
        continue
      }
      if pipeline.skips(member) {
        notes.append(
          GenerationNote(
            member: member.title, text: "left out with --skip: override it yourself",
            needsCode: false))
        continue
      }
      if let reason = unspiedReason(member) {
        notes.append(
          GenerationNote(
            member: member.title, text: Limitation.notSpied(reason), needsCode: false))
        continue
      }
      members.append(member)
    }
    return (members, notes)
  }

  /// Why a member is not overridden, if it is not.
  func unspiedReason(_ member: Member) -> Limitation? {
    let declaration = member.declaration
    switch member.kind {
    case .initializer, .operator:
      return .spyOfInitializer
    case .subscript:
      return .spyOfSubscript
    case .property:
      return declaration.keyword == .variable ? nil : .spyOfConstant
    case .method:
      if let type = member.noncopyableTypes.first {
        return .spyOfNoncopyable(type: type)
      }
      if !declaration.genericParameters.isEmpty {
        return .spyOfGenericMethod
      }
      if let result = declaration.type, TypeText.opaqueConstraint(of: result) != nil {
        return .spyOfOpaqueResult
      }
      for parameter in declaration.parameters {
        if parameter.isVariadic || !parameter.specifiers.isEmpty
          || !parameter.attributes.isEmpty || TypeText.functionType(parameter.type) != nil
          || TypeText.opaqueConstraint(of: parameter.type) != nil
        {
          return .spyOfParameter(name: parameter.internalName)
        }
      }
      return nil
    }
  }

  func render() -> RenderedDouble {
    var (overridden, notes) = overridable()
    // Named before any is left out as the compiler rejected it, so that no other's name moves.
    let allNames = RecorderNames.names(for: overridden)
    var members: [Member] = []
    var names: [String] = []
    for (member, name) in zip(overridden, allNames) {
      let key = MemberPipeline.key(of: member, recorder: name)
      if let rejection = pipeline.rejection(of: key) {
        notes.append(
          GenerationNote(
            member: member.title, text: Limitation.notSpied(rejection), needsCode: false,
            degradedMember: key))
      } else {
        members.append(member)
        names.append(name)
      }
    }
    var recorders: [SourceNode] = []
    var overrides: [SourceNode] = []
    var callForms: Set<String> = []
    for (position, (member, name)) in zip(members, names).enumerated() {
      let key = MemberPipeline.key(of: member, recorder: name)
      let written = write(
        member, recorderName: name, besides: Set(allNames),
        overloading: RecorderNames.overloading(position, of: members))
      let emitted = pipeline.emit(
        pipeline.lowered(written, key: key), of: member, key: key,
        modifier: access.limited(to: member.accessLevel).modifier, declared: &callForms)
      notes += emitted.notes
      recorders += emitted.recorder
      overrides += emitted.witness
    }

    let modifier = access.modifier
    // Swift infers Sendable for a struct only where it is not public; MockCalls asks for an
    // init(), which a public struct must declare to be public.
    let calls = TypeDeclaration(
      modifier: modifier, kind: .struct, name: "Calls",
      conformances: access == .internal ? ["MockCalls"] : ["MockCalls", "Sendable"],
      members: recorders + (access == .internal ? [] : [.line(modifier + "init() {}")]))
    var body: [SourceNode] = [.type(calls), .line(modifier + "let \(callsName): Calls"), .blank]
    body += Array(initializers().joined(separator: [.blank]))
    if spied.isIsolatedByModuleDefault {
      // The class's own `deinit` is isolated to the main actor, as its module's default makes
      // it, and checks that it runs there. The spy's must go there first, wherever the test
      // lets the spy go: released off the main actor, the spy crashed in the class's `deinit`.
      // A main-actor `isolated deinit` is back-deployed since Swift 6.2 (swiftlang/swift#82661),
      // so it compiles for any deployment target the class's own implicit one does.
      body += [.blank, .line("isolated deinit {}")]
    }
    if !overrides.isEmpty { body.append(.blank) }
    body += overrides
    for note in notes where !overridesMember(note.member, members) {
      let verb = note.namesSeveral ? "are" : "is"
      body.append(.comment("\(note.member) \(verb) \(note.text)."))
    }
    // A class that can be subclassed is Sendable only as `@unchecked Sendable`, which every
    // subclass must say again; one isolated to a global actor is Sendable by its isolation.
    let sendable = spied.isSendable && spied.globalActor == nil ? ["@unchecked Sendable"] : []
    let declaration = TypeDeclaration(
      documentation: "A spy of `\(spied.qualifiedName)`: it runs the real implementation of each "
        + "member it overrides, unless a test stubs it, and records every call in `\(callsName)`, "
        + "those the real `init` makes included.",
      // Said, not left to inheritance: a class a module isolates by default
      // (`.defaultIsolation(MainActor.self)`) passes no isolation on to a subclass in a test
      // target that does not, whose initializer could then not call the class's.
      attributes: spied.availability + (spied.globalActor.map { [$0] } ?? []),
      modifier: modifier, kind: .finalClass, name: typeName,
      genericClause: Signatures.genericClause(spied.genericParameters),
      conformances: [spied.reference] + sendable,
      whereClause: Signatures.whereClause(spied.whereClause), members: body)
    return RenderedDouble(
      typeName: typeName, subject: "the class \(spied.qualifiedName)",
      source: [.type(declaration)],
      notes: notes, needsTestableImport: isTestable,
      sourceFiles: spied.sourceFiles.isEmpty
        ? (spied.position.map { [$0.file] } ?? []) : spied.sourceFiles,
      modules: spied.modules)
  }

  /// Whether `title` is one of `members`, which the spy overrides: its notes are above its
  /// override, not at the end with those of members it does not.
  private func overridesMember(_ title: String, _ members: [Member]) -> Bool {
    members.contains { $0.title == title }
  }

  /// An initializer per designated initializer of the class, making and stubbing the recorders
  /// before calling it; and, for a required one, the initializer every subclass must have.
  func initializers() -> [[SourceNode]] {
    callableInitializers.flatMap { initializer -> [[SourceNode]] in
      // The closure that stubs the recorders, named unlike the initializer's own parameters.
      let names = Set(
        initializer.declaration.parameters.enumerated().map {
          Invocation.internalName(of: $0.element, at: $0.offset)
        })
      var closure = "configure"
      while names.contains(closure) { closure += "Calls" }
      let configure = "stubbing \(closure): (Calls) -> Void = { _ in }"
      let declaration = initializer.declaration
      let types = declaration.parameters.map { context.rewrite($0.type) }
      let parameters = Signatures.parameters(of: initializer, types: types, keepingDefaults: true)
      let close = Signatures.close(of: declaration, returning: false, rewrite: context.rewrite)
      let superCall = Invocation.superInitializerCall(initializer)
      let failability = declaration.failability ?? ""
      let calls = RecorderContainer.reach(callsName, from: initializer)
      // An `async` initializer calls `super`'s as an `async` override does: `@concurrent`.
      let modifier =
        concurrentAttribute(declaration, isAsync: declaration.isAsync)
        + access.limited(to: initializer.accessLevel).modifier
      let generics = Signatures.genericClause(declaration.genericParameters)
      // A deprecated initializer's spy initializer is deprecated the same way, so that the
      // deprecation warns where a test calls it, not in the generated file.
      let attributes = initializer.availability.map(SourceNode.line)
      var blocks = [
        attributes + [
          .block(
            open: modifier + "init\(failability)\(generics)(", parameters: parameters + [configure],
            close: close, body: [.statement("\(calls) = Calls(\(closure))"), .statement(superCall)])
        ]
      ]
      if declaration.has("required") || spied.hasRequiredConvenienceInitializer {
        // A required initializer must be there with its own signature as well; and a class
        // with a required convenience initializer gets it only by overriding every designated
        // one, which makes it inherit the convenience ones.
        let keyword = declaration.has("required") ? "required" : "override"
        blocks.append(
          attributes + [
            .block(
              open: modifier + "\(keyword) init\(failability)\(generics)(", parameters: parameters,
              close: close,
              body: [.statement("\(calls) = Calls()"), .statement(superCall)])
          ])
      }
      return blocks
    }
  }

  /// The recorder of a member, its override, and its call forms.
  func write(
    _ member: Member, recorderName: String, besides: Set<String> = [],
    overloading: Overloading = .none
  ) -> WrittenMember {
    let (type, override, callForms) = overrideAndCallForms(
      member, recorderName: recorderName, besides: besides,
      overloading: overloading)
    var written = WrittenMember(
      recorder: (recorderName.declarable, type, "\"\(member.title)\""), witness: [override],
      notes: [])
    written.callForms = callForms
    return written
  }

  /// The recorder type of a member, its override, and its call forms.
  private func overrideAndCallForms(
    _ member: Member, recorderName: String, besides: Set<String>, overloading: Overloading
  ) -> (recorderType: String, override: SourceNode, callForms: [CallForms.Function]) {
    let declaration = member.declaration
    // A stored `var`, which the graph prints without accessors, is settable too, and a computed
    // override of it reads and writes the storage through `super`.
    if member.kind == .property, declaration.accessors?.isSettable ?? true {
      // Reads and writes each call through, as a mock's `MockProperty` records them: a test
      // stubs and verifies the spy's property as it would a mock's. (A settable property's getter
      // has no effects.)
      let property =
        "\(RecorderContainer.reach(callsName, from: member))."
        + recorderName.referableAsMember
      let head =
        access.limited(to: member.accessLevel).modifier
        + "override var \(declaration.name): \(context.rewrite(declaration.type ?? "Void"))"
      let name = declaration.name
      let body: [SourceNode] = [
        .line("get { \(property).getter(callingThrough: { super.\(name) }) }"),
        .line("set { \(property).setter(newValue, callingThrough: { super.\(name) = $0 }) }"),
      ]
      let type = TypeText.recordable(context.rewrite(declaration.type ?? "Void"))
      return (
        "MockProperty<\(type)>", .block(open: head, parameters: [], close: "", body: body), []
      )
    }
    if member.kind == .property {
      let accessors = declaration.accessors ?? Declaration.Accessors()
      let invocation = Invocation(getterOf: declaration, accessors, rewriteType: context.rewrite)
      let effects = Signatures.getterEffects(accessors, rewrite: context.rewrite)
      let recorder = "\(callsName).\(recorderName.referableAsMember)"
      // An `async` getter asks its recorder and reads `super` itself, as an `async` method does
      // (see `asyncBody`).
      let statements =
        accessors.getterIsAsync
        ? [
          "if case .answered(let value) = \(invocation.callPrefix)\(recorder).spied() { return value }",
          "return \(invocation.callPrefix)super.\(declaration.name)",
        ]
        : [
          "\(invocation.callPrefix)\(recorder)(callingThrough: { "
            + "\(invocation.callPrefix)super.\(declaration.name) })"
        ]
      // A nonisolated `async` getter's override is `@concurrent`, as a method's is.
      let concurrent = concurrentAttribute(declaration, isAsync: accessors.getterIsAsync)
      let head =
        concurrent + access.limited(to: member.accessLevel).modifier
        + "override var \(declaration.name): \(context.rewrite(declaration.type ?? "Void"))"
      let body = SourceNode.getter(effects: effects, statements)
      return (
        invocation.recorderType, .block(open: head, parameters: [], close: "", body: body), []
      )
    }
    let invocation = Invocation(
      parameters: declaration.parameters, isAsync: declaration.isAsync,
      throwing: declaration.throwing, result: declaration.type, existingGenericNames: [],
      rewriteType: context.rewrite)
    var realImplementation = "super." + Invocation.reference(to: member)
    if member.baseName.trimmingBackticks == "self" {
      // `super.`self`` as a value warns that `self` may mean the method: call it in a closure.
      let arguments = zip(member.labels, declaration.parameters.indices).map { label, index in
        (label.map { $0.usableAsArgumentLabel + ": " } ?? "") + "$\(index)"
      }
      realImplementation =
        "{ \(invocation.callPrefix)super.`self`(\(arguments.joined(separator: ", "))) }"
    }
    let recorder =
      "\(RecorderContainer.reach(callsName, from: member)).\(recorderName.referableAsMember)"
    var call =
      recorder + "("
      + (invocation.arguments + ["callingThrough: \(realImplementation)"]).joined(separator: ", ")
      + ")"
    // The recorder's call closes over the spy: Swift cannot see that its answer is the caller's.
    if declaration.resultIsSending { call = "handingOver(" + call + ")" }
    call = invocation.callPrefix + call
    let body =
      Self.asyncBody(
        of: member, invocation: invocation, recorder: recorder,
        handsOver: declaration.resultIsSending) ?? [.statement(call)]
    // A member's own `where` clause (`where Value: Comparable`, in a generic class): the override
    // must repeat it to call the real implementation, which needs it; and a result it hands
    // over, `sending`, for the override to override it.
    let close = Signatures.close(of: declaration, rewrite: context.rewrite)
    // A member isolated like its class needs not say so; the spy inherits the isolation.
    let attributes =
      Self.keptAttributes(of: declaration).map { $0 + " " }.joined()
      + (declaration.globalActor.flatMap { $0 == context.isolation ? nil : $0 + " " } ?? "")
      + concurrentAttribute(declaration, isAsync: declaration.isAsync)
    let modifiers =
      access.limited(to: member.accessLevel).modifier
      + (declaration.has("nonisolated") ? "nonisolated " : "")
    let equatableTypes = EquatableTypes(
      graph: spied.typeEquatability,
      genericParameters: Dictionary(
        spied.genericParameters.map { ($0.name, $0.constraint.map { [$0] } ?? []) },
        uniquingKeysWith: +),
      whereClause: spied.whereClause)
    return (
      invocation.recorderType,
      .block(
        open: attributes + modifiers + "override func \(declaration.name)(",
        // Defaults kept: a test calls the spy as the code calls the class.
        parameters: Signatures.parameters(
          of: member, types: invocation.witnessTypes, keepingDefaults: true),
        close: close, body: body),
      CallForms.functions(
        for: member, recorder: (recorderName.declarable, invocation.recorderType),
        invocation: invocation, equatability: equatableTypes.equatability(of:),
        access: access.limited(to: member.accessLevel),
        recorders: Set(besides.map(\.trimmingBackticks)),
        overloading: overloading)
    )
  }
}

extension SpyWriter {
  /// The body of an `async` override: it asks the recorder whether a stub answers, and calls
  /// `super` itself otherwise.
  ///
  /// ```swift
  /// if case .answered(let result) = try await calls.fetch.spied(url) { return result }
  /// return try await super.fetch(url)
  /// ```
  ///
  /// Handing `super.fetch` to the recorder, as a synchronous override does, cannot serve an
  /// `async` one: the override runs on its caller's isolation under
  /// `NonisolatedNonsendingByDefault`, or on its class's actor, and the real implementation
  /// passed as a closure would be sent off it with its arguments. Nil for a method whose
  /// arguments the override does not pass on as they are (`inout`, variadic, a closure the
  /// recorder cannot keep), which keeps the form that hands `super` over.
  static func asyncBody(
    of member: Member, invocation: Invocation, recorder: String, handsOver: Bool
  ) -> [SourceNode]? {
    let declaration = member.declaration
    let names = declaration.parameters.enumerated().map {
      Invocation.reference(Invocation.internalName(of: $0.element, at: $0.offset))
    }
    guard declaration.isAsync, member.baseName.trimmingBackticks != "self",
      invocation.arguments == names, invocation.whenUnstubbed == nil,
      !declaration.parameters.contains(where: { $0.isVariadic || $0.specifiers.contains("inout") })
    else { return nil }
    let passed = zip(member.labels, names).map { label, name in
      (label.map { $0.usableAsArgumentLabel + ": " } ?? "") + name
    }
    let asked =
      "\(invocation.callPrefix)\(recorder).spied(\(names.joined(separator: ", ")))"
    let isVoid = invocation.result == "Void"
    let condition = "if case .answered\(isVoid ? "" : "(let result)") = \(asked)"
    let returned = isVoid ? "return" : "return \(handsOver ? "handingOver(result)" : "result")"
    let superCall =
      "\(invocation.callPrefix)super.\(declaration.name.trimmingBackticks.referableAsMember)("
      + passed.joined(separator: ", ") + ")"
    return [
      // On one line where it fits, as `swift format` leaves a short `if`.
      .firstFitting([
        [.line("\(condition) { \(returned) }")],
        SourceNode.scope(condition, [.statement(returned)]),
      ]),
      .statement((isVoid ? "" : "return ") + superCall),
    ]
  }
}
