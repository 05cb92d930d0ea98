/// The calls a recorder reported because no stub answered them, so that one mistake is one
/// failure however often the code under test repeats it.
///
/// A miss is told apart by what its message says: its kind, the recorder's stubs as they were
/// (their version, see `CallStore.stubsVersion`) and the test it is reported in. The same miss
/// again, with any arguments, is counted, not reported; so is a different miss once
/// ``reportedLimit`` were reported in the test. At the end of the test, where Mockery can tell
/// when that is, the counts are a warning at the first report's line.
///
/// Guarded by its recorder's lock. Not generic: one copy of its code serves every recorder.
@usableFromInline
struct MissLedger {
  /// How a call no stub answered is reported.
  @usableFromInline
  enum Kind: Hashable, Sendable {
    /// A strict mock's or spy's call that no stub or expectation covers.
    case unexpected
    /// A call that matches none of its recorder's stubs.
    case missedStubs
    /// A mock's call with no stub and no value to answer it.
    case noDefault
    /// A mock's call answered by `thenCallRealMethod()`, which only a spy can follow.
    case callThroughOnMock
  }

  @usableFromInline
  struct Key: Hashable, Sendable {
    @usableFromInline let kind: Kind
    /// The recorder's `stubsVersion` when the miss was decided.
    @usableFromInline let stubs: Int
    @usableFromInline let test: TestKey

    @usableFromInline
    init(kind: Kind, stubs: Int, test: TestKey) {
      self.kind = kind
      self.stubs = stubs
      self.test = test
    }
  }

  @usableFromInline
  struct Entry {
    @usableFromInline
    init(location: CallSite, call: String, answeringStub: Int?) {
      self.location = location
      self.call = call
      self.answeringStub = answeringStub
    }

    /// How many times the same miss happened after it was reported.
    @usableFromInline var repeats = 0
    /// Where it was reported.
    let location: CallSite
    /// The call as its message wrote it.
    let call: String
    /// The stub that answers the miss for the test to go on, by its index in the recorder's
    /// stubs, whose `stubsVersion` the key holds.
    @usableFromInline let answeringStub: Int?
  }

  /// How many different misses a recorder reports in one test; the next are counted.
  static let reportedLimit = 5

  /// The misses reported, oldest first.
  ///
  /// A list, not a dictionary: it holds a few, and looking one up is the hot path of a repeated
  /// mistake, where hashing a key cost more than comparing each.
  @usableFromInline private(set) var entries: [(key: Key, entry: Entry)] = []
  /// The misses counted, not reported, because ``reportedLimit`` were, by test.
  private(set) var beyondLimit: [TestKey: Int] = [:]

  /// What to do with a miss.
  enum Admission: Equatable {
    /// Report it: the first of its kind in the test.
    case report
    /// Count it: reported already, or past the limit.
    case count
  }

  /// Counts the miss at `index`, reported before: the fast path of a repeated miss, which
  /// describes nothing.
  @inlinable
  mutating func countRepeat(at index: Int) {
    entries[index].entry.repeats += 1
  }

  /// Where `key` is, if it was reported.
  @inlinable
  func index(of key: Key) -> Int? {
    entries.firstIndex { $0.key == key }
  }

  /// Notes a miss decided from the recorder's stubs: the first of its key in the test is to be
  /// reported, if the test has not reported ``reportedLimit`` others; the rest are counted.
  mutating func admit(_ key: Key, _ entry: Entry) -> Admission {
    if let index = index(of: key) {
      countRepeat(at: index)
      return .count
    }
    guard entries.count(where: { $0.key.test == key.test }) < Self.reportedLimit else {
      beyondLimit[key.test, default: 0] += 1
      return .count
    }
    entries.append((key, entry))
    return .report
  }

  /// Forgets the miss of `key`, which was a known issue: it was no failure, and the same miss
  /// again is another report.
  mutating func forget(_ key: Key) {
    entries.removeAll { $0.key == key }
  }

  /// Whether a test has misses here, so that a new one registers for the end of the test.
  func hasMisses(in test: TestKey) -> Bool {
    entries.contains { $0.key.test == test } || beyondLimit[test] != nil
  }

  /// Takes the counts of a test, which has ended, out of the ledger.
  mutating func close(_ test: TestKey) -> (reported: [Entry], beyondLimit: Int) {
    let reported = entries.filter { $0.key.test == test }.map(\.entry)
    entries.removeAll { $0.key.test == test }
    return (reported, beyondLimit.removeValue(forKey: test) ?? 0)
  }

  /// The warning of a test's counts, at its first report's line; nil when nothing repeated.
  static func summary(
    of counts: (reported: [Entry], beyondLimit: Int), requirement: String
  ) -> (message: String, location: CallSite)? {
    let repeated = counts.reported.filter { $0.repeats > 0 }
    guard let first = counts.reported.first, !repeated.isEmpty || counts.beyondLimit > 0 else {
      return nil
    }
    var lines = repeated.map { entry in
      "\(entry.call), reported at \(entry.location.fileID):\(entry.location.line): the same "
        + "mistake \(times(entry.repeats)) more"
    }
    if counts.beyondLimit > 0 {
      lines.append(
        "\(times(counts.beyondLimit)) more, missing \(requirement)'s stubs in other ways after "
          + "\(reportedLimit) were reported")
    }
    let message = """
      Repeated: calls of \(requirement) that no stub answered were reported once each; \
      the code under test repeated them:
      \(lines.map { "  " + $0 }.joined(separator: "\n"))
      """
    return (message, first.location)
  }

  private static func times(_ count: Int) -> String {
    count == 1 ? "once" : "\(count) times"
  }
}
