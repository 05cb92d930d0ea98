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
/// - Anything else is its `description` in angle brackets: `<3>`, `<true>`, `<2.5>`.
///
/// Long values are shortened: strings after ``ValueDescriptionLimits/stringCharacters``
/// characters, collections after ``ValueDescriptionLimits/collectionElements`` elements, each
/// saying how much was left out.
public func describeValue<Value>(_ value: Value) -> String {
  ValueDescriber.describe(value, depth: 0)
}

/// How much of a long value a message shows.
public enum ValueDescriptionLimits {
  /// Characters of a string shown before it is shortened.
  public static let stringCharacters = 100
  /// Elements of a collection shown before it is shortened.
  public static let collectionElements = 20
  /// Levels of nested collections shown before deeper ones are elided as `[…]`.
  public static let nesting = 4
}

enum ValueDescriber {
  static func describe(_ value: Any, depth: Int) -> String {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      return optional(mirror, depth: depth)
    }
    switch value {
    case let string as String: return quote(string)
    case let substring as Substring: return quote(String(substring))
    case let character as Character: return quote(String(character))
    default: break
    }
    switch mirror.displayStyle {
    case .collection?:
      return list(mirror.children.map(\.value), depth: depth, sorted: false)
    case .set?:
      return list(mirror.children.map(\.value), depth: depth, sorted: true)
    case .dictionary?:
      return dictionary(mirror, depth: depth)
    case .tuple?:
      let elements = mirror.children.map { describe($0.value, depth: depth + 1) }
      return "(" + elements.joined(separator: ", ") + ")"
    default:
      return "<\(plainDescription(of: value, style: mirror.displayStyle))>"
    }
  }

  /// `nil`, or the value held, whatever the nesting: but a present optional that holds `nil`
  /// shows its layers, `Optional(nil)`, so that `.some(nil)` never reads as `nil`.
  private static func optional(_ mirror: Mirror, depth: Int) -> String {
    guard let wrapped = mirror.children.first?.value else { return "nil" }
    let wrappedMirror = Mirror(reflecting: wrapped)
    guard wrappedMirror.displayStyle == .optional else { return describe(wrapped, depth: depth) }
    let inner = optional(wrappedMirror, depth: depth)
    return holdsNil(wrappedMirror) ? "Optional(\(inner))" : inner
  }

  /// Whether an optional, through all its layers, ends in `nil`.
  private static func holdsNil(_ mirror: Mirror) -> Bool {
    guard mirror.displayStyle == .optional else { return false }
    guard let wrapped = mirror.children.first?.value else { return true }
    return holdsNil(Mirror(reflecting: wrapped))
  }

  static func plainDescription(of value: Any, style: Mirror.DisplayStyle?) -> String {
    if value is CustomStringConvertible || value is CustomDebugStringConvertible {
      return String(describing: value)
    }
    switch style {
    case .enum?:
      return "\(type(of: value)).\(value)"
    case .class?:
      let object = value as AnyObject
      let address = UInt(bitPattern: ObjectIdentifier(object))
      return "\(type(of: value))@0x\(String(address, radix: 16))"
    default:
      return String(describing: value)
    }
  }

  static func quote(_ string: String) -> String {
    let limit = ValueDescriptionLimits.stringCharacters
    guard string.count > limit else { return string.debugDescription }
    return String(string.prefix(limit)).debugDescription + "… (\(string.count) characters)"
  }

  private static func list(_ elements: [Any], depth: Int, sorted: Bool) -> String {
    guard depth < ValueDescriptionLimits.nesting else { return "[…]" }
    var descriptions = elements.map { describe($0, depth: depth + 1) }
    if sorted { descriptions.sort() }
    return bracketed(descriptions)
  }

  private static func dictionary(_ mirror: Mirror, depth: Int) -> String {
    guard depth < ValueDescriptionLimits.nesting else { return "[…]" }
    guard !mirror.children.isEmpty else { return "[:]" }
    let entries = mirror.children.map { entry -> String in
      let pair = Array(Mirror(reflecting: entry.value).children)
      guard pair.count == 2 else { return describe(entry.value, depth: depth + 1) }
      return describe(pair[0].value, depth: depth + 1) + ": "
        + describe(pair[1].value, depth: depth + 1)
    }
    return bracketed(entries.sorted())
  }

  private static func bracketed(_ descriptions: [String]) -> String {
    let limit = ValueDescriptionLimits.collectionElements
    guard descriptions.count > limit else {
      return "[" + descriptions.joined(separator: ", ") + "]"
    }
    let shown = descriptions.prefix(limit).joined(separator: ", ")
    return "[\(shown), … \(descriptions.count - limit) more]"
  }
}
