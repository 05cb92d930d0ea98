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
  /// - Parameter isEquatable: Whether a recorded argument type is certainly `Equatable`.
  static func functions(
    for member: Member, recorder: (name: String, type: String), invocation: Invocation,
    isEquatable: (String) -> Bool, access: GeneratedAccess = .internal, indent: String
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
    return lines
  }
}
