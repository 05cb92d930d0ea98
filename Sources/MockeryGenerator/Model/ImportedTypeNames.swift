/// The public type names of the modules a mocked module's files import, read from their sources.
///
/// The mocked module's own code means its own `Logger` when a module it imports has one too; a
/// generated file imports both, and needs the module's written `App.Logger`. Asking SwiftPM for
/// the symbol graphs of every imported module would tell the names too, at a cost measured at
/// 29 s a run for Hummingbird's core module; its sources tell them in milliseconds.
enum ImportedTypeNames {
  /// The source files of each module, from the lines `Module<TAB>path` that the plugin writes.
  static func sourceFiles(listedIn text: String) -> [String: [String]] {
    var files: [String: [String]] = [:]
    for line in text.split(separator: "\n") {
      let parts = line.split(separator: "\t", maxSplits: 1)
      guard parts.count == 2 else { continue }
      files[String(parts[0]), default: []].append(String(parts[1]))
    }
    return files
  }

  /// The names of the public, `open` and `package` types a source file declares at its top
  /// level, where a declaration starts its line.
  static func declared(inSource text: String) -> Set<String> {
    let kinds: Set<Substring> = ["struct", "class", "enum", "protocol", "actor", "typealias"]
    var names: Set<String> = []
    for line in text.split(separator: "\n") {
      // A nested declaration is indented; a top-level one starts with its attributes or
      // modifiers, of which one must make it visible to other modules.
      guard let first = line.first, first == "@" || first.isLetter else { continue }
      let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
      guard let kind = words.firstIndex(where: { kinds.contains($0) }), kind + 1 < words.count,
        words[..<kind].contains(where: {
          AccessLevel(rawValue: String($0))?.isVisibleToOtherModules == true
        })
      else { continue }
      let name = words[kind + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      if !name.isEmpty { names.insert(String(name)) }
    }
    return names
  }

  /// The names of the protocols and classes a source file declares at its top level, of any
  /// access a test target can see (not `private` or `fileprivate`): those another module's
  /// mocks and spies are named after.
  static func declaredDoubles(inSource text: String) -> (
    protocols: Set<String>, classes: Set<String>
  ) {
    var protocols: Set<String> = []
    var classes: Set<String> = []
    for line in text.split(separator: "\n") {
      guard let first = line.first, first == "@" || first.isLetter else { continue }
      let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
      guard let kind = words.firstIndex(where: { $0 == "protocol" || $0 == "class" }),
        kind + 1 < words.count,
        !words[..<kind].contains(where: { $0 == "private" || $0 == "fileprivate" })
      else { continue }
      let name = String(words[kind + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
      guard !name.isEmpty else { continue }
      if words[kind] == "protocol" { protocols.insert(name) } else { classes.insert(name) }
    }
    return (protocols, classes)
  }
}
