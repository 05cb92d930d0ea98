/// The steps each member of a double goes through, a mock's and a spy's alike.
///
/// They go around what only the double's kind knows (how to write the member, and what stands
/// in for one it cannot record):
///
/// 1. left out, where the user says so with `--skip` (``skips(_:)``);
/// 2. written without a recorder, where the compile check rejected every simpler form
///    (``rejection(of:)``);
/// 3. written, then lowered as far as the check asks (``lowered(_:key:)``);
/// 4. emitted: its recorder and call forms, its witness with what the file says of it above,
///    each part tagged with the member for the check (``emit(_:of:key:modifier:declared:)``).
///
/// A double's kind decides which members reach these steps and what it writes; the steps are
/// the same for every kind, so a member is lowered, noted and tagged the same way in a mock and
/// in a spy.
struct MemberPipeline {
  /// The members the user leaves out, by title or base name.
  let skipping: Set<String>
  /// How far to lower each member, by key; see ``Degradation``.
  let degrading: [String: Degradation]

  /// The key a member is known by to the check and its plan: see
  /// ``Degradation/key(recorder:isStatic:)``.
  static func key(of member: Member, recorder: String) -> String {
    Degradation.key(recorder: recorder, isStatic: member.isStatic)
  }

  /// Whether the user leaves `member` out with `--skip`.
  func skips(_ member: Member) -> Bool {
    skipping.contains(member.title) || skipping.contains(member.baseName)
  }

  /// Why the member keyed `key` has no recorder, where the check lowered it that far.
  func rejection(of key: String) -> Limitation? {
    guard let degradation = degrading[key], degradation.level == .unrecorded else { return nil }
    return .rejectedByCompiler(message: degradation.message)
  }

  /// Whether the recorder of the member keyed `key` may give a stand-in for a call nobody
  /// stubbed: unless the compiler rejected the stand-in.
  func allowsStandIn(_ key: String) -> Bool {
    !(degrading[key]?.withoutStandIn ?? false)
  }

  /// The member as the check's lowering of it leaves it.
  ///
  /// That is `written` without the call forms the lowering leaves out, with notes that say what
  /// it left out and why. A member written without a recorder is as it is.
  func lowered(_ written: WrittenMember, key: String) -> WrittenMember {
    guard let degradation = degrading[key], written.omission == nil else { return written }
    var lowered = written
    if degradation.level != nil, !written.callForms.isEmpty {
      lowered.callForms = CallForms.kept(written.callForms, at: degradation)
      lowered.compilerNotes.append(degradation.note)
    }
    if degradation.withoutStandIn { lowered.compilerNotes.append(degradation.standInNote) }
    return lowered
  }

  /// The code of `written`, each part tagged with the member: its recorder (with the member's
  /// availability) and those of its call forms not in `declared` yet, for the recorders'
  /// struct; its witness with its notes and availability above it, for the double's body; and
  /// the notes the command lists, those of the compiler with the member's key.
  func emit(
    _ written: WrittenMember, of member: Member, key: String, modifier: String,
    declared: inout Set<String>
  ) -> (recorder: [SourceNode], witness: [SourceNode], notes: [GenerationNote]) {
    func tagged(_ part: MemberPart, _ nodes: [SourceNode]) -> SourceNode {
      .tagged(SourceTag(member: key, title: member.title, part: part), nodes)
    }
    let availability = member.availability.map(SourceNode.line)
    var recorder: [SourceNode] = []
    if let declaration = written.recorder {
      recorder.append(
        tagged(
          written.recorderHasStandIn ? .recorderWithStandIn : .recorder,
          availability + [
            .recorder(
              declaration.name, type: declaration.type, arguments: declaration.arguments,
              modifier: modifier)
          ]))
    }
    for function in CallForms.undeclared(written.callForms, besides: &declared) {
      recorder.append(tagged(function.part, function.nodes))
    }
    let comments = (written.notes + written.compilerNotes).map {
      SourceNode.comment("\(member.title): \($0).")
    }
    let attributes = written.witness.isEmpty ? [] : availability
    let witnessNodes = comments + attributes + written.witness
    let witness = witnessNodes.isEmpty ? [] : [tagged(.witness, witnessNodes)]
    let notes =
      written.notes.map { GenerationNote(member: member.title, text: $0, needsCode: false) }
      + written.compilerNotes.map {
        GenerationNote(member: member.title, text: $0, needsCode: false, degradedMember: key)
      }
    return (recorder, witness, notes)
  }
}
