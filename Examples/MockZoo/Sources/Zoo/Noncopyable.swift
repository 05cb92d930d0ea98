// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// Values no recorder can keep: ~Copyable and ~Escapable types.
public import ZooBase

public protocol ConsumesNoncopyable { func enqueue(_ ticket: consuming Ticket) }
public protocol BorrowsNoncopyable { func peek(_ ticket: borrowing Ticket) -> Int }
public protocol ReturnsNoncopyable { func issue() -> Ticket }
public protocol ThrowsNoncopyable { func issue(number: Int) throws -> Ticket }
public protocol GenericNoncopyable { func make<R: ~Copyable>(_ type: R.Type) -> R }
public protocol NoncopyableOfAnotherModule { func run(_ job: consuming Job) -> Bool }
public protocol NoncopyableBesideRecordable {
  func enqueue(_ ticket: consuming Ticket)
  func pending() -> Int
}
@available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
public protocol TakesRawSpan { func parse(_ bytes: RawSpan) -> Int }
