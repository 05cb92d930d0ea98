extension CallRecorder {
  /// The arguments of every call so far, oldest first: a value per call for one argument, a
  /// tuple for several.
  ///
  /// The argument captor of Mockery: take the arguments a call was made with and assert on them.
  ///
  /// ```swift
  /// assertThat(fetcher.calls.conditions.arguments, contains("94105", "10001"))
  /// let (from, to) = mover.calls.move.arguments[0]
  /// ```
  ///
  /// To call a closure argument, bind it to a constant first (`let done = arguments[0]`,
  /// then `done(.sunny)`): Swift does not call it straight from the array.
  public var arguments: [(repeat each Arg)] {
    store.arguments
  }

  /// How many times the requirement has been called.
  public var callCount: Int {
    store.callCount
  }

  /// Forgets all calls, stubs and expectations, as if the recorder were new.
  ///
  /// A fallback given with `whenUnstubbed:` stays, as does strictness.
  public func reset() {
    store.reset()
  }

  /// Forgets all calls, keeping stubs and expectations.
  public func clearCalls() {
    store.clearCalls()
  }

  /// Whether a call that no stub answers is reported as a failure.
  ///
  /// See ``strict(_:fileID:filePath:line:column:)``.
  public var isStrict: Bool {
    get { store.strictness }
    set { store.strictness = newValue }
  }
}

/// What mock-level operations need of a recorder, whatever its argument and result types.
protocol InspectableRecorder: AnyObject, Sendable {
  var requirementName: String { get }
  func summaries() -> [CallSummary]
  func markVerified(_ sequences: Set<UInt64>)
  func reset()
  var strictness: Bool { get set }
  func checkExpectations(at location: CallSite) -> Bool
}

/// Something that holds recorders a mock-level operation should find, such as a mocked property.
protocol RecorderContainer {
  var recorders: [any InspectableRecorder] { get }
}
