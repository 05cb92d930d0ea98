/// How verification messages write calls: the call wanted, and every call that happened.

/// One recorded call, described for a message.
struct CallSummary: Sendable {
  let sequence: UInt64
  let call: String
  /// Whether a verification matched it; told only where a message shows it.
  var isVerified = false
}

/// A recorded call set against what was wanted: which of its arguments did not match, and why.
struct CallComparison {
  let call: String
  let matches: Bool
  /// `forZipcode: was "10001"`, one per mismatching argument.
  let mismatches: [String]
}

extension CallName {
  /// The verb messages use for a call: functions are called, properties read and set.
  var verb: String {
    switch kind {
    case .function: "called"
    case .getter, .subscriptGetter: "read"
    case .setter, .subscriptSetter: "set"
    }
  }

  /// The call a pattern wants, written with its matchers' descriptions in place of values:
  /// `conditions(forZipcode: "94105")`; or the requirement's name for any arguments.
  func wanted(_ descriptions: [String]?) -> String {
    guard let descriptions else { return description }
    return render(descriptions)
  }

  /// A recorded call beside why its arguments did not match: a long argument whose mismatch
  /// is explained is written `…`, since the explanation shows it, or where it differs.
  ///
  /// `create(…)   input: differed at body.json.amount: was 4990, expected 49`, not the
  /// request twice over.
  func render(_ arguments: [String], explained explanations: [String?]) -> String {
    render(Self.eliding(arguments, explained: explanations))
  }

  /// `arguments`, with each long one whose mismatch is explained written `…`.
  static func eliding(_ arguments: [String], explained explanations: [String?]) -> [String] {
    guard arguments.count == explanations.count else { return arguments }
    return zip(arguments, explanations).map { argument, explanation in
      explanation != nil && argument.count > CallListing.elidedArgumentCharacters
        ? "…" : argument
    }
  }

  /// `forZipcode: was "10001"` for each argument whose explanation is not nil.
  func mismatches(_ explanations: [String?]) -> [String] {
    explanations.enumerated().compactMap { index, explanation in
      explanation.map { "\(argumentName(at: index, of: explanations.count)): \($0)" }
    }
  }
}

enum CallListing {
  /// How many calls a message lists before it summarizes the rest.
  static let limit = 50
  /// How long an argument's description is before a call that shows why it mismatched writes
  /// it `…`.
  static let elidedArgumentCharacters = 40
  /// How long a call's description is before one written again is told as the same as the first.
  static let repeatedCallCharacters = 60

  /// `       1. conditions(forZipcode: "10001")   forZipcode: was "10001"`, one line per call.
  ///
  /// A long call made again with the same arguments is `the same as 1.`, so that a wrong count
  /// of one large request does not print it once per call.
  static func lines(_ comparisons: [CallComparison]) -> String {
    var firstNumbers: [String: Int] = [:]
    var lines = numbered(
      comparisons.prefix(limit).enumerated().map { index, comparison in
        var call = comparison.call
        if call.count > repeatedCallCharacters {
          if let first = firstNumbers[call] {
            call = "the same as \(first)."
          } else {
            firstNumbers[call] = index + 1
          }
        }
        guard !comparison.mismatches.isEmpty else { return call }
        return call + "   " + comparison.mismatches.joined(separator: "; ")
      })
    if comparisons.count > limit {
      lines.append(more(comparisons.count - limit, "", ""))
    }
    return lines.joined(separator: "\n")
  }

  /// `       1. conditions(forZipcode: "10001")`: how every list in a message is written, indented
  /// under `but: ` and numbered from 1.
  static func numbered(_ entries: [String]) -> [String] {
    entries.enumerated().map { index, entry in numbered(entry, number: index + 1) }
  }

  /// One entry of a list, with its own number: for a list of some of a recorder's stubs.
  static func numbered(_ entry: String, number: Int) -> String {
    "       \(number). \(entry)"
  }

  /// The line after a list that left some out: `       … and 3 more stubs`.
  static func more(_ count: Int, _ singular: String, _ plural: String) -> String {
    "       … and \(count) more \(count == 1 ? singular : plural)"
  }

  static func lines(_ summaries: [CallSummary]) -> String {
    lines(summaries.map { CallComparison(call: $0.call, matches: true, mismatches: []) })
  }

  /// What a count verification found: `was never called`, `was called 3 times:` and the calls,
  /// or `was called 2 times, never with matching arguments:` and the calls.
  static func found(_ comparisons: [CallComparison], verb: String, patternHasArguments: Bool)
    -> String
  {
    guard !comparisons.isEmpty else { return "was never \(verb)" }
    let matched = comparisons.filter(\.matches).count
    var summary = "was \(verb) \(CallCount.times(comparisons.count))"
    if patternHasArguments && matched < comparisons.count {
      summary +=
        matched == 0
        ? ", never with matching arguments"
        : ", \(CallCount.times(matched)) with matching arguments"
    }
    return summary + ":\n" + lines(comparisons)
  }
}
