import Foundation
import Testing

@testable import MockeryGenerator

/// The words of a symbol graph, read as types.
@Suite struct SymbolVocabularyTests {
  @Test func kindsAndLevelsOfANewerCompilerStillDecode() throws {
    // A graph of a newer toolchain may hold kinds and levels this one does not know: they must
    // not stop the whole graph from decoding.
    let json = #"{"kind": "swift.macro", "level": "secret", "relationship": "extensionTo"}"#
    struct Sample: Decodable {
      var kind: SymbolKind
      var level: AccessLevel
      var relationship: RelationshipKind
    }
    let sample = try JSONDecoder().decode(Sample.self, from: Data(json.utf8))
    #expect(sample.kind.rawValue == "swift.macro")
    #expect(sample.kind != .method)
    #expect(sample.level == .internal)
    #expect(sample.relationship.rawValue == "extensionTo")
  }

  @Test func aNestedDeclarationIsNoMoreVisibleThanItsType() {
    #expect(AccessLevel.public.limited(to: .internal) == .internal)
    #expect(AccessLevel.open.limited(to: .package) == .package)
    #expect(AccessLevel.private.limited(to: .public) == .private)
    #expect(AccessLevel.open.limited(to: .open) == .open)
  }

  @Test func whatOtherModulesAndFilesSee() {
    #expect(AccessLevel.allCases.filter(\.isPublic) == [.public, .open])
    #expect(AccessLevel.allCases.filter(\.isVisibleToOtherModules) == [.package, .public, .open])
    #expect(AccessLevel.allCases.filter(\.isHiddenFromOtherFiles) == [.private, .fileprivate])
  }
}
