import Foundation
import Mockery
import Shadows
import Testing

/// Doubles of a module whose types are named like Foundation's, which their files import too.
@Suite struct ShadowsTests {
  @Test func aFunctionReturningAFunctionOfQualifiedTypesIsStubbed() {
    let functions = ReturnsFunctionsMock()
    let identity:
      (Shadows.NSObject, Foundation.NSObject) -> (Shadows.NSObject, Foundation.NSObject) = {
        ($0, $1)
      }
    functions.calls
      .methodReturningTupleShadowsNSObjectFoundationNSObjectToTupleShadowsNSObjectFoundationNSObjectSync
      .whenCalled().thenReturn(identity)
    let object = Foundation.NSObject()
    let made: (Shadows.NSObject, Foundation.NSObject) -> (Shadows.NSObject, Foundation.NSObject) =
      functions.method()
    #expect(made(Token(value: 1), object).0 == Token(value: 1))
  }

  @Test func aGenericAliasIsWrittenWithItsArguments() {
    let aliases = AliasesGenericallyMock()
    when(aliases.calls.method(array: ["a"])).thenReturn([1, 2])
    #expect(aliases.method(array: ["a"]) == [1, 2])
    aliases.method(dictionary: ["on": [true]])
    verify(aliases.calls.method(dictionary: ["on": [true]]))
  }

  @Test func theSpyKeepsADefaultValueNamingTheModulesOwnType() {
    let downloader = DownloaderSpy()
    // The default `[NSObject]()` is the module's: no tokens, two retries.
    #expect(downloader.fetch(Shadows.URL(path: "/a")) == 2)
    verify(downloader.calls.fetch(anything(), tokens: isEmpty(), retries: equalTo(2)))
  }

  @Test func aSubclassSpecializedWithTheModulesNSObjectIsSpied() {
    let cache = TokenCacheSpy { $0.store.when(Token(value: 7)).thenReturn(false) }
    #expect(!cache.store(Token(value: 7)))
    #expect(cache.store(Token(value: 8)))
  }

  @Test func aPackageProtocolsMockSeesThePackage() {
    let scoped = PackageScopedMock()
    when(scoped.calls.resolve(anything())).thenReturn(Token(value: 3))
    #expect(scoped.resolve(Shadows.URL(path: "/b")) == Token(value: 3))
  }
}
