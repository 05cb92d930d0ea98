/// What a failed verification adds when its requirement was never called: the calls the mock
/// had instead, as Mockito's "However, there were other interactions with this mock" does.
///
/// ```
/// Expected: delete(id: "1") called once
///      but: was never called
///      the mock's other calls, nearest first:
///        1. delete(ids: ["1"])
///        2. remove(id: "1")
///        … and 3 more calls
/// ```
///
/// Nearest by their text to the wanted call's, name and arguments alike, so that the call the
/// code made instead comes first; ties in the order they happened. Bounded, as a mock may have
/// a million calls: ``limit`` are listed, and the first ``weighedPerRecorder`` of each other
/// recorder weighed.
enum OtherCalls {
  /// How many of the mock's other calls a message lists.
  static let limit = 10
  /// How many calls of each other recorder are weighed for nearness.
  static let weighedPerRecorder = 20
  /// How much of a call's text counts for nearness.
  static let weighedCharacters = 80

  /// The lines to add under `but: was never called`; nil when the mock is not known.
  ///
  /// For a requirement whose recorder is `recorder`, wanted as `wanted`. The calls of `listed`,
  /// which the message lists already, are left out, and then nothing is said of there being no
  /// other calls: the message has listed some.
  static func lines(
    besides recorder: any InspectableRecorder, wanted: String,
    listed: [any InspectableRecorder] = []
  ) -> String? {
    guard let members = MockFamily.mock(of: recorder)?.recorders else { return nil }
    let left = Set((listed + [recorder]).map(ObjectIdentifier.init))
    let others = members.filter { !left.contains(ObjectIdentifier($0)) }
    let total = others.reduce(0) { $0 + $1.callCount }
    guard total > 0 else {
      return listed.isEmpty ? "     nor was any other requirement of the mock" : nil
    }
    let target = Array(wanted.unicodeScalars.prefix(weighedCharacters))
    var candidates: [(distance: Int, sequence: UInt64, call: String, from: Int)] = []
    for (index, other) in others.enumerated() {
      for summary in other.summaries(first: weighedPerRecorder) {
        let text = Array(summary.call.unicodeScalars.prefix(weighedCharacters))
        candidates.append((distance(target, text), summary.sequence, summary.call, index))
      }
    }
    let listed = candidates.sorted { ($0.distance, $0.sequence) < ($1.distance, $1.sequence) }
      .prefix(limit)
    // Overloads of one name are told apart by their types.
    let names = Dictionary(grouping: Set(listed.map(\.from)), by: { others[$0].requirementName })
    let entries = listed.map { entry in
      let other = others[entry.from]
      let shared = (names[other.requirementName]?.count ?? 0) > 1
      return shared ? "\(entry.call)   as \(other.typeSignature)" : entry.call
    }
    var lines = ["     the mock's other calls, nearest first:"] + CallListing.numbered(entries)
    if total > listed.count {
      lines.append(CallListing.more(total - listed.count, "call", "calls"))
    }
    return lines.joined(separator: "\n")
  }

  /// How many single-character insertions, deletions and substitutions turn `a` into `b`.
  static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    var previous = Array(0...b.count)
    var current = previous
    for (i, scalar) in a.enumerated() {
      current[0] = i + 1
      for j in 0..<b.count {
        current[j + 1] = Swift.min(
          previous[j + 1] + 1, current[j] + 1, previous[j] + (scalar == b[j] ? 0 : 1))
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
