// Mockito's `verifyNoMoreInteractions(ignoreStubs(mock))`: a test that stubs a query and
// verifies only the commands it expects wants the stubbed calls left out of "no more
// interactions". Which calls a stub answered is not kept on the hot path; a call is taken as
// stubbed when one of its recorder's stubs with an answer matches it now, as the stub that
// answered it did.

/// Counts as verified every call of `mocks` that one of its recorder's stubs answers, so that
/// ``verifyNoMoreInteractions(_:fileID:filePath:line:column:)-(Any...,_,_,_,_)`` checks only the
/// calls no stub was made for (Mockito's `ignoreStubs`).
///
/// ```swift
/// when(gateway.calls.charge(amount: anything(), token: anything())).thenReturn(receipt)
/// checkout.pay(390)              // charges, then transfers
/// verify(gateway.calls.transfer(from: 1, to: 2, amount: 390))
/// ignoreStubs(gateway)
/// verifyNoMoreInteractions(gateway)  // passes: the charge was stubbed
/// ```
///
/// A call counts as stubbed if a stub with an answer matches it when this runs. Takes what
/// ``verifyNoMoreInteractions(_:fileID:filePath:line:column:)-(Any...,_,_,_,_)`` takes, and
/// reports at this line a mock it cannot look into.
public func ignoreStubs(
  _ mocks: Any...,
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  ignoreStubs(mocks, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// ``ignoreStubs(_:fileID:filePath:line:column:)-(Any...,_,_,_,_)``, for a mock held in an
/// `Optional`, as XCTest's `var gateway: PaymentGatewayMock!` holds one.
public func ignoreStubs(
  _ mocks: (any AnyObject)?...,
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  ignoreStubs(
    mocks.map { $0 as Any },
    at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

func ignoreStubs(_ mocks: [Any], at location: CallSite) {
  for inspection in MockInspection.inspect(mocks, for: "ignoreStubs", at: location) {
    for recorder in inspection.recorders { recorder.markStubbedCallsVerified() }
  }
}

extension CallStore {
  /// Marks verified the calls that one of its stubs with an answer matches.
  ///
  /// The stubs' matchers may be the test's code: they run after the lock, on copies.
  func markStubbedCallsVerified() {
    let (snapshot, clears, patterns) = lock.withLock {
      (log.snapshot, self.clears, stubs.filter { !$0.answers.isEmpty }.map(\.pattern))
    }
    guard !patterns.isEmpty else { return }
    var marks = VerifiedCalls()
    TestAttribution.onBehalf(of: attribution) {
      snapshot.forEachCall { index, call in
        if patterns.contains(where: { $0.matches(call.pointee.arguments) }) { marks.insert(index) }
      }
    }
    mark(marks, madeAfter: clears)
  }
}
