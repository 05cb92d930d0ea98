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
/// A message that shortened a value still reaches the test in full: the value's whole
/// description is kept, and the failure that shows it carries the full text too (see
/// ``FailureReport/fullMessage``).
public func describeValue<Value>(_ value: Value) -> String {
  let shown = ValueDescriber.describe(value, depth: 0, style: .message, limits: .shown)
  // Every shortening writes an ellipsis; a description without one is whole.
  if shown.contains("…") {
    ShortenedValues.note(shown) {
      ValueDescriber.describe(value, depth: 0, style: .message, limits: .full)
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
}

enum ValueDescriber {
  /// How much of a value to write out.
  struct Limits {
    var stringCharacters: Int
    var collectionElements: Int
    var nesting: Int

    /// What a message shows: ``ValueDescriptionLimits``.
    static let shown = Limits(
      stringCharacters: ValueDescriptionLimits.stringCharacters,
      collectionElements: ValueDescriptionLimits.collectionElements,
      nesting: ValueDescriptionLimits.nesting)
    /// Everything, for the full text of a failure; nesting stays bounded so that a very deep
    /// value cannot exhaust the stack.
    static let full = Limits(stringCharacters: .max, collectionElements: .max, nesting: 64)
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
      return list(
        mirror.children.map(\.value), depth: depth, sorted: false, style: style, limits: limits)
    case .set?:
      return list(
        mirror.children.map(\.value), depth: depth, sorted: true, style: style, limits: limits)
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

  private static func list(
    _ elements: [Any], depth: Int, sorted: Bool, style: Style, limits: Limits
  ) -> String {
    guard depth < limits.nesting else { return "[…]" }
    var descriptions = elements.map { describe($0, depth: depth + 1, style: style, limits: limits) }
    if sorted { descriptions.sort() }
    return bracketed(descriptions, limits: limits)
  }

  private static func dictionary(_ mirror: Mirror, depth: Int, style: Style, limits: Limits)
    -> String
  {
    guard depth < limits.nesting else { return "[…]" }
    guard !mirror.children.isEmpty else { return "[:]" }
    let entries = mirror.children.map { entry -> String in
      let pair = Array(Mirror(reflecting: entry.value).children)
      guard pair.count == 2 else {
        return describe(entry.value, depth: depth + 1, style: style, limits: limits)
      }
      return describe(pair[0].value, depth: depth + 1, style: style, limits: limits) + ": "
        + describe(pair[1].value, depth: depth + 1, style: style, limits: limits)
    }
    return bracketed(entries.sorted(), limits: limits)
  }

  private static func bracketed(_ descriptions: [String], limits: Limits) -> String {
    let limit = limits.collectionElements
    guard descriptions.count > limit else {
      return "[" + descriptions.joined(separator: ", ") + "]"
    }
    let shown = descriptions.prefix(limit).joined(separator: ", ")
    return "[\(shown), … \(descriptions.count - limit) more]"
  }
}
