import Mockery
import Testing

/// `thenAnswer` on recorders whose arguments include a closure, for every effect.
///
/// The documented way to complete a callback, `thenAnswer { _, onRow in onRow(row) }`, once
/// crashed Swift 6.3's SILGen on an untyped `throws` recorder (a closure of
/// `throws(Failure)` over a parameter pack with `Failure == any Error`; see the notes of
/// "Writing a mock"). That these compile is the first half of the test.
@Suite("Answers that call a callback argument")
struct CallbackAnswerTests {
  struct Row: Equatable, Sendable {
    var id: Int
  }
  enum DatabaseError: Error, Equatable {
    case closed
  }
  typealias OnRow = @Sendable (Row) -> Void

  /// Collects the rows a callback is given.
  final class Rows: Sendable {
    let received = Locked<[Row]>([])
    var onRow: OnRow { { row in self.received.withLock { $0.append(row) } } }
    var all: [Row] { received.withLock { $0 } }
  }

  @Test func sync() {
    let execute = MockFunction<String, OnRow, Void>("execute(sql:_:)")
    execute.whenCalled().thenAnswer { _, onRow in onRow(Row(id: 1)) }
    let rows = Rows()
    execute("select", rows.onRow)
    #expect(rows.all == [Row(id: 1)])
  }

  @Test func throwing() throws {
    let execute = MockThrowingFunction<String, OnRow, Int>("execute(sql:_:)")
    execute.when("select", anything()).thenAnswer { _, onRow in
      onRow(Row(id: 2))
      return 1
    }
    execute.when("drop", anything()).thenAnswer { _, _ in throw DatabaseError.closed }
    let rows = Rows()
    #expect(try execute("select", rows.onRow) == 1)
    #expect(throws: DatabaseError.closed) { try execute("drop", rows.onRow) }
    #expect(rows.all == [Row(id: 2)])
  }

  @Test func typedThrows() {
    let execute = CallRecorder<String, OnRow, Void, CallEffect.Throwing<DatabaseError>>(
      "execute(sql:_:)")
    execute.whenCalled().thenAnswer { _, onRow throws(DatabaseError) in
      onRow(Row(id: 3))
      throw .closed
    }
    let rows = Rows()
    #expect(throws: DatabaseError.closed) { try execute("select", rows.onRow) }
    #expect(rows.all == [Row(id: 3)])
  }

  @Test func async() async {
    let execute = MockAsyncFunction<String, OnRow, Void>("execute(sql:_:)")
    execute.whenCalled().thenAnswer { _, onRow in
      await Task.yield()
      onRow(Row(id: 4))
    }
    let rows = Rows()
    await execute("select", rows.onRow)
    #expect(rows.all == [Row(id: 4)])
  }

  @Test func asyncThrowing() async throws {
    // The shape of the report: `execute(sql:_:) async throws` of a SQL package.
    let execute = MockAsyncThrowingFunction<String, OnRow, Void>("execute(sql:_:)")
    execute.whenCalled().thenAnswer { _, onRow in onRow(Row(id: 5)) }
    let rows = Rows()
    try await execute("select", rows.onRow)
    execute.whenCalled().thenAnswer { _, _ in }
    try await execute("select", rows.onRow)
    #expect(rows.all == [Row(id: 5)])
  }

  @Test func asyncTypedThrows() async {
    let execute = CallRecorder<String, OnRow, Void, CallEffect.AsyncThrowing<DatabaseError>>(
      "execute(sql:_:)")
    execute.whenCalled().thenAnswer { _, onRow throws(DatabaseError) in
      onRow(Row(id: 6))
      throw .closed
    }
    let rows = Rows()
    await #expect(throws: DatabaseError.closed) { try await execute("select", rows.onRow) }
    #expect(rows.all == [Row(id: 6)])
  }
}
