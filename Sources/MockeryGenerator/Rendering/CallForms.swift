/// Writes a method requirement's *call form*: functions beside its recorder, named and labelled
/// as the requirement is, that a test writes as the code under test makes the call, as "Writing
/// a mock" teaches a person to: one taking a matcher per argument, and, where every argument's
/// type is certainly `Equatable`, one taking plain values.
///
/// ```swift
/// func charge(amount: Matcher<Int>, token: Matcher<String>)
///   -> MockThrowingFunction<Int, String, Receipt>.Call {
///   charge.matching(amount, token).among(self)
/// }
/// @_disfavoredOverload
/// func charge(amount: Int, token: String)
///   -> MockThrowingFunction<Int, String, Receipt>.Call {
///   charge.matching(amount, token).among(self)
/// }
/// ```
///
/// A test then writes `when(gateway.calls.charge(amount: 390, token: "tok_1"))`, and
/// `verify(members.calls.save(emma))` for `save(_:)`. `among(self)` tells the recorders they
/// are one mock's, so that a verification of a requirement never called lists the mock's other
/// calls. A generic requirement's call form is generic too (see ``Generic``).
///
/// A model of an app module isolated to the main actor by default has its `Equatable` isolated
/// to the main actor too: the form taking its values is `@MainActor`, and compares them with
/// `equalTo`, whose twin for such types checks them there.
///
/// The name is the requirement's own base name, never the recorder's, so that a test's calls
/// do not change when another requirement is added: overloads get one call form each,
/// `calls.load(id: 5)` and `calls.load(name: "x")`, while their recorders need names of their
/// own. The form that takes values is disfavoured: the witness's `calls.save(member)` then
/// calls the recorder, which is what it means. A method without arguments has none: its
/// recorder is its call, `calls.startTimer.whenCalled()`.
enum CallForms {
  /// One function of a call form, with what tells it from another function of `Calls`.
  struct Function: Equatable, Sendable {
    /// The name, labels, parameter types and result type: two functions with one signature
    /// cannot both be declared.
    var signature: String
    /// Its declaration, with its attributes.
    var nodes: [SourceNode]
    /// Whether it takes matchers (or reads arguments back), or plain values, which it compares
    /// with `==`: a member degraded by the compile check loses the second first.
    var part: MemberPart = .matcherCallForm
  }

  /// Names no member of `Calls` can declare as a function, or that a test could not call.
  static let unusableNames: Set<String> = [
    "init", "deinit", "subscript", "self", "Self", "Type", "Protocol", "super",
  ]

  /// What the call form of a generic method or subscript declares and calls beside a plain
  /// one's: its generic parameters, as the witness declares them, and the recorder of the
  /// specialization its types name.
  ///
  /// ```swift
  /// func value<T: Decodable>(forKey key: Matcher<String>, as type: T.Type)
  ///   -> MockFunction<String, T.Type, T?>.Call {
  ///   value.specialized(MockFunction<String, T.Type, T?>.self).matching(key, sameType(type))
  ///     .among(self)
  /// }
  /// ```
  ///
  /// A test writes it as the code calls it, `calls.value(forKey: "k", as: String.self)`: the
  /// types come from the arguments, or from what the test stubs it to return. An argument that
  /// is a generic parameter's metatype, `T.Type`, is taken as it is, not as a matcher: it names
  /// the specialization, and matches calls with that very type (`sameType(type)`).
  struct Generic: Equatable, Sendable {
    /// `<T: Decodable>`.
    var clause: String
    /// ` where T: Sendable`, or nothing.
    var whereClause: String
    /// The generic parameters' names.
    var names: Set<String>

    /// The generic parameters and requirements of a call form, as the witness declares them
    /// (`Self` already written as the mock's name); none for a parameter pack.
    init?(_ parameters: [Declaration.GenericParameter], whereClause requirements: [String]) {
      guard !parameters.isEmpty, !parameters.contains(where: \.isPack) else { return nil }
      clause = Signatures.genericClause(parameters)
      whereClause = Signatures.whereClause(requirements)
      names = Set(parameters.map(\.name))
    }

    /// Whether an argument of type `type` names the specialization: `T.Type`.
    func isMetatype(_ type: String) -> Bool {
      type.hasSuffix(".Type") && names.contains(String(type.dropLast(".Type".count)))
    }
  }

  /// The call form of `member`, recorded by `recorder` (its name as declared and its type) as
  /// `invocation` says; none for a property, a subscript or an operator.
  ///
  /// Its name may be another recorder's: that of the overload declared first, or of a property
  /// of its name, which keep the base name (see ``RecorderNames``). A test tells them apart as
  /// Swift does, `calls.load.whenCalled()` the recorder, `calls.load(name: "x")` the call form,
  /// and a witness calls its recorder by its own name.
  ///
  /// An initializer's call form is named like its recorder, and written only where an argument
  /// has a label: `Calls` cannot declare a function named `init`.
  ///
  /// With two arguments or more, it also reads the recorded calls' arguments back as tuples
  /// with those labels, `chargeArguments[0].amount`, unless a recorder has that name.
  ///
  /// - Parameters:
  ///   - equatability: Where a recorded argument type is certainly `Equatable`.
  ///   - recorders: The names of every recorder of `Calls`, this one's included.
  ///   - overloading: Whether an overload declared before it has its labels (see
  ///     ``RecorderNames/overloading(_:of:)``): its form taking matchers is then disfavoured
  ///     too, and its form taking values may not be.
  static func functions(
    for member: Member, recorder: (name: String, type: String), invocation: Invocation,
    equatability: (String) -> Equatability, access: GeneratedAccess = .internal,
    recorders: Set<String> = [], generic: Generic? = nil, overloading: Overloading = .none
  ) -> [Function] {
    if member.kind == .method, invocation.recordedTypes.isEmpty, let generic {
      return resultOnly(
        for: member, recorder: recorder, invocation: invocation, generic: generic,
        access: access, recorders: recorders)
    }
    // Without a recorded argument there is none: a function `startTimer()` beside the recorder
    // `startTimer` would redeclare it, and the recorder already reads as the call,
    // `calls.startTimer.whenCalled()`. A subscript has one only where it is generic: `Calls`
    // declares a subscript, `calls["k"]`, as the code reads the mock's.
    let isSubscript = member.kind == .subscript
    guard member.kind == .method || member.kind == .initializer || (isSubscript && generic != nil),
      !invocation.recordedTypes.isEmpty,
      invocation.recordedPositions.count == invocation.recordedTypes.count
    else { return [] }
    let parameters = member.declaration.parameters
    let labels = invocation.recordedPositions.map { position in
      position < member.labels.count ? member.labels[position] : parameters[position].firstName
    }
    let name: String
    if isSubscript {
      name = "subscript"
    } else if member.kind == .initializer {
      guard labels.contains(where: { $0 != nil }) else { return [] }
      name = recorder.name
    } else {
      let base = member.baseName.trimmingBackticks
      guard !unusableNames.contains(base), base.first.map({ $0 == "_" || $0.isLetter }) == true
      else { return [] }
      name = base.declarable
    }
    let names = invocation.recordedPositions.map {
      Invocation.internalName(of: parameters[$0], at: $0)
    }
    // A parameter named like the recorder hides it inside the function, and `subscript` is
    // read as `Calls`'s own subscript.
    var receiver =
      names.contains(recorder.name.trimmingBackticks) || isSubscript
      ? "self.\(recorder.name)" : recorder.name
    if generic != nil { receiver += ".specialized(\(recorder.type).self)" }
    let types = invocation.recordedTypes
    let close = ") -> \(recorder.type).Call" + (generic?.whereClause ?? "")
    let keyword = isSubscript ? "subscript" : "func \(name)"
    func function(
      _ declaredTypes: [String], matchers: [String], part: MemberPart, isMainActor: Bool = false
    ) -> Function {
      let body = "\(receiver).matching(\(matchers.joined(separator: ", "))).among(self)"
      let declared = zip(zip(labels, names), declaredTypes).map { pair, type in
        "\(Signatures.names(label: pair.0, name: pair.1, inSubscript: isSubscript)): \(type)"
      }
      let head =
        access.modifier + keyword + (generic?.clause ?? "") + "("
        + declared.joined(separator: ", ")
      let tail = close + " { " + body + " }"
      var nodes = member.availability.map(SourceNode.line)
      if isMainActor { nodes.append(.line("@MainActor")) }
      if part == .valueCallForm
        ? overloading.disfavoursValueForm : overloading.disfavoursMatcherForm
      {
        nodes.append(.line("@_disfavoredOverload"))
      }
      let oneLine = [SourceNode.line(head + tail)]
      if let generic {
        nodes.append(
          .firstFitting([
            oneLine,
            Self.genericLayout(
              head: head, parameters: declared, result: "-> \(recorder.type).Call",
              whereClause: generic.whereClause, receiver: receiver,
              matching: ".matching(\(matchers.joined(separator: ", "))).among(self)"),
          ]))
      } else {
        nodes.append(
          .firstFitting([
            oneLine,
            // The head, then the result and the body: the shape the docs write it in.
            [.line(head + ")"), .indented([.line(String(tail.dropFirst(2)))])],
            // The same, the body on a line of its own.
            [
              .line(head + ")"), .indented([.line(String(close.dropFirst(2)))]),
              .line("{ " + body + " }"),
            ],
            [
              .block(
                open: access.modifier + keyword + "(",
                parameters: declared, close: close, body: [.statement(body)])
            ],
          ]))
      }
      let signature =
        "\(name.trimmingBackticks)\(generic?.clause ?? "")("
        + zip(labels, declaredTypes).map { "\($0 ?? "_"): \($1)" }.joined(separator: ", ")
        + close
      return Function(signature: signature, nodes: nodes, part: part)
    }
    let passed = names.map(\.declarable)
    // A generic parameter's metatype is taken as it is, not as a matcher: it names the
    // specialization, and is matched as that very type.
    let isMetatype = types.map { generic?.isMetatype($0) ?? false }
    var functions = [
      function(
        types.indices.map { isMetatype[$0] ? types[$0] : "Matcher<\(types[$0])>" },
        matchers: types.indices.map { isMetatype[$0] ? "sameType(\(passed[$0]))" : passed[$0] },
        part: .matcherCallForm)
    ]
    // Plain values beside a metatype are compared one by one, as are values only the main
    // actor compares; the others all at once.
    let compared = types.indices.filter { !isMetatype[$0] }
    let comparable = compared.reduce(Equatability.anywhere) {
      $0.combined(with: equatability(types[$1]))
    }
    if !compared.isEmpty, comparable != .none {
      let matchers =
        compared.count == types.count && comparable == .anywhere
        ? passed
        : types.indices.map {
          isMetatype[$0] ? "sameType(\(passed[$0]))" : "equalTo(\(passed[$0]))"
        }
      functions.append(
        function(
          types, matchers: matchers, part: .valueCallForm,
          isMainActor: comparable == .onMainActor))
    }
    // A generic recorder has no arguments to read back; each specialization has its own.
    let property = recorder.name.trimmingBackticks + "Arguments"
    if generic == nil, types.count > 1, !recorders.contains(property) {
      functions.append(
        Function(
          signature: property,
          nodes: member.availability.map(SourceNode.line)
            + [
              arguments(
                property, of: recorder.name, labels: labels, names: names, types: types,
                access: access)
            ]))
    }
    return functions
  }

  /// The call form of a generic method without arguments, whose types appear only in what it
  /// returns, `func make<T>() -> T`: its recorder must be specialized, so it reads as no call,
  /// and its call form takes the type it returns, which a test leaves to the value it stubs,
  /// `when(clock.calls.make()).thenReturn(5)`, or names,
  /// `verify(clock.calls.make(returning: Int.self))`.
  ///
  /// ```swift
  /// func make<T>(returning type: T.Type = T.self) -> MockFunction<T>.Call {
  ///   make.specialized(MockFunction<T>.self).matching().among(self)
  /// }
  /// ```
  ///
  /// None where a generic parameter is not in the result, which would leave it unknown.
  private static func resultOnly(
    for member: Member, recorder: (name: String, type: String), invocation: Invocation,
    generic: Generic, access: GeneratedAccess, recorders: Set<String>
  ) -> [Function] {
    let base = member.baseName.trimmingBackticks
    let result = invocation.result
    guard !unusableNames.contains(base), base.first.map({ $0 == "_" || $0.isLetter }) == true,
      generic.names.allSatisfy({ TypeText.mentions($0, in: result) })
    else { return [] }
    // `(any P).Type`, `(() -> T).Type`: a metatype of such a type needs its parentheses.
    let needsParentheses = ["->", "&", "any "].contains { result.contains($0) }
    let metatype = needsParentheses ? "(\(result))" : result
    let head =
      access.modifier + "func \(base.declarable)\(generic.clause)(returning type: \(metatype).Type"
      + " = \(metatype).self"
    let receiver = "\(recorder.name).specialized(\(recorder.type).self)"
    let nodes = Self.genericLayout(
      head: head, parameters: [], result: "-> \(recorder.type).Call",
      whereClause: generic.whereClause, receiver: receiver, matching: ".matching().among(self)")
    return [
      Function(
        signature: "\(base)\(generic.clause)(returning: \(metatype).Type) -> \(recorder.type).Call",
        nodes: member.availability.map(SourceNode.line) + nodes)
    ]
  }

  /// A generic call form's lines, where it does not fit on one: the head, the result and its
  /// `where` clause, and the body, which names the specialization and then matches its calls.
  ///
  /// ```swift
  /// func value<T>(forKey key: Matcher<String>, as type: T.Type)
  ///   -> MockFunction<String, T.Type, T?>.Call where T: Decodable {
  ///   value.specialized(MockFunction<String, T.Type, T?>.self)
  ///     .matching(key, sameType(type)).among(self)
  /// }
  /// ```
  private static func genericLayout(
    head: String, parameters: [String], result: String, whereClause: String, receiver: String,
    matching: String
  ) -> [SourceNode] {
    let open = String(head.prefix { $0 != "(" }) + "("
    let onePerLine = parameters.enumerated().map { index, parameter in
      SourceNode.line(parameter + (index < parameters.count - 1 ? "," : ""))
    }
    return [
      .firstFitting([[.line(head + ")")], [.line(open), .indented(onePerLine), .line(")")]]),
      .indented([
        .firstFitting([
          [.line(result + whereClause + " {")],
          whereClause.isEmpty
            ? [.line(result + " {")]
            : [.line(result), .line(whereClause.dropFirst() + " {")],
        ]),
        .firstFitting([
          [.line(receiver + matching)], [.line(receiver), .indented([.line(matching)])],
        ]),
      ]),
      .line("}"),
    ]
  }

  /// `functions`, leaving out each whose signature `declared` already holds (two requirements
  /// a protocol's parents both declare), and adding theirs to it: `Calls` cannot declare one
  /// twice.
  static func undeclared(_ functions: [Function], besides declared: inout Set<String>)
    -> [Function]
  {
    functions.filter { declared.insert($0.signature).inserted }
  }

  /// `functions` with those a member's degradation leaves out left out.
  static func kept(_ functions: [Function], at degradation: Degradation?) -> [Function] {
    switch degradation?.level {
    case nil: functions
    case .withoutValueCallForm?: functions.filter { $0.part != .valueCallForm }
    case .withoutCallForms?, .unrecorded?: []
    }
  }

  /// `var chargeArguments: [(amount: Int, token: String)] { self.charge.arguments.map { $0 } }`: the
  /// recorded arguments, each element named by its label, else by its parameter's name.
  private static func arguments(
    _ property: String, of recorder: String, labels: [String?], names: [String],
    types: [String], access: GeneratedAccess
  ) -> SourceNode {
    var elements = zip(labels, names).map { label, name in label ?? name }
    // Two arguments may share a label, `f(x a: Int, x b: Int)`; their names differ.
    if Set(elements).count < elements.count { elements = names }
    let tuple = zip(elements, types).map { "\($0.declarable): \($1)" }.joined(separator: ", ")
    let head = access.modifier + "var \(property.declarable): [(\(tuple))]"
    // `self.`: a body that starts with `set` or `get` would be read as an accessor.
    let body = "self.\(recorder).arguments.map { $0 }"
    return .block(open: head, parameters: [], close: "", body: [.statement(body)])
  }
}
