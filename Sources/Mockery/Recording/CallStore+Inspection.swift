// What whole-mock operations (verifyNoMoreInteractions, resetMocks, strict) and a strict-stubs
// scope ask of a recorder, whatever its argument and result types.

extension CallStore: InspectableRecorder {
  var requirementName: String { name.description }

  var stubLocations: [CallSite] { lock.withLock { stubs.map(\.location) } }

  func summaries(unverifiedOnly: Bool, first count: Int) -> [CallSummary] {
    let (snapshot, verified) = lock.withLock { (log.snapshot, self.verified) }
    var summaries: [CallSummary] = []
    snapshot.forEachCall { index, call in
      // Filtered before rendering: a verification that passes describes no call.
      let isVerified = verified.contains(index)
      guard index < count, !(unverifiedOnly && isVerified) else { return }
      summaries.append(
        CallSummary(
          sequence: call.pointee.sequence, call: render(call.pointee.arguments),
          isVerified: isVerified))
    }
    return summaries
  }

  var family: MockFamily? { lock.withLock { knownFamily } }

  var callGeneration: Int { lock.withLock { generation } }

  var resultKind: ResultKinds {
    if Result.self == Void.self { return .void }
    if Result.self is any ExpressibleByNilLiteral.Type { return .optional }
    return []
  }

  func adopt(_ family: MockFamily) {
    lock.withLock { if knownFamily == nil { knownFamily = family } }
  }

  var stubSummaries: [(stub: String, location: CallSite)] {
    // Copied out first: a matcher's description is the test's code.
    let copied = lock.withLock { self.stubs }
    return copied.map { (name.wanted($0.pattern.describe()), $0.location) }
  }

  var typeSignature: String {
    if let specialization { return specialization.signature }
    let arguments = TypeNames.readable(Arguments.self)
    let result = TypeNames.readableResult(Result.self)
    return (arguments.hasPrefix("(") ? arguments : "(\(arguments))") + " -> " + result
  }

  func markVerified(_ sequences: Set<UInt64>) {
    let (snapshot, clears) = lock.withLock { (log.snapshot, self.clears) }
    var marks = VerifiedCalls()
    snapshot.forEachCall { index, call in
      if sequences.contains(call.pointee.sequence) { marks.insert(index) }
    }
    mark(marks, madeAfter: clears)
  }

  /// Marks calls verified, unless the log was emptied since the snapshot they were found in.
  @usableFromInline
  func mark(_ marks: VerifiedCalls, madeAfter clears: Int) {
    lock.withLock {
      guard self.clears == clears else { return }
      verified.formUnion(marks)
    }
  }
}

extension CallStore: WatchedRecorder {
  /// The requirement, if its recorder was called and has no stub: a function or a getter with no
  /// value, which a test may have meant to stub; not a setter, which is called unstubbed.
  var calledWithoutStubs: String? {
    switch name.kind {
    case .setter, .subscriptSetter: return nil
    case .function, .getter, .subscriptGetter: break
    }
    return lock.withLock {
      generation > 0 && stubs.isEmpty && storedValue == nil ? name.description : nil
    }
  }
}
