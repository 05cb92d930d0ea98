import Foundation

/// The values this thread described lately in shortened form, with their full descriptions, so
/// that a failure whose message shows one can carry the whole text too.
///
/// A message is built and reported on one thread, without suspending in between: every entry
/// point describes the values, joins the message and calls `reportFailure` in one synchronous
/// stretch. So the thread, not the task, is where the two meet, and the values described just
/// before a report are the ones its message shows. Entries a report does not use (a description
/// made for something other than a failure) are dropped at the next report, and at most
/// ``capacity`` are kept meanwhile.
enum ShortenedValues {
  /// How many shortened descriptions a thread keeps between reports.
  static let capacity = 32

  /// Notes that a value was shown as `shown`, with `full` making its whole description.
  ///
  /// `full` runs at once rather than at a report, so that no value is kept alive by a note.
  static func note(_ shown: String, full: () -> String) {
    let full = full()
    // An ellipsis of the value's own, in a description that shortened nothing.
    guard full != shown else { return }
    let pending = Pending.ofThisThread
    if pending.entries.count == capacity { pending.entries.removeFirst() }
    pending.entries.append((shown, full))
  }

  /// `message` with each value it shows shortened written out in full, or nil when it shows
  /// none; forgets this thread's notes either way.
  static func expand(_ message: String) -> String? {
    let pending = Pending.ofThisThread
    guard !pending.entries.isEmpty else { return nil }
    defer { pending.entries.removeAll() }
    var expanded = message
    // The newest first: a value described twice is most likely the one the message shows.
    for (shown, full) in pending.entries.reversed() where expanded.contains(shown) {
      expanded = expanded.replacingOccurrences(of: shown, with: full)
    }
    return expanded == message ? nil : expanded
  }

  /// One thread's notes, which only that thread touches.
  private final class Pending {
    var entries: [(shown: String, full: String)] = []

    static let key = "Mockery.ShortenedValues"

    static var ofThisThread: Pending {
      let dictionary = Thread.current.threadDictionary
      if let pending = dictionary[key] as? Pending { return pending }
      let pending = Pending()
      dictionary[key] = pending
      return pending
    }
  }
}
