import Foundation

#if canImport(Synchronization)
  import Synchronization
#endif

/// Numbers every recorded call, across all recorders, in the order the calls happened.
///
/// Order verification compares these numbers, so they must follow happens-before across
/// threads: an atomic increment does (every increment of one atomic is ordered), where a clock
/// reading can tie. `Atomic` needs macOS 15 and its peers; older Apple systems use a lock.
@usableFromInline
enum CallSequence {
  @inlinable
  static func next() -> UInt64 {
    #if canImport(Synchronization)
      if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
        return AtomicCallCounter.shared.next()
      }
    #endif
    return LockedCallCounter.shared.next()
  }
}

#if canImport(Synchronization)
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  @usableFromInline
  final class AtomicCallCounter: Sendable {
    @usableFromInline static let shared = AtomicCallCounter()
    @usableFromInline let value = Atomic<UInt64>(0)

    @inlinable
    func next() -> UInt64 {
      value.add(1, ordering: .relaxed).newValue
    }
  }
#endif

@usableFromInline
final class LockedCallCounter: Sendable {
  @usableFromInline static let shared = LockedCallCounter()
  @usableFromInline let value = Locked<UInt64>(0)

  @inlinable
  func next() -> UInt64 {
    value.withLock {
      $0 += 1
      return $0
    }
  }
}
