import Foundation
import Mockery
import Testing

/// A generic method's recorders say which of its types a message is about.
@Suite("Messages about generic methods")
struct GenericMessagesTests {
  let archive = ArchiveMock()

  @Test func aVerificationNamesTheTypesItCheckedAndListsCallsAsOtherTypes() {
    archive.delete(for: 3.5)
    archive.delete(for: 7)
    let failures = captureFailures {
      archive.calls.delete.specialized(MockFunction<String, Void>.self).verify("a")
    }
    #expect(
      failures.map(\.message) == [
        """
        Expected: delete(for: "a") as (String) -> Void called once
             but: was never called
             as other types, it was called:
               1. delete(for: <3.5>) as (Double) -> Void
               2. delete(for: <7>) as (Int) -> Void
        """
      ])
  }

  @Test func aStubOfTheRightTypesButOtherEffectsIsNamedWhenItsCallIsAnsweredByDefault() throws {
    let line = #line + 2
    archive.calls.load.specialized(MockFunction<Int.Type, Int>.self)
      .whenCalled().thenReturn(5)
    var loaded: Int?
    let failures = captureFailures { loaded = try? archive.load(Int.self) }
    #expect(loaded == 0)
    #expect(
      failures.map(\.message) == [
        """
        Unstubbed call: load(<Int>), as (Int.Type) throws -> Int, answered with its default, <0>
        Called by closure #1 in \
        GenericMessagesTests.aStubOfTheRightTypesButOtherEffectsIsNamedWhenItsCallIsAnsweredByDefault(), \
        through ArchiveMock.load<A>(_:), in the test \
        GenericMessagesTests/aStubOfTheRightTypesButOtherEffectsIsNamedWhenItsCallIsAnsweredByDefault().
        Its method is stubbed as other types:
               1. (Int.Type) -> Int, stubbed at MockeryTests/GenericMessagesTests.swift:\(line): \
        the types of this call, but not its effects, (Int.Type) throws -> Int. The test stubs \
        MockFunction<Int.Type, Int>; the mock calls MockThrowingFunction<Int.Type, Int>.
        A stub for a generic method's types is made on the recorder the mock's witness asks for: \
        give specialized(_:) the same recorder type as the mock does.
        """
      ])
  }

  @Test func anUnstubbedCallWithoutADefaultListsTheTypesThatAreStubbed() throws {
    let line = #line + 2
    archive.calls.load.specialized(MockThrowingFunction<[String].Type, [String]>.self)
      .whenCalled().thenReturn(["a"])
    let failures = captureFailures { _ = try? archive.load(Forecast.self) }
    #expect(
      failures.map(\.message) == [
        """
        Unstubbed call: load(<Forecast>)
        Called by closure #1 in \
        GenericMessagesTests.anUnstubbedCallWithoutADefaultListsTheTypesThatAreStubbed(), through \
        ArchiveMock.load<A>(_:), in the test \
        GenericMessagesTests/anUnstubbedCallWithoutADefaultListsTheTypesThatAreStubbed().
        Forecast has no default value, so the call throws UnstubbedCallError.
        Its method is stubbed as other types:
               1. ([String].Type) throws -> [String], stubbed at \
        MockeryTests/GenericMessagesTests.swift:\(line)
        Stub it before the code under test calls it:
            when(mock.calls.load(anything())).thenReturn(…)
        """
      ])
  }
}

/// A mock of generic methods.
final class ArchiveMock: Sendable {
  struct Calls {
    let delete = MockGenericFunction("delete(for:)")
    let load = MockGenericFunction("load(_:)")
  }
  let calls = Calls()

  func delete<Key>(for key: Key) {
    calls.delete.specialized(MockFunction<Key, Void>.self)(key)
  }

  func load<T>(_ type: T.Type) throws -> T {
    try calls.load.specialized(MockThrowingFunction<T.Type, T>.self)(type)
  }
}

@Suite("Type names in messages")
struct TypeNameTests {
  @Test func typesReadAsSwiftSourceWritesThem() {
    let names = [
      readableTypeName(Int?.self), readableTypeName([String].self),
      readableTypeName([String: [Int?]].self), readableTypeName([(Int, String)].self),
      readableTypeName([(Int) -> Void].self), readableTypeName(Result<[Int], any Error>.self),
      readableTypeName([String].Type.self),
    ]
    #expect(
      names == [
        "Int?", "[String]", "[String: [Int?]]", "[(Int, String)]", "[(Int) -> ()]",
        "Result<[Int], Error>", "[String].Type",
      ])
  }
}
