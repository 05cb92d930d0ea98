#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Mocks of static requirements and global dependencies, with one instance per test.
///
/// A static requirement has no instance to keep recorders in, and a global dependency is shared
/// by every test in the process; with Swift Testing running tests in parallel, one test's stubs
/// would answer another's calls. A scoped mock gives each test's mock scope its own instance:
///
/// ```swift
/// protocol Clock { static func now() -> Date }
///
/// enum ClockMock: Clock {
///   struct Calls { let now = MockFunction<Date>("now()") }
///   static let calls = ScopedMock { Calls() }
///
///   static func now() -> Date { calls.current.now() }
/// }
///
/// @Test(.mockScope) func stampsTheTime() {
///   ClockMock.calls.current.now.whenCalled().thenReturn(noon)
///   // ... code under test calls ClockMock.now() ...
/// }
/// ```
///
/// ``current`` is the instance of the current task's ``MockScope``, made on first use. Child
/// tasks share it. A `Task.detached` or a thread of your own has no scope unless given one with
/// ``MockScope/run(_:)``; there, and outside any test's scope, ``current`` reports a failure
/// saying so, once per test (or, outside any test, once per task or thread), and answers with
/// an instance shared by all such uses, which belongs to no test.
public final class ScopedMock<Mocks: Sendable>: Sendable {
  let make: @Sendable () -> Mocks
  /// The instance shared by uses without a scope, made on the first such use.
  private let unscoped = Locked<Mocks?>(nil)
  private let declaredAt: CallSite
  private let reportedOutsideScope = Locked<Set<UnscopedUse>>([])

  /// Creates a scoped mock whose instances `make` creates.
  ///
  /// - Parameters:
  ///   - fileID: Where the scoped mock is declared; leave it out.
  ///   - filePath: Where the scoped mock is declared; leave it out.
  ///   - line: Where the scoped mock is declared; leave it out.
  ///   - column: Where the scoped mock is declared; leave it out.
  ///   - make: Creates one scope's instance.
  public init(
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ make: @escaping @Sendable () -> Mocks
  ) {
    self.make = make
    self.declaredAt = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// The current mock scope's instance.
  public var current: Mocks {
    if let scope = MockScope.current {
      return scope.instance(of: self)
    }
    if !ScopedMocks.isMakingSharedInstance { reportOutsideScope() }
    return sharedInstance
  }

  /// The instance uses without a scope share.
  ///
  /// Made outside any scope and any test, wherever it is first needed: it belongs to no test, so
  /// its failures never name a test that did not make them. A factory that uses other scoped
  /// mocks gets their shared instances too, without being told off for it. Made outside the
  /// lock, since the factory is user code.
  private var sharedInstance: Mocks {
    if let made = unscoped.withLock({ $0 }) { return made }
    let made = ScopedMocks.$isMakingSharedInstance.withValue(true) {
      MockScope.$current.withValue(nil) {
        TestAttribution.withAttribution(.none) { make() }
      }
    }
    return unscoped.withLock { instance in
      if let existing = instance { return existing }
      instance = made
      return made
    }
  }

  private func reportOutsideScope() {
    let attribution = TestAttribution.current
    let use = attribution.test.map(UnscopedUse.test) ?? .taskOrThread(currentTaskOrThread())
    guard reportedOutsideScope.withLock({ $0.insert(use).inserted }) else { return }
    reportFailure(
      """
      A scoped mock declared at \(declaredAt.fileID):\(declaredAt.line) was used outside a mock \
      scope, so it answered with an instance shared by every such use, and parallel tests could \
      see each other's stubs. Give the test a scope (the .mockScope trait, or withMockScope in \
      XCTest); from a Task.detached or a thread of your own, enter the test's scope with \
      MockScope.current?.run { … }.
      """,
      at: declaredAt, attribution: attribution)
  }
}

extension ScopedMock: RecorderContainer {
  /// The recorders of the current scope's instance: whole-mock operations given a scoped mock
  /// work on the test's own instance.
  var recorders: [any InspectableRecorder] {
    MockInspection.inspect(current).recorders
  }

  var inspectionName: String { "ScopedMock<\(Mocks.self)>" }

  func setStrictness(_ strict: Bool) {
    for container in MockInspection.inspect(current).containers {
      container.setStrictness(strict)
    }
  }
}

/// What all scoped mocks share.
enum ScopedMocks {
  /// Whether the current task is making a scoped mock's shared instance.
  @TaskLocal static var isMakingSharedInstance = false
  /// The scoped mocks ``ScopedMock/shared(fileID:filePath:line:column:_:)`` made, by their
  /// `Mocks` type.
  static let byType = Locked<[ObjectIdentifier: AnyObject]>([:])
}

/// Where a scoped mock was used without a scope: in a test, or, outside any test, in a task or a
/// thread, so that each test, task or thread that does so is told.
enum UnscopedUse: Hashable, Sendable {
  case test(TestIdentity)
  case taskOrThread(Int)
}

/// A number for the current task, or for the current thread outside any task.
private func currentTaskOrThread() -> Int {
  if let task = withUnsafeCurrentTask(body: { $0?.hashValue }) { return task }
  #if canImport(Darwin)
    return Int(bitPattern: UInt(bitPattern: pthread_self()))
  #else
    return Int(bitPattern: UInt(pthread_self()))
  #endif
}

extension ScopedMock {
  /// The one scoped mock of `Mocks`, for a generic mock's static requirements: Swift has no
  /// static stored properties in generic types, so such a mock declares a computed one, and each
  /// of its specializations gets a scoped mock of its own, made on first use.
  ///
  /// ```swift
  /// final class RepositoryMock<Entity>: Repository {
  ///   struct StaticCalls { let tableName = MockFunction<String>("tableName") }
  ///   static var staticCalls: ScopedMock<StaticCalls> { .shared { StaticCalls() } }
  ///
  ///   static var tableName: String { staticCalls.current.tableName() }
  /// }
  /// ```
  ///
  /// `RepositoryMock<Trip>` and `RepositoryMock<Note>` have recorders of their own, as their
  /// `StaticCalls` are two types.
  ///
  /// - Parameters:
  ///   - fileID: Where the scoped mock is declared; leave it out.
  ///   - filePath: Where the scoped mock is declared; leave it out.
  ///   - line: Where the scoped mock is declared; leave it out.
  ///   - column: Where the scoped mock is declared; leave it out.
  ///   - make: Creates one scope's instance. Not called here, and never under a lock.
  ///
  /// `make` need not be `@Sendable`: it only makes the mock's `StaticCalls`, a struct of
  /// recorders nested in the generic mock, and so captures the metatypes of its type parameters.
  /// Asking for `@Sendable` asked each of those to be `Sendable`, which a constrained associated
  /// type's is not: "capture of non-Sendable type 'PublicKey.Type' in an isolated closure", in
  /// every mock of swift-nio-ssh's `ECDHCompatiblePrivateKey`.
  public static func shared(
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ make: @escaping () -> Mocks
  ) -> ScopedMock<Mocks> {
    let key = ObjectIdentifier(Mocks.self)
    let maker = UncheckedSendable(make)
    return ScopedMocks.byType.withLock { made in
      // Keyed by its own type, so the one found is of it.
      if let existing = made[key] { return unsafeDowncast(existing, to: ScopedMock<Mocks>.self) }
      let scoped = ScopedMock(
        fileID: fileID, filePath: filePath, line: line, column: column, { maker.value() })
      made[key] = scoped
      return scoped
    }
  }
}
