/// Writes the functions that give a recorder back its requirement's argument labels, as
/// "Writing a mock" teaches a person to: one named like the recorder, taking a matcher per
/// argument under the requirement's labels, and, where every argument's type is certainly
/// `Equatable`, one taking plain values.
///
/// ```swift
/// func charge(amount: Matcher<Int>, token: Matcher<String>)
///   -> MockThrowingFunction<Int, String, Receipt>.Call { charge.matching(amount, token) }
/// func charge(amount: Int, token: String)
///   -> MockThrowingFunction<Int, String, Receipt>.Call { charge.matching(amount, token) }
/// ```
///
/// A test then writes `when(gateway.calls.charge(amount: 390, token: "tok_1"))`.
enum LabelledCalls {
  /// The functions for `member`, recorded by `recorder` (its name as declared and its type) as
  /// `invocation` says; none where no recorded argument has a label, since the recorder's own
  /// `when(_:)` already reads as the call does and a function taking the same unlabelled
  /// arguments would catch the witness's call to the recorder.
  ///
  /// With two arguments or more, also the recorded calls' arguments as tuples with those
  /// labels, `chargeArguments[0].amount`, unless another member of `Calls` has that name.
  ///
  /// - Parameters:
  ///   - isEquatable: Whether a recorded argument type is certainly `Equatable`.
  ///   - taken: The names of the recorders beside this one, which the arguments' property must
  ///     not take.
  static func functions(
    for member: Member, recorder: (name: String, type: String), invocation: Invocation,
    isEquatable: (String) -> Bool, access: GeneratedAccess = .internal, taken: Set<String> = [],
    indent: String
  ) -> [String] {
    guard member.kind == .method || member.kind == .initializer,
      !invocation.recordedTypes.isEmpty,
      invocation.recordedPositions.count == invocation.recordedTypes.count
    else { return [] }
    let parameters = member.declaration.parameters
    let labels = invocation.recordedPositions.map { position in
      position < member.labels.count ? member.labels[position] : parameters[position].firstName
    }
    guard labels.contains(where: { $0 != nil }) else { return [] }
    let names = invocation.recordedPositions.map {
      Invocation.internalName(of: parameters[$0], at: $0)
    }
    // A parameter named like the recorder hides it inside the function.
    let receiver =
      names.contains(recorder.name.trimmingBackticks) ? "self.\(recorder.name)" : recorder.name
    let body = "\(receiver).matching(\(names.map(\.declarable).joined(separator: ", ")))"
    let close = ") -> \(recorder.type).Call"
    func function(_ types: [String]) -> [String] {
      let declared = zip(zip(labels, names), types).map { pair, type in
        "\(Signatures.names(label: pair.0, name: pair.1, inSubscript: false)): \(type)"
      }
      let head = access.modifier + "func \(recorder.name)(" + declared.joined(separator: ", ")
      let tail = close + " { " + body + " }"
      let lines: [String]
      if Layout.fits(indent + head + tail) {
        lines = [indent + head + tail]
      } else if Layout.fits(indent + head + ")"),
        Layout.fits(indent + Layout.indentUnit + tail.dropFirst(2))
      {
        // The head, then the result and the body: the shape the docs write it in.
        lines = [indent + head + ")", indent + Layout.indentUnit + tail.dropFirst(2)]
      } else {
        lines = Layout.block(
          open: access.modifier + "func \(recorder.name)(", parameters: declared, close: close,
          body: [body],
          indent: indent)
      }
      return member.availability.map { indent + $0 } + lines
    }
    var lines = function(invocation.recordedTypes.map { "Matcher<\($0)>" })
    if invocation.recordedTypes.allSatisfy(isEquatable) {
      lines += function(invocation.recordedTypes)
    }
    let property = recorder.name.trimmingBackticks + "Arguments"
    if invocation.recordedTypes.count > 1, !taken.contains(property) {
      lines += member.availability.map { indent + $0 }
      lines += arguments(
        property, of: recorder.name, labels: labels, names: names,
        types: invocation.recordedTypes, access: access, indent: indent)
    }
    return lines
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
