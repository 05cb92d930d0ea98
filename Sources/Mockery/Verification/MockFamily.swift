/// The recorders of one mock, so that a verification of a requirement the code never called can
/// list what it called instead.
///
/// A recorder cannot see the mock that holds it. A mock's call forms say it: each returns its
/// calls `among(self)`, and the first of them to run looks through the mock's `Calls` once and
/// gives every recorder there this family. Whole-mock operations (`verifyNoMoreInteractions`,
/// `strict`, `resetMocks`) do the same with the mock they are given.
///
/// It holds the recorders' containers weakly: each recorder holds its family, and a strong
/// reference back would keep every mock alive for good. A generic method's container is asked
/// for its recorders when a message is written, so that specializations made since are in it.
@usableFromInline
final class MockFamily: Sendable {
  private struct Member: @unchecked Sendable {
    // Written once, in `init`; a container is Sendable, as every one of Mockery's is.
    weak var container: (any RecorderContainer)?
  }

  private let members: [Member]
  /// How messages name the mock: `PaymentGatewayMock`.
  let name: String?

  init(_ containers: [any RecorderContainer], name: String? = nil) {
    members = containers.map { Member(container: $0) }
    self.name = name
  }

  /// The name of the mock whose `Calls` is of type `calls`: the type it is nested in, as
  /// `PaymentGatewayMock.Calls` is; nil for a `Calls` of no mock's.
  static func mockName(ofCalls calls: Any.Type) -> String? {
    var path = String(reflecting: calls).split(separator: ".").dropFirst()  // the module
    guard path.count > 1 else { return nil }
    path.removeLast()
    return path.joined(separator: ".")
  }

  /// The recorders of the mock that are still alive, each once.
  var recorders: [any InspectableRecorder] {
    members.compactMap(\.container).distinctRecorders
  }

  /// The mock `recorder` belongs to: its name and its recorders still alive; nil where nothing
  /// named the mock, or the family does not hold the recorder (`among` was given something
  /// else, or the mock is gone).
  static func mock(of recorder: any InspectableRecorder)
    -> (name: String?, recorders: [any InspectableRecorder])?
  {
    guard let family = recorder.family else { return nil }
    let members = family.recorders
    guard members.contains(where: { $0 === recorder }) else { return nil }
    return (family.name, members)
  }

  /// Gives each recorder `inspection` found a family of them all, unless it has one.
  static func adopt(_ inspection: MockInspection.Inspection, name: String) {
    guard inspection.problem == nil, !inspection.containers.isEmpty else { return }
    let family = MockFamily(inspection.containers, name: name)
    for recorder in inspection.recorders { recorder.adopt(family) }
  }
}

extension CallStore {
  /// Makes the recorders `calls` holds one family, if this recorder has none yet.
  ///
  /// Looking through `calls` takes reflection, once per mock: after it, this is one read under
  /// the lock.
  @inlinable
  func joinFamily(of calls: some Sendable) {
    guard !hasFamily else { return }
    joinFamilyOnce(calls)
  }

  /// Whether the recorder has its family: checked where the call form is compiled, since
  /// handing a mock's `Calls` to code that is not (a copy, a retain of each recorder) cost a
  /// verification through a call form a tenth of its instructions.
  @inlinable
  var hasFamily: Bool {
    lock.lock()
    defer { lock.unlock() }
    return knownFamily != nil
  }

  @usableFromInline
  func joinFamilyOnce<Calls: Sendable>(_ calls: Calls) {
    // One recorder is not a mock: its family would leave the mock's other recorders out.
    let containers =
      calls is any RecorderContainer
      ? [] : CallsLayout.containers(of: calls) ?? MockInspection.inspect(calls).containers
    let family = MockFamily(containers, name: MockFamily.mockName(ofCalls: Calls.self))
    let members = containers.distinctRecorders
    guard members.contains(where: { $0 === self }) else {
      // Looked through once, not on every call: a family without the recorder lists nothing.
      adopt(MockFamily([]))
      return
    }
    for member in members { member.adopt(family) }
  }
}

extension CallMatcher {
  /// These calls, of a mock whose `Calls` is `calls`: a mock's call form returns its calls so,
  /// `charge.matching(amount, token).among(self)`, so that a verification of a requirement the
  /// code never called lists the mock's other calls, nearest first.
  ///
  /// ```swift
  /// func charge(amount: Matcher<Int>, token: Matcher<String>)
  ///   -> MockThrowingFunction<Int, String, Receipt>.Call {
  ///   charge.matching(amount, token).among(self)
  /// }
  /// ```
  ///
  /// It matches and records nothing more: without it, the message lists the requirement's own
  /// calls only.
  @inlinable
  public func among(_ calls: some Sendable) -> Self {
    store.joinFamily(of: calls)
    return self
  }
}

extension [any RecorderContainer] {
  /// The recorders these containers hold, each once: a walk through a mock may find one
  /// container by two paths.
  var distinctRecorders: [any InspectableRecorder] {
    var seen = Set<ObjectIdentifier>()
    return flatMap(\.recorders).filter { seen.insert(ObjectIdentifier($0)).inserted }
  }
}
