#if canImport(Synchronization)
  import Synchronization
#endif

/// Numbers every recorded call, across all recorders, in the order the calls happened.
///
/// Order verification compares these numbers, so they must follow happens-before across
/// threads: an atomic increment does (every increment of one atomic is ordered), where a clock
/// reading can tie. Each recorder keeps a reference to the one sequencer, so a call does not pay
/// for the lazy global's initialization check.
@usableFromInline
final class CallSequencer: Sendable {
  @usableFromInline static let shared = CallSequencer()

  #if os(Linux) || os(Windows) || os(Android)
    @usableFromInline let value = Atomic<UInt64>(0)

    @inlinable
    func next() -> UInt64 {
      // `wrappingAdd` is one `lock xadd`; `add` checks for overflow with a compare-and-swap
      // loop, which retries under contention. 2^64 calls do not happen.
      value.wrappingAdd(1, ordering: .relaxed).newValue
    }
  #else
    // `Atomic` needs macOS 15 and its peers; older Apple systems use a lock.
    @usableFromInline let locked = Locked<UInt64>(0)

    @inlinable
    func next() -> UInt64 {
      #if canImport(Synchronization)
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
          return AtomicCallCounter.shared.next()
        }
      #endif
      return locked.withLock {
        $0 += 1
        return $0
      }
    }
  #endif
}

#if canImport(Synchronization) && !(os(Linux) || os(Windows) || os(Android))
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  @usableFromInline
  final class AtomicCallCounter: Sendable {
    @usableFromInline static let shared = AtomicCallCounter()
    @usableFromInline let value = Atomic<UInt64>(0)

    @inlinable
    func next() -> UInt64 {
      // `wrappingAdd` is one `lock xadd`; `add` checks for overflow with a compare-and-swap
      // loop, which retries under contention. 2^64 calls do not happen.
      value.wrappingAdd(1, ordering: .relaxed).newValue
    }
  }
#endif
