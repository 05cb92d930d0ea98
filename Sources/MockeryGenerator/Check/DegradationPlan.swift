/// Decides, from the compiler's errors in one double's file, which members to write more simply
/// and how far, or that the double cannot be written at all.
///
/// It sits between the compile check, which only reports errors by line, and the renderers,
/// which only take a ``Degradation`` per member: it reads which member part each error's line
/// belongs to (the file's ``CodeRegion``s) and lowers that member as far as the part needs, and
/// no further:
///
/// | the error is in                       | the member is written                |
/// | ------------------------------------- | ------------------------------------ |
/// | its call form taking values           | without it                           |
/// | a call form taking matchers           | without call forms                   |
/// | its recorder, where it has a stand-in  | without the stand-in                 |
/// | its recorder or witness               | unrecorded                           |
/// | a part it was already lowered for     | one level lower                      |
/// | an unrecorded witness, or no member   | (the double is left out)             |
///
/// An error outside every member (the type's declaration, its initializers) leaves the double
/// out, unless one of its notes points into a member: a conformance the compiler rejects on the
/// type's line names the witness that did not fit in a note.
enum DegradationPlan {
  /// What to do with a double after a round of the check.
  enum Step: Equatable, Sendable {
    /// Render it again with these degradations, by member title: those it had, and more.
    case degrade([String: Degradation])
    /// Leave it out, for this error.
    case decline(CompileCheck.Rejection)
  }

  /// The step that answers `errors`, found in `file`, whose double was rendered with `current`.
  static func step(
    after errors: [CompileCheck.Diagnostic], in file: GeneratedFile,
    current: [String: Degradation]
  ) -> Step {
    var next = current
    // The members this round lowered already, with the level each was lowered to in `next`.
    var lowered: Set<String> = []
    for error in errors {
      guard
        let region = file.region(atLine: error.line)
          ?? error.noteLines.lazy.compactMap(file.region(atLine:)).first
      else {
        return .decline(CompileCheck.Rejection(error, in: file))
      }
      let member = region.member
      // A recorder with a stand-in loses the stand-in first, which alone is made of the user's
      // declarations.
      if region.part == .recorderWithStandIn, !(current[member]?.withoutStandIn ?? false) {
        var degradation = next[member] ?? Degradation(level: nil, message: error.message)
        if !degradation.withoutStandIn {
          degradation.withoutStandIn = true
          degradation.message = error.message
        }
        next[member] = degradation
        continue
      }
      let needed: Degradation.Level =
        switch region.part {
        case .valueCallForm: .withoutValueCallForm
        case .matcherCallForm: .withoutCallForms
        case .recorder, .recorderWithStandIn, .witness: .unrecorded
        }
      // Measured against the level this round's file was written at: two errors in one part
      // lower its member once.
      var level = needed
      if let before = current[member]?.level, before.isAtOrBelow(needed) {
        // Lowered that far already, and still rejected.
        guard let lower = before.lower else {
          return .decline(CompileCheck.Rejection(error, in: file))
        }
        level = lower
      }
      if lowered.contains(member), let planned = next[member]?.level, planned.isAtOrBelow(level) {
        continue
      }
      next[member] = Degradation(
        level: level, withoutStandIn: next[member]?.withoutStandIn ?? false,
        message: error.message)
      lowered.insert(member)
    }
    return .degrade(next)
  }
}
