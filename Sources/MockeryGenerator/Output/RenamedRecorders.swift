/// Keeps the names a test wrote compiling when a regeneration renames a recorder.
///
/// Adding an overload renames the recorders of the requirements it overloads: `charge` becomes
/// `chargeAmountToken` (see ``RecorderNames``), and `chargeArguments` becomes
/// `chargeAmountTokenArguments`. Before it writes a file, the generator reads the one it wrote
/// last time, finds each recorder there by what it records (its `Calls` or `StaticCalls`, its
/// type and its requirement's title), and where a name that file declared is gone while what it
/// named is there under another name, declares the old name again, as a deprecated alias whose
/// warning says the new one:
///
/// ```swift
/// @available(*, deprecated, renamed: "chargeAmountToken")
/// var charge: MockThrowingFunction<Int, String, Receipt> { chargeAmountToken }
/// ```
///
/// An alias stays in later regenerations while what it names is there, so that `--check` agrees
/// with what was written. Where the old name now names another member, no alias can be, and the
/// command says so: tests using it compile, and mean the other member.
///
/// It reads only what ``Layout`` and ``CallForms`` write, line by line: the files it reads are
/// its own.
enum RenamedRecorders {
  /// A name a regeneration took from what it named.
  struct Rename: Equatable, Sendable {
    var old: String
    var new: String
    /// Whether the old name now names another member, so that no alias could keep it.
    var nowNamesAnother: Bool

    /// How the command prints it: `charge → chargeAmountToken`.
    var description: String {
      "\(old) → \(new)"
        + (nowNamesAnother
          ? " (no alias: \(old) now names another member, which a test using it would stub)"
          : "")
    }
  }

  /// `contents`, a file about to be written, with an alias for each name of `previous`, the file
  /// it replaces, that it renamed; and those renames, those of earlier regenerations left out.
  ///
  /// `insertions` says where lines went in, in the order they did: `count` lines before line
  /// `line` (from 0) of the file as it was then.
  static func keepingNames(of previous: String?, in contents: String) -> (
    contents: String, renames: [Rename], insertions: [(line: Int, count: Int)]
  ) {
    guard let previous else { return (contents, [], []) }
    var insertions: [(line: Int, count: Int)] = []
    let old = CallsBlock.blocks(in: previous)
    var lines = contents.components(separatedBy: "\n")
    var renames: [Rename] = []
    // From the last block up, so that inserting lines moves no block still to do.
    for block in CallsBlock.blocks(in: contents).reversed() {
      guard let before = old.first(where: { $0.container == block.container }) else { continue }
      var aliases: [String] = []
      let declared = Set(block.declarations.map(\.name))
      var identities: [String: [CallsBlock.Declaration]] = [:]
      for declaration in block.declarations where !declaration.isAlias {
        identities[declaration.identity, default: []].append(declaration)
      }
      for name in before.declarations.sorted(by: { $0.name < $1.name }) {
        guard let targets = identities[name.identity], targets.count == 1,
          let target = targets.first, target.name != name.name
        else { continue }
        guard !declared.contains(name.name) else {
          if !name.isAlias {
            renames.append(Rename(old: name.name, new: target.name, nowNamesAnother: true))
          }
          continue
        }
        if !name.isAlias {
          renames.append(Rename(old: name.name, new: target.name, nowNamesAnother: false))
        }
        aliases += alias(name.name, of: target, indent: block.indent, modifier: block.modifier)
      }
      guard !aliases.isEmpty else { continue }
      let comment = Layout.comment(
        "The names these recorders had before a regeneration renamed them: tests using them "
          + "compile, with a warning that names the new one.", indent: block.indent)
      lines.insert(contentsOf: [""] + comment + aliases, at: block.closingLine)
      insertions.append((block.closingLine, 1 + comment.count + aliases.count))
    }
    return (lines.joined(separator: "\n"), renames, insertions)
  }

  /// `@available(*, deprecated, renamed: "new") var old: Type { new }`.
  private static func alias(
    _ old: String, of target: CallsBlock.Declaration, indent: String, modifier: String
  ) -> [String] {
    let head = "\(modifier)var \(old): \(target.type)"
    let body = "{ \(target.name) }"
    let declaration =
      Layout.fits(indent + head + " " + body)
      ? [indent + head + " " + body]
      : [indent + head + " {", indent + Layout.indentUnit + target.name, indent + "}"]
    return target.attributes.map { indent + $0 }
      + [indent + "@available(*, deprecated, renamed: \"\(target.name.trimmingBackticks)\")"]
      + declaration
  }
}

/// A `struct Calls` or `struct StaticCalls` of a generated file, as its lines declare it.
struct CallsBlock {
  /// A name the block declares as a property: a recorder, a recorder's arguments read by their
  /// labels, or an alias.
  struct Declaration {
    enum Kind: Equatable {
      case recorder
      /// The arguments of the recorder named so, by their labels.
      case arguments(of: String)
      /// An alias of the declaration named so.
      case alias(of: String)
    }

    var name: String
    var kind: Kind
    /// Its type as written.
    var type: String
    /// What it names, the same whatever its name: a recorder's container, type and title; a
    /// recorder's arguments, by that recorder's; an alias, by its target's.
    var identity = ""
    /// The attributes written above it, such as `@available(macOS 14, *)`.
    var attributes: [String]

    var isAlias: Bool { if case .alias = kind { true } else { false } }
  }

  /// `Calls` or `StaticCalls`.
  var container: String
  /// The indentation of its members.
  var indent: String
  /// The access modifier its members are written with: `public `, or nothing.
  var modifier: String
  var declarations: [Declaration]
  /// The index of the line that closes it.
  var closingLine: Int

  /// The blocks of `contents`, in order.
  static func blocks(in contents: String) -> [CallsBlock] {
    let lines = contents.components(separatedBy: "\n")
    var blocks: [CallsBlock] = []
    var index = 0
    while index < lines.count {
      let line = lines[index]
      let trimmed = line.trimmingLeadingSpaces
      let words = trimmed.split(separator: " ").map(String.init)
      guard let structWord = words.firstIndex(of: "struct"), structWord + 1 < words.count,
        trimmed.hasSuffix("{"),
        let container = ["Calls", "StaticCalls"].first(where: {
          words[structWord + 1] == $0 || words[structWord + 1] == $0 + ":"
        })
      else {
        index += 1
        continue
      }
      let outer = String(line.prefix { $0 == " " })
      let close = lines[(index + 1)...].firstIndex { $0 == outer + "}" } ?? lines.count
      let body = Array(lines[(index + 1)..<close])
      let indent = outer + Layout.indentUnit
      let modifier = words.prefix(structWord).contains("public") ? "public " : ""
      blocks.append(
        CallsBlock(
          container: container, indent: indent, modifier: modifier,
          declarations: declarations(in: body, indent: indent, container: container),
          closingLine: close))
      index = close + 1
    }
    return blocks
  }

  /// The properties of a block's lines, members at `indent`.
  private static func declarations(in body: [String], indent: String, container: String)
    -> [Declaration]
  {
    var found: [Declaration] = []
    var attributes: [String] = []
    var aliasTarget: String?
    for (index, line) in body.enumerated() {
      guard line.hasPrefix(indent), !line.dropFirst(indent.count).hasPrefix(" ") else {
        continue
      }
      var text = String(line.dropFirst(indent.count))
      if text.hasPrefix("@") {
        if let renamed = text.range(of: "@available(*, deprecated, renamed: \"") {
          aliasTarget = String(text[renamed.upperBound...].prefix { $0 != "\"" })
        } else if !text.hasPrefix("@_disfavoredOverload") {
          attributes.append(text)
        }
        continue
      }
      defer {
        attributes = []
        aliasTarget = nil
      }
      for modifier in ["public ", "package "] where text.hasPrefix(modifier) {
        text.removeFirst(modifier.count)
      }
      // The rest of a declaration its layout wrapped: up to the next member.
      let rest = body[(index + 1)...].prefix { $0.hasPrefix(indent + " ") }.joined(separator: " ")
      if text.hasPrefix("let ") {
        guard let recorder = recorder(text.dropFirst(4) + " " + rest) else { continue }
        found.append(
          Declaration(
            name: recorder.name, kind: .recorder, type: recorder.type,
            identity: "\(container)|\(recorder.type)|\(recorder.title)", attributes: attributes))
      } else if text.hasPrefix("var "), let colon = text.range(of: ": ") {
        let name = String(text[text.index(text.startIndex, offsetBy: 4)..<colon.lowerBound])
        let whole = text + " " + rest
        guard let open = whole.range(of: " {", range: colon.upperBound..<whole.endIndex)
        else { continue }
        let type = String(whole[colon.upperBound..<open.lowerBound])
        let inside = whole[open.upperBound...]
        if let target = aliasTarget {
          found.append(
            Declaration(name: name, kind: .alias(of: target), type: type, attributes: attributes))
        } else if let start = inside.range(of: "self."),
          let end = inside.range(of: ".arguments", range: start.upperBound..<inside.endIndex)
        {
          let recorder = String(inside[start.upperBound..<end.lowerBound])
          found.append(
            Declaration(
              name: name, kind: .arguments(of: recorder), type: type, attributes: attributes))
        }
      }
    }
    // Arguments and aliases are known by what they name, in the end a recorder.
    var identities: [String: String] = [:]
    for declaration in found where declaration.kind == .recorder {
      identities[declaration.name] = identities[declaration.name] ?? declaration.identity
    }
    for (index, declaration) in found.enumerated() {
      guard case .arguments(let recorder) = declaration.kind, let of = identities[recorder] else {
        continue
      }
      found[index].identity = "arguments|" + of
      identities[declaration.name] = found[index].identity
    }
    for (index, declaration) in found.enumerated() {
      guard case .alias(let target) = declaration.kind, let of = identities[target] else {
        continue
      }
      found[index].identity = of
    }
    return found.filter { !$0.identity.isEmpty }
  }

  /// A recorder's name, type and title from what follows `let `: `name = Type("title")` or
  /// `name: Type = .init("title")`.
  private static func recorder(_ text: String) -> (name: String, type: String, title: String)? {
    let name = String(text.prefix { $0 != " " && $0 != ":" })
    var rest = text.dropFirst(name.count)
    let type: String
    if rest.hasPrefix(": ") {
      guard let equals = rest.range(of: " = .init(") else { return nil }
      type = String(rest[rest.index(rest.startIndex, offsetBy: 2)..<equals.lowerBound])
      rest = rest[equals.upperBound...]
    } else if rest.hasPrefix(" = ") {
      rest = rest.dropFirst(3)
      // The type ends at the first parenthesis outside its angle brackets; `->` is no bracket.
      var depth = 0
      var previous: Character = " "
      var end = rest.endIndex
      for index in rest.indices {
        let character = rest[index]
        if character == "<" { depth += 1 }
        if character == ">", previous != "-" { depth -= 1 }
        if character == "(", depth == 0 {
          end = index
          break
        }
        previous = character
      }
      guard end < rest.endIndex else { return nil }
      type = String(rest[..<end])
      rest = rest[end...]
    } else {
      return nil
    }
    guard let quote = rest.firstIndex(of: "\"") else { return nil }
    let title = rest[rest.index(after: quote)...].prefix { $0 != "\"" }
    return (name, type, String(title))
  }
}
