/// Writes a method requirement's *call form*: functions beside its recorder, named and labelled
/// as the requirement is, that a test writes as the code under test makes the call, as "Writing
/// a mock" teaches a person to: one taking a matcher per argument, and, where every argument's
/// type is certainly `Equatable`, one taking plain values.
///
/// ```swift
/// func charge(amount: Matcher<Int>, token: Matcher<String>)
///   -> MockThrowingFunction<Int, String, Receipt>.Call { charge.matching(amount, token).among(self) }
/// @_disfavoredOverload
/// func charge(amount: Int, token: String)
///   -> MockThrowingFunction<Int, String, Receipt>.Call { charge.matching(amount, token).among(self) }
/// ```
///
/// `among(self)` tells the recorders they are one mock's, so that a verification of a
/// requirement never called lists the mock's other calls. A test then writes `when(gateway.calls.charge(amount: 390, token: "tok_1"))`, and
/// `verify(members.calls.save(emma))` for `save(_:)`.
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
    /// Its lines, with its attributes.
    var lines: [String]
    /// Whether it takes matchers (or reads arguments back), or plain values, which it compares
    /// with `==`: a member degraded by the compile check loses the second first.
    var part: MemberPart = .matcherCallForm
  }

  /// Names no member of `Calls` can declare as a function, or that a test could not call.
  static let unusableNames: Set<String> = [
    "init", "deinit", "subscript", "self", "Self", "Type", "Protocol", "super",
  ]

  /// The call form of `member`, recorded by `recorder` (its name as declared and its type) as
  /// `invocation` says; none for a property, a subscript, an operator or a generic method, nor
  /// where the name is another recorder's (`recorders`), which a test could not tell from it.
  ///
  /// An initializer's call form is named like its recorder, and written only where an argument
  /// has a label: `Calls` cannot declare a function named `init`.
  ///
  /// With two arguments or more, it also reads the recorded calls' arguments back as tuples
  /// with those labels, `chargeArguments[0].amount`, unless a recorder has that name.
  ///
  /// - Parameters:
  ///   - isEquatable: Whether a recorded argument type is certainly `Equatable`.
  ///   - recorders: The names of every recorder of `Calls`, this one's included.
  static func functions(
    for member: Member, recorder: (name: String, type: String), invocation: Invocation,
    isEquatable: (String) -> Bool, access: GeneratedAccess = .internal,
    recorders: Set<String> = [], indent: String
  ) -> [Function] {
    // Without a recorded argument there is none: a function `startTimer()` beside the recorder
    // `startTimer` would redeclare it, and the recorder already reads as the call,
    // `calls.startTimer.whenCalled()`.
    guard member.kind == .method || member.kind == .initializer,
      !invocation.recordedTypes.isEmpty,
      invocation.recordedPositions.count == invocation.recordedTypes.count
    else { return [] }
    let parameters = member.declaration.parameters
    let labels = invocation.recordedPositions.map { position in
      position < member.labels.count ? member.labels[position] : parameters[position].firstName
    }
    let name: String
    if member.kind == .initializer {
      guard labels.contains(where: { $0 != nil }) else { return [] }
      name = recorder.name
    } else {
      let base = member.baseName.trimmingBackticks
      let own = recorder.name.trimmingBackticks
      guard !unusableNames.contains(base), base.first.map({ $0 == "_" || $0.isLetter }) == true,
        base == own || !recorders.contains(base)
      else { return [] }
      name = base.declarable
    }
    let names = invocation.recordedPositions.map {
      Invocation.internalName(of: parameters[$0], at: $0)
    }
    // A parameter named like the recorder hides it inside the function.
    let receiver =
      names.contains(recorder.name.trimmingBackticks) ? "self.\(recorder.name)" : recorder.name
    let body =
      "\(receiver).matching(\(names.map(\.declarable).joined(separator: ", "))).among(self)"
    let close = ") -> \(recorder.type).Call"
    func function(_ types: [String], disfavored: Bool) -> Function {
      let declared = zip(zip(labels, names), types).map { pair, type in
        "\(Signatures.names(label: pair.0, name: pair.1, inSubscript: false)): \(type)"
      }
      let head = access.modifier + "func \(name)(" + declared.joined(separator: ", ")
      let tail = close + " { " + body + " }"
      var lines = member.availability.map { indent + $0 }
      if disfavored { lines.append(indent + "@_disfavoredOverload") }
      if Layout.fits(indent + head + tail) {
        lines.append(indent + head + tail)
      } else if Layout.fits(indent + head + ")"),
        Layout.fits(indent + Layout.indentUnit + tail.dropFirst(2))
      {
        // The head, then the result and the body: the shape the docs write it in.
        lines += [indent + head + ")", indent + Layout.indentUnit + tail.dropFirst(2)]
      } else if Layout.fits(indent + head + ")"),
        Layout.fits(indent + Layout.indentUnit + close.dropFirst(2)),
        Layout.fits(indent + "{ " + body + " }")
      {
        // The same, the body on a line of its own.
        lines += [
          indent + head + ")", indent + Layout.indentUnit + close.dropFirst(2),
          indent + "{ " + body + " }",
        ]
      } else {
        lines += Layout.block(
          open: access.modifier + "func \(name)(", parameters: declared, close: close,
          body: [body], indent: indent)
      }
      let signature =
        "\(name.trimmingBackticks)("
        + zip(labels, types).map { "\($0 ?? "_"): \($1)" }.joined(separator: ", ") + close
      return Function(
        signature: signature, lines: lines, part: disfavored ? .valueCallForm : .matcherCallForm)
    }
    let types = invocation.recordedTypes
    var functions = [function(types.map { "Matcher<\($0)>" }, disfavored: false)]
    if types.allSatisfy(isEquatable) {
      functions.append(function(types, disfavored: true))
    }
    let property = recorder.name.trimmingBackticks + "Arguments"
    if types.count > 1, !recorders.contains(property) {
      functions.append(
        Function(
          signature: property,
          lines: member.availability.map { indent + $0 }
            + arguments(
              property, of: recorder.name, labels: labels, names: names, types: types,
              access: access, indent: indent)))
    }
    return functions
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
    types: [String], access: GeneratedAccess, indent: String
  ) -> [String] {
    var elements = zip(labels, names).map { label, name in label ?? name }
    // Two arguments may share a label, `f(x a: Int, x b: Int)`; their names differ.
    if Set(elements).count < elements.count { elements = names }
    let tuple = zip(elements, types).map { "\($0.declarable): \($1)" }.joined(separator: ", ")
    let head = access.modifier + "var \(property.declarable): [(\(tuple))]"
    // `self.`: a body that starts with `set` or `get` would be read as an accessor.
    let body = "self.\(recorder).arguments.map { $0 }"
    if Layout.fits(indent + head + " { " + body + " }") {
      return [indent + head + " { " + body + " }"]
    }
    return [indent + head + " {", indent + Layout.indentUnit + body, indent + "}"]
  }
}
