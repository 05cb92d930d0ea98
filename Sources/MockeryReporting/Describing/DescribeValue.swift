#if canImport(Testing)
  import Testing
#endif

/// Describes a value the way every Mockery message does.
///
/// - Strings, substrings and characters are quoted and escaped: `"Zug"`, `"a\nb"`.
/// - `nil` is bare; an optional that holds a value is described as that value, and one that
///   holds an optional that is `nil` as `Optional(nil)`.
/// - Arrays and other collections are described element by element: `[<1>, <2>]`,
///   dictionaries as `["a": <1>]`; sets and dictionaries in sorted order, so messages are stable.
/// - Tuples: `(<1>, "a")`.
/// - Enum cases without a custom description name their type: `<NetworkError.timeout>`.
/// - Class instances without a custom description name their type and identity:
///   `<WeatherService@0x600000c04000>`, so that two instances can be told apart.
/// - Structs without a custom description are described field by field:
///   `<PayrollSummary(department: "Sales", headcount: 1, topEarner: "Ann")>`. Values inside a
///   value read as Swift source writes them: strings quoted, `nil` bare, numbers without angle
///   brackets, enum cases as `.offline`.
/// - A value conforming to Swift Testing's `CustomTestStringConvertible` is its `testDescription`
///   in angle brackets, as Swift Testing shows it; ahead of its `description`.
/// - Anything else is its `description` in angle brackets: `<3>`, `<true>`, `<2.5>`.
///
/// Long values are shortened: strings after ``ValueDescriptionLimits/stringCharacters``
/// characters, collections and fields after ``ValueDescriptionLimits/collectionElements``, values
/// nested deeper than ``ValueDescriptionLimits/nesting`` levels, each saying what was left out.
/// Objects are never looked into, so a value that refers back to itself is described safely.
/// Describing visits no more of a value than it writes: a small value whose storage is shared
/// many times over (a tree built from one node) is not unfolded beyond what is shown, and the
/// full text stops after ``ValueDescriptionLimits/fullTextValues`` values.
/// A message that shortened a value still reaches the test in full: the value's whole
/// description is kept, and the failure that shows it carries the full text too (see
/// ``FailureReport/fullMessage``).
public func describeValue<Value>(_ value: Value) -> String {
  let shown = ValueDescriber.describe(value, depth: 0, style: .message, limits: .shown())
  // Every shortening writes an ellipsis; a description without one is whole.
  if shown.contains("…") {
    ShortenedValues.note(shown) {
      ValueDescriber.describe(value, depth: 0, style: .message, limits: .full())
    }
  }
  return shown
}

/// How much of a long value a message shows.
public enum ValueDescriptionLimits {
  /// Characters of a string shown before it is shortened.
  public static let stringCharacters = 100
  /// Elements of a collection, or fields of a value, shown before it is shortened.
  public static let collectionElements = 20
  /// Levels of nested values shown before deeper ones are elided as `…`.
  public static let nesting = 4
  /// Values, at every level together, a message shows before the rest is elided as `…`.
  public static let shownValues = 2_000
  /// Values, at every level together, the full text of a failure writes out before the rest is
  /// elided as `…`, so that a huge value costs a bounded time and attachment.
  public static let fullTextValues = 100_000
  /// Elements of a set or dictionary sorted for a stable message; a larger one shows its first
  /// elements in its own order.
  public static let sortedElements = 1_000
}

enum ValueDescriber {
  /// How much of a value to write out, and how much is left to write in this description.
  struct Limits {
    var stringCharacters: Int
    var collectionElements: Int
    var nesting: Int
    /// The values still to be described, shared by every level of one description.
    let budget: Budget

    /// What a message shows: ``ValueDescriptionLimits``.
    static func shown() -> Limits {
      Limits(
        stringCharacters: ValueDescriptionLimits.stringCharacters,
        collectionElements: ValueDescriptionLimits.collectionElements,
        nesting: ValueDescriptionLimits.nesting,
        budget: Budget(ValueDescriptionLimits.shownValues))
    }

    /// Everything, for the full text of a failure, up to a bounded number of values; nesting
    /// stays bounded too, so that a very deep value cannot exhaust the stack.
    static func full() -> Limits {
      Limits(
        stringCharacters: .max, collectionElements: .max, nesting: 64,
        budget: Budget(ValueDescriptionLimits.fullTextValues))
    }
  }

  /// How many more values one description may visit.
  final class Budget {
    private(set) var remaining: Int
    init(_ values: Int) { remaining = values }

    /// Takes one value from the budget; false once it is spent.
    func take() -> Bool {
      guard remaining > 0 else { return false }
      remaining -= 1
      return true
    }
  }

  /// How a value is written: on its own in a message, `<3>`, or inside another value, as Swift
  /// source writes it, `3`.
  enum Style {
    case message
    case source

    func plain(_ text: String) -> String {
      self == .message ? "<\(text)>" : text
    }
  }

  static func describe(_ value: Any, depth: Int, style: Style, limits: Limits) -> String {
    // Spent: nothing more of the value is looked at.
    guard limits.budget.take() else { return "…" }
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      return optional(mirror, depth: depth, style: style, limits: limits)
    }
    switch value {
    case let string as String: return quote(string, limits: limits)
    case let substring as Substring: return quote(String(substring), limits: limits)
    case let character as Character: return quote(String(character), limits: limits)
    default: break
    }
    let isContainer = [.collection, .set, .dictionary, .tuple].contains(mirror.displayStyle)
    #if canImport(Testing)
      // How its author chose it reads in test output, as Swift Testing's own messages show it.
      if let testValue = value as? any CustomTestStringConvertible, !isContainer {
        return style.plain(testValue.testDescription)
      }
    #endif
    if value is CustomStringConvertible || value is CustomDebugStringConvertible {
      // Its author chose how it reads; collections of the standard library have descriptions
      // too, but are described here element by element.
      if !isContainer {
        return style.plain(String(describing: value))
      }
    }
    switch mirror.displayStyle {
    case .collection?:
      return list(mirror, depth: depth, sorted: false, style: style, limits: limits)
    case .set?:
      return list(mirror, depth: depth, sorted: true, style: style, limits: limits)
    case .dictionary?:
      return dictionary(mirror, depth: depth, style: style, limits: limits)
    case .tuple?:
      return "(" + fields(mirror, depth: depth, style: style, limits: limits) + ")"
    case .struct?:
      guard depth < limits.nesting else { return "\(type(of: value))(…)" }
      return style.plain(
        "\(type(of: value))(\(fields(mirror, depth: depth, style: .source, limits: limits)))")
    case .enum?:
      return style.plain(enumCase(value, mirror, depth: depth, style: style, limits: limits))
    case .class?:
      let object = value as AnyObject
      let address = UInt(bitPattern: ObjectIdentifier(object))
      return style.plain("\(type(of: value))@0x\(String(address, radix: 16))")
    default:
      return style.plain(String(describing: value))
    }
  }

  /// `nil`, or the value held, whatever the nesting: but a present optional that holds `nil`
  /// shows its layers, `Optional(nil)`, so that `.some(nil)` never reads as `nil`.
  private static func optional(_ mirror: Mirror, depth: Int, style: Style, limits: Limits)
    -> String
  {
    guard let wrapped = mirror.children.first?.value else { return "nil" }
    let wrappedMirror = Mirror(reflecting: wrapped)
    guard wrappedMirror.displayStyle == .optional else {
      return describe(wrapped, depth: depth, style: style, limits: limits)
    }
    let inner = optional(wrappedMirror, depth: depth, style: style, limits: limits)
    return holdsNil(wrappedMirror) ? "Optional(\(inner))" : inner
  }

  /// Whether an optional, through all its layers, ends in `nil`.
  private static func holdsNil(_ mirror: Mirror) -> Bool {
    guard mirror.displayStyle == .optional else { return false }
    guard let wrapped = mirror.children.first?.value else { return true }
    return holdsNil(Mirror(reflecting: wrapped))
  }

  /// `WeatherError.http(status: 404)` in a message, `.http(status: 404)` inside a value.
  private static func enumCase(
    _ value: Any, _ mirror: Mirror, depth: Int, style: Style, limits: Limits
  ) -> String {
    let prefix = style == .message ? "\(type(of: value))." : "."
    guard let payload = mirror.children.first, let name = payload.label else {
      return prefix + String(describing: value)
    }
    guard depth < limits.nesting else { return "\(prefix)\(name)(…)" }
    let payloadMirror = Mirror(reflecting: payload.value)
    let arguments =
      payloadMirror.displayStyle == .tuple
      ? fields(payloadMirror, depth: depth, style: .source, limits: limits)
      : describe(payload.value, depth: depth + 1, style: .source, limits: limits)
    return "\(prefix)\(name)(\(arguments))"
  }

  /// A struct's or a tuple's fields, `label: value`, or values alone where unlabelled.
  private static func fields(_ mirror: Mirror, depth: Int, style: Style, limits: Limits)
    -> String
  {
    guard depth < limits.nesting else { return "…" }
    let limit = limits.collectionElements
    var described = mirror.children.prefix(limit).map { child -> String in
      let value = describe(child.value, depth: depth + 1, style: style, limits: limits)
      // Unlabelled tuple elements are labelled `.0`, `.1` by reflection.
      guard let label = child.label, !label.hasPrefix(".") else { return value }
      return "\(label): \(value)"
    }
    if mirror.children.count > limit {
      described.append("… \(mirror.children.count - limit) more")
    }
    return described.joined(separator: ", ")
  }

  static func quote(_ string: String, limits: Limits) -> String {
    let limit = limits.stringCharacters
    guard string.count > limit else { return string.debugDescription }
    return String(string.prefix(limit)).debugDescription + "… (\(string.count) characters)"
  }

  /// A collection's elements: only those shown are described, except that a set's are all
  /// described to be sorted, up to ``ValueDescriptionLimits/sortedElements``.
  private static func list(
    _ mirror: Mirror, depth: Int, sorted: Bool, style: Style, limits: Limits
  ) -> String {
    guard depth < limits.nesting else { return "[…]" }
    let count = mirror.children.count
    let sorts = sorted && count <= ValueDescriptionLimits.sortedElements
    let described = sorts ? count : min(count, limits.collectionElements)
    var descriptions = mirror.children.prefix(described).map {
      describe($0.value, depth: depth + 1, style: style, limits: limits)
    }
    if sorts { descriptions.sort() }
    return bracketed(descriptions, of: count, limits: limits)
  }

  /// A dictionary's entries, sorted as a set's elements are.
  private static func dictionary(_ mirror: Mirror, depth: Int, style: Style, limits: Limits)
    -> String
  {
    guard depth < limits.nesting else { return "[…]" }
    guard !mirror.children.isEmpty else { return "[:]" }
    let count = mirror.children.count
    let sorts = count <= ValueDescriptionLimits.sortedElements
    var entries = mirror.children.prefix(sorts ? count : limits.collectionElements).map {
      entry -> String in
      let pair = Array(Mirror(reflecting: entry.value).children)
      guard pair.count == 2 else {
        return describe(entry.value, depth: depth + 1, style: style, limits: limits)
      }
      return describe(pair[0].value, depth: depth + 1, style: style, limits: limits) + ": "
        + describe(pair[1].value, depth: depth + 1, style: style, limits: limits)
    }
    if sorts { entries.sort() }
    return bracketed(entries, of: count, limits: limits)
  }

  /// The first descriptions of a collection of `count` elements, in brackets, saying how many
  /// more there are.
  private static func bracketed(_ descriptions: [String], of count: Int, limits: Limits)
    -> String
  {
    let limit = limits.collectionElements
    guard count > limit else {
      return "[" + descriptions.joined(separator: ", ") + "]"
    }
    let shown = descriptions.prefix(limit).joined(separator: ", ")
    return "[\(shown), … \(count - limit) more]"
  }
}
