import Foundation
import Mockery

enum StorageError: Error, Equatable {
  case missing(String)
  case corrupt
}

struct Forecast: Codable, Equatable, Sendable {
  var days: [String]
}

/// A protocol with every kind of requirement a mock must handle.
protocol Storage: Sendable {
  func clear()
  func save(
    _ key: String, _ value: Int, namespace: String, ttl: Int, overwrite: Bool, tags: [String]
  ) -> Bool
  func load(_ key: String) throws -> Int
  func loadChecked(_ key: String) throws(StorageError) -> Int
  func sync() async
  func lookup(_ key: String) -> Forecast
  func forecast(for key: String) throws -> Forecast
  func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T
  subscript(key key: String) -> Int? { get set }
  func normalize(_ text: inout String)
  func fetch(_ key: String, completion: @escaping @Sendable (Result<Int, StorageError>) -> Void)
  func forEachValue(_ body: (Int) -> Void)
  func pair(_ a: Int, _ b: Int) -> Int
}

final class StorageMock: Storage {
  struct Calls {
    let clear = MockFunction<Void>("clear()")
    let save = MockFunction<String, Int, String, Int, Bool, [String], Bool>(
      "save(_:_:namespace:ttl:overwrite:tags:)")
    let load = MockThrowingFunction<String, Int>("load(_:)")
    let loadChecked = CallRecorder<String, Int, CallEffect.Throwing<StorageError>>(
      "loadChecked(_:)")
    let sync = MockAsyncFunction<Void>("sync()")
    let lookup = MockFunction<String, Forecast>("lookup(_:)")
    let forecast = MockThrowingFunction<String, Forecast>("forecast(for:)")
    let decode = MockGenericFunction("decode(_:from:)")
    let values = MockSubscript<String, Int?>("subscript(key:)")
    let normalize = MockFunction<String, String>("normalize(_:)", whenUnstubbed: { $0 })
    let fetch = MockFunction<String, @Sendable (Result<Int, StorageError>) -> Void, Void>(
      "fetch(_:completion:)")
    let forEachValue = MockFunction<[Int]>("forEachValue(_:)")
    let pair = MockFunction<Int, Int, Int>("pair(_:_:)")
  }
  let calls = Calls()

  func clear() { calls.clear() }
  func save(
    _ key: String, _ value: Int, namespace: String, ttl: Int, overwrite: Bool, tags: [String]
  ) -> Bool {
    calls.save(key, value, namespace, ttl, overwrite, tags)
  }
  func load(_ key: String) throws -> Int { try calls.load(key) }
  func loadChecked(_ key: String) throws(StorageError) -> Int { try calls.loadChecked(key) }
  func sync() async { await calls.sync() }
  func lookup(_ key: String) -> Forecast { calls.lookup(key) }
  func forecast(for key: String) throws -> Forecast { try calls.forecast(key) }
  func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
    try calls.decode.specialized(MockThrowingFunction<T.Type, Data, T>.self)(type, data)
  }
  subscript(key key: String) -> Int? {
    get { calls.values.get(key) }
    set { calls.values.set(key, to: newValue) }
  }
  // inout: the recorder takes the value in and returns the new one.
  func normalize(_ text: inout String) { text = calls.normalize(text) }
  // An escaping closure is recorded like any argument; a stub can call it.
  func fetch(_ key: String, completion: @escaping @Sendable (Result<Int, StorageError>) -> Void) {
    calls.fetch(key, completion)
  }
  // A non-escaping closure cannot be kept: the recorder returns what to feed it.
  func forEachValue(_ body: (Int) -> Void) { calls.forEachValue().forEach(body) }
  func pair(_ a: Int, _ b: Int) -> Int { calls.pair(a, b) }
}
