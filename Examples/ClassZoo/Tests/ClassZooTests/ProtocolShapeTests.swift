import Foundation
import Mockery
import Testing

@testable import ClassZoo

/// Protocol shapes real packages showed generate-mocks wrong.
@Suite struct ProtocolShapeTests {
  @Test func foundationsURLBesideTheModulesOwn() throws {
    let linking = LinkingMock()
    let parsed: Foundation.URL? = .init(string: "https://example.com")
    let url = try #require(parsed)
    linking.calls.open.whenCalled().thenReturn(true)
    #expect(linking.open(url))
    #expect(linking.name("a") == "")
    linking.calls.open.verify(url)
  }

  @Test func keywordsAndFailableInitializers() {
    let escaping = EscapingMock()
    escaping.move(`inout`: "x")
    escaping.calls.move.verify("x")
    escaping.copy(in: "zone")
    #expect(escaping.`self`() == 0)
    let maybe: MaybeMadeMock? = MaybeMadeMock()
    #expect(maybe != nil)
    SurelyMadeMock().calls.initializer.verifyCalled(times: .once)
  }

  @Test func aRestatementWithoutEffectsIsWitnessedWithout() throws {
    let writer = WriterMock()
    var buffer: [UInt8] = [1]
    writer.calls.write.whenCalled().thenReturn([2])
    writer.write(into: &buffer)
    #expect(buffer == [2])
    let throwing: any ThrowingWriter = writer
    try throwing.write(into: &buffer)
    writer.calls.write.verifyCalled(times: .twice)
    let source = SourceMock()
    source.calls.next.value = 4
    #expect(source.next == 4)
    let throwingSource = ThrowingSourceMock()
    #expect(try throwingSource.next == 0)
    ThrowingWriterMock().calls.write.verifyCalled(times: .never)
  }

  @Test func underscoredRequirementsAreWitnessed() {
    let wrapped = WrappingMock<Int>(_value: 3)
    wrapped.calls.initializer.verify(3)
    wrapped.calls._value.value = 5
    #expect(wrapped._value == 5)
  }

  @Test func aSiblingsDefaultDoesNotServe() {
    let entity = EntityMock<Int>()
    entity.calls.id.whenCalled().thenReturn(1)
    #expect(entity.id() == 1)
    withMockScope {
      // Aliased has a default, and its mock records the requirement all the same.
      AliasedMock.calls.current.name.value = "aliased"
      #expect(AliasedMock.name == "aliased")
      NamedMock.calls.current.name.value = "named"
      #expect(NamedMock.name == "named")
    }
    _ = CountedMock()
  }

  @Test func aSubscriptGivingTheMockToAConstrainedTypeUsesItsDefault() {
    let aliasing = AliasingMock<Int>()
    aliasing.calls.alias.whenCalled().thenReturn("users")
    #expect(aliasing.alias() == "users")
    _ = KeyedMock<Int>()
  }

  @Test func anAssociatedTypeOfSelfGivenToAConstrainedTypeIsWitnessed() {
    let carrying = SessionCarryingMock<String>()
    carrying.calls.sessions.value = SessionBox()
    #expect(carrying.sessions.session == nil)
  }

  @Test func aGenericSubscriptOverSelf() {
    let aliasing = TableAliasingMock<Int>()
    _ = aliasing
    _ = ColumnedMock<Int>()
    _ = BufferedIteratingMock<Int>()
  }
}
