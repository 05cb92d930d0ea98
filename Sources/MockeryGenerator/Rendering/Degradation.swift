/// How far down the renderers go in writing one member, after the compiler rejected what they
/// wrote before: a simpler member that compiles, rather than no double at all.
///
/// The renderers take one for each member to lower, by its key (see
/// ``key(recorder:isStatic:)``); the stage after the compile check decides which (see
/// ``DegradationPlan``). Each level keeps what the one above it keeps, less one thing:
///
/// 1. ``Level/withoutValueCallForm``: no call form taking plain values, whose `==` a type with
///    an isolated `Equatable` conformance cannot give; the matcher forms stay.
/// 2. ``Level/withoutCallForms``: no call form at all; the recorder stays, by its name.
/// 3. ``Level/unrecorded``: no recorder. A mock's witness fails the test that calls it, with the
///    compiler's message (or the protocol's default implementation answers, where there is
///    one); a spy does not override the member, whose real implementation runs.
///
/// Apart from the levels, a mock's recorder may lose its stand-in (``withoutStandIn``), the value
/// a call nobody stubbed returns after failing its test, which the model makes from the result
/// type's declarations: without it, such a call stops the test process, as it did before.
struct Degradation: Equatable, Sendable {
  // Ordered by their raw values, not by `Comparable`: the project declares no `<` of its own.
  enum Level: Int, Sendable, CaseIterable {
    case withoutValueCallForm = 1
    case withoutCallForms
    case unrecorded

    /// The level below this one; nil below the last.
    var lower: Level? { Level(rawValue: rawValue + 1) }

    /// Whether it leaves out at least what `other` does.
    func isAtOrBelow(_ other: Level) -> Bool { rawValue >= other.rawValue }
  }

  /// How far down the member is written; nil for every level's parts kept.
  var level: Level?
  /// Whether its recorder is written without its stand-in.
  var withoutStandIn = false
  /// The compiler's error that lowered the member last, as it said it.
  var message: String

  /// How the renderers' `degrading` input and ``CodeRegion/member`` name a member: by its
  /// recorder's name, which no other member of its double has (overloads share a title), with
  /// `static ` before a static one's, which may share an instance recorder's name.
  static func key(recorder: String, isStatic: Bool = false) -> String {
    (isStatic ? "static " : "") + recorder.trimmingBackticks
  }

  /// What the generated file and the command say of a member written at this level.
  ///
  /// For ``Level/unrecorded``, ``Limitation/rejectedByCompiler(message:)`` says it.
  var note: String {
    switch level {
    case nil: standInNote
    case .withoutValueCallForm:
      "no call form taking values, as the compiler rejected it (\(message)): match its "
        + "arguments with matchers"
    case .withoutCallForms:
      "no call form, as the compiler rejected them (\(message)): stub and verify it through its "
        + "recorder"
    case .unrecorded:
      Limitation.rejectedByCompiler(message: message).reason
    }
  }

  /// What the file and the command say of a recorder written without its stand-in.
  var standInNote: String {
    "no stand-in for a call nobody stubbed, as the compiler rejected it (\(message)): such a "
      + "call stops the test process"
  }
}
