// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// Protocols that refine the standard library's and Foundation's.
public import Foundation

public protocol RefinesEquatable: Equatable { var id: Int { get } }
public protocol RefinesHashable: Hashable { func touch() }
public protocol RefinesComparable: Comparable, Hashable, Sendable {
  var nanoseconds: UInt64 { get }
}
public protocol StringRawRepresentable: RawRepresentable, Sendable where RawValue == String {}
public protocol GenericRawRepresentable: RawRepresentable { func describe() -> String }
public protocol RefinesCaseIterable: CaseIterable { var label: String { get } }
public protocol RefinesDescription: CustomStringConvertible { func greet() -> String }
public protocol RefinesDebugDescription: CustomDebugStringConvertible {}
public protocol RefinesBothDescriptions: CustomStringConvertible, CustomDebugStringConvertible {
  var name: String { get }
}
public protocol RefinesLossless: LosslessStringConvertible {}
public protocol RefinesIdentifiable: Identifiable { var title: String { get } }
public protocol IdentifiableByString: Identifiable where ID == String {
  func rename(_ name: String)
}
public protocol RefinesError: Error { var code: Int { get } }
public protocol RefinesLocalizedError: LocalizedError { var retryable: Bool { get } }
public protocol RefinesEncodable: Encodable { var version: Int { get } }
public protocol RefinesDecodable: Decodable {}
public protocol RefinesCodable: Codable { var key: String { get } }
public protocol RefinesSequence: Sequence where Element == Int { var total: Int { get } }
public protocol GenericSequence: Sequence { func reversedAll() -> [Element] }
public protocol RefinesIterator: IteratorProtocol where Element == String {}
public protocol RefinesAsyncSequence: AsyncSequence where Element == Forecast {}
public protocol RefinesAsyncIterator: AsyncIteratorProtocol where Element == Int {}
public protocol RefinesSerialExecutor: SerialExecutor { func drain() }
public protocol RefinesNSObjectProtocol: NSObjectProtocol { func handle(_ note: String) }
public protocol NSObjectAndDescription: NSObjectProtocol, CustomStringConvertible {
  func act()
}
public protocol RefinesTextOutputStreamable: TextOutputStreamable {}
public protocol RefinesCollection: Collection where Element == Int, Index == Int {}
public protocol SendableAndHashable: Hashable, Sendable {
  func value() async -> Int
}
