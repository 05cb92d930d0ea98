/// The calls a recorder saw, in the order they were recorded, in storage that never moves what
/// it holds.
///
/// Matchers are user code, and user code never runs under a recorder's lock: it may call the
/// same mock. So a verification copies the log's small header under the lock and checks the
/// calls outside it. That is safe because calls are only ever appended, each into chunks that
/// never reallocate: the calls a copy counts stay where they are, whatever is appended later.
/// Chunks double in size, so a log of `n` calls has about `log2(n / 8)` of them, and appending
/// copies no earlier call.
///
/// Guarded by its store's lock, except ``Snapshot``s, which are read without it.
@usableFromInline
struct CallLog<Arguments> {
  @usableFromInline typealias Chunk = CallChunk<Arguments>

  /// Calls in the first chunk; each next chunk holds twice as many as the one before.
  @usableFromInline static var firstChunkCapacity: Int { 8 }

  @usableFromInline var chunks: ContiguousArray<Chunk> = []
  @usableFromInline var count = 0
  /// The last chunk's elements and header, and how many of them are written, for the hot path.
  @usableFromInline var tail: UnsafeMutablePointer<RecordedCall<Arguments>>?
  @usableFromInline var tailHeader: UnsafeMutablePointer<Int>?
  @usableFromInline var tailCount = 0
  @usableFromInline var tailCapacity = 0

  @inlinable
  init() {}

  @inlinable @inline(__always)
  mutating func append(_ call: RecordedCall<Arguments>) {
    if tailCount == tailCapacity { addChunk() }
    (tail.unsafelyUnwrapped + tailCount).initialize(to: call)
    // Counts cannot overflow: each is a call held in memory.
    tailCount &+= 1
    tailHeader.unsafelyUnwrapped.pointee = tailCount
    count &+= 1
  }

  @usableFromInline
  mutating func addChunk() {
    let capacity = Self.firstChunkCapacity << chunks.count
    let chunk = unsafeDowncast(Chunk.create(minimumCapacity: capacity) { _ in 0 }, to: Chunk.self)
    chunks.append(chunk)
    // A chunk's storage never moves, and the log keeps the chunk alive.
    tail = chunk.withUnsafeMutablePointerToElements { $0 }
    tailHeader = chunk.withUnsafeMutablePointerToHeader { $0 }
    tailCount = 0
    tailCapacity = capacity
  }

  /// The calls recorded so far, readable without the lock.
  @inlinable
  var snapshot: Snapshot { Snapshot(chunks: chunks, count: count) }

  /// A view of the calls a log held at one moment.
  ///
  /// Holding it keeps them alive and in place.
  @usableFromInline
  struct Snapshot {
    @usableFromInline let chunks: ContiguousArray<Chunk>
    @usableFromInline let count: Int

    @inlinable
    init(chunks: ContiguousArray<Chunk>, count: Int) {
      self.chunks = chunks
      self.count = count
    }

    /// Calls `body` with a pointer to each call and its index, oldest first.
    @inlinable
    func forEachCall(_ body: (Int, UnsafePointer<RecordedCall<Arguments>>) throws -> Void) rethrows
    {
      var index = 0
      var capacity = CallLog.firstChunkCapacity
      for chunk in chunks {
        let inChunk = Swift.min(capacity, count - index)
        guard inChunk > 0 else { return }
        let elements = chunk.withUnsafeMutablePointerToElements { $0 }
        for offset in 0..<inChunk {
          try body(index + offset, elements + offset)
        }
        index += inChunk
        capacity <<= 1
      }
    }

    /// Every call, oldest first.
    func map<T>(_ transform: (RecordedCall<Arguments>) throws -> T) rethrows -> [T] {
      var mapped: [T] = []
      mapped.reserveCapacity(count)
      try forEachCall { _, call in mapped.append(try transform(call.pointee)) }
      return mapped
    }
  }
}

/// One chunk of a ``CallLog``: its header counts the calls written, for its `deinit`.
@usableFromInline
final class CallChunk<Arguments>: ManagedBuffer<Int, RecordedCall<Arguments>> {
  deinit {
    withUnsafeMutablePointers { written, calls in
      _ = calls.deinitialize(count: written.pointee)
    }
  }
}

/// Which calls of a ``CallLog`` a verification accounted for, one bit per call.
///
/// Kept apart from the calls so that marking one never writes memory that a verification reading
/// a snapshot without the lock may be reading.
@usableFromInline
struct VerifiedCalls {
  @usableFromInline var words: ContiguousArray<UInt64> = []

  @inlinable
  init() {}

  @inlinable
  func contains(_ index: Int) -> Bool {
    let word = index >> 6
    return word < words.count && words[word] & (1 << UInt64(index & 63)) != 0
  }

  @inlinable
  mutating func insert(_ index: Int) {
    let word = index >> 6
    if word >= words.count {
      words.append(contentsOf: repeatElement(0, count: word - words.count + 1))
    }
    words[word] |= 1 << UInt64(index & 63)
  }

  /// Adds every call `other` holds.
  mutating func formUnion(_ other: VerifiedCalls) {
    if other.words.count > words.count {
      words.append(contentsOf: repeatElement(0, count: other.words.count - words.count))
    }
    for (index, word) in other.words.enumerated() { words[index] |= word }
  }
}
