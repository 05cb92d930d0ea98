/// The attachment of a failed verification or an unexpected call: every call the mocks in the
/// failure recorded, in the order they were made, and their stubs with where the test made them,
/// so that the message can stay short and nothing is lost.
///
/// ```
/// Every call of PaymentGatewayMock, in the order they were made:
///        1. transfer(from: <1>, to: <2>, amount: <390>)
///        2. charge(amount: <5>, token: "tok_1")   verified
///
/// Its stubs, oldest first:
///        charge(amount: <5>, token: anything)   stubbed at PaymentTests/ChargeTests.swift:12
/// ```
///
/// Built only when a failure is reported: a test that passes pays nothing for it.
enum CallLogAttachment {
  /// The name Swift Testing saves it under.
  static let name = "Mockery calls.txt"
  /// How many calls it lists at most, in all: a loop of a million calls is summed up after it.
  static let limit = 100_000

  /// The attachment of a failure about `recorders`.
  ///
  /// It logs the calls of their mocks, where a call form or a whole-mock operation told the
  /// recorders their mock, and of the recorders alone where not; none where there is no call
  /// and no stub to show.
  static func attachments(for recorders: [any InspectableRecorder]) -> [FailureReport.Attachment] {
    let mocks = self.mocks(of: recorders)
    let named = mocks.count > 1
    var calls: [CallSummary] = []
    var stubs: [String] = []
    var total = 0
    for mock in mocks {
      // A recorder alone needs no name before its calls: they name it.
      let prefix = named && mock.isFamily ? mock.name + "." : ""
      for recorder in mock.recorders {
        total += recorder.callCount
        calls += recorder.summaries(first: limit).map {
          CallSummary(sequence: $0.sequence, call: prefix + $0.call, isVerified: $0.isVerified)
        }
        stubs += recorder.stubSummaries.map {
          "\(prefix)\($0.stub)   stubbed at \($0.location.fileID):\($0.location.line)"
        }
      }
    }
    guard !calls.isEmpty || !stubs.isEmpty else { return [] }
    let listed = calls.sorted { $0.sequence < $1.sequence }.prefix(limit)
    let names = joined(mocks.map(\.name))
    var lines: [String]
    if listed.isEmpty {
      lines = ["\(names) \(mocks.count == 1 ? "was" : "were") not called."]
    } else {
      lines = [
        "Every call of \(names), in the order \(listed.count == 1 ? "it was" : "they were") made:"
      ]
      lines += CallListing.numbered(
        listed.map { $0.isVerified ? $0.call + "   verified" : $0.call })
      if total > listed.count {
        lines.append(CallListing.more(total - listed.count, "call", "calls"))
      }
    }
    if !stubs.isEmpty {
      lines += ["", "\(mocks.count == 1 ? "Its" : "Their") stubs, oldest first:"]
      lines += stubs.map { "       " + $0 }
    }
    return [FailureReport.Attachment(name: name, text: lines.joined(separator: "\n") + "\n")]
  }

  /// The mocks of `recorders`, each once: a recorder's family, or the recorder alone.
  private static func mocks(of recorders: [any InspectableRecorder])
    -> [(name: String, recorders: [any InspectableRecorder], isFamily: Bool)]
  {
    var mocks: [(name: String, recorders: [any InspectableRecorder], isFamily: Bool)] = []
    var seen = Set<ObjectIdentifier>()
    for recorder in recorders where !seen.contains(ObjectIdentifier(recorder)) {
      let mock: (name: String, recorders: [any InspectableRecorder], isFamily: Bool)
      if let family = MockFamily.mock(of: recorder) {
        mock = (family.name ?? "the mock", family.recorders, true)
      } else {
        mock = (recorder.requirementName, [recorder], false)
      }
      seen.formUnion(mock.recorders.map(ObjectIdentifier.init))
      mocks.append(mock)
    }
    return mocks
  }

  /// `A`, `A and B`, `A, B and C`.
  private static func joined(_ names: [String]) -> String {
    guard let last = names.last, names.count > 1 else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " and " + last
  }
}
