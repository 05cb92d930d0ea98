import Foundation

/// What the compile check found compiling before, kept in a file between runs, so that a run
/// checks only what could compile otherwise now.
///
/// A file compiled before compiles again when nothing it compiles against changed: the same
/// text, the same compiler with the same arguments, and the same modules it imports (their
/// `.swiftmodule`s in the folders it looks in, and the C module maps it is given). That is all a
/// compile reads, so a file kept here under the same environment provably compiles; a file
/// whose environment changed in any of these is checked again, whatever changed. The build-tool
/// plugin reruns the generator when the module it doubles changes, which every double imports,
/// so such a run checks everything again; what it saves is the run that changes nothing the
/// doubles compile against: the options file edited, or the generator run again for its own
/// sake, as SwiftPM does on the second build after a clean one.
struct CheckedSources {
  /// What the files were compiled against, as one hash.
  var environment: String
  /// The hashes of the files' texts that compiled in it.
  var compiled: Set<String>

  /// Writes it to `file`; a file that cannot be written costs only a check next time.
  func write(to file: String) {
    let text = ([environment] + compiled.sorted()).joined(separator: "\n") + "\n"
    try? FileWriting.write(text, to: URL(fileURLWithPath: file))
  }

  /// The hash of `text`: two 64-bit FNV-1a hashes of its bytes, from different bases.
  static func hash(_ text: String) -> String {
    var first: UInt64 = 0xcbf2_9ce4_8422_2325
    var second: UInt64 = 0x8422_2325_cbf2_9ce4
    for byte in text.utf8 {
      first = (first ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
      second = (second ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 &+ 1
    }
    return String(first, radix: 16) + String(second, radix: 16)
  }
}

extension CompileCheck {
  /// The hash of what `sources` compile against: the compiler, its arguments, and the modules
  /// they import as found in the folders the compile looks in, by their files' sizes and times.
  func environment(of sources: [Source]) -> String {
    var modules: Set<String> = ["Mockery", "MockeryMatchers", "MockeryStartup"]
    for source in sources {
      for line in SourceImports.imports(inSource: source.contents) where !line.hasPrefix("#") {
        modules.insert(SourceImports.module(of: line.trimmingCharacters(in: .whitespaces)))
      }
    }
    var description = [swiftc, Self.stamp(of: swiftc)] + arguments(for: [])
    for folder in searchPaths {
      for module in modules.sorted() {
        for suffix in [".swiftmodule", ".swiftinterface"] {
          let path = folder + "/" + module + suffix
          if FileManager.default.fileExists(atPath: path) {
            description.append(path + " " + Self.stamp(of: path))
          }
        }
      }
    }
    description += moduleMaps.map { $0 + " " + Self.stamp(of: $0) }
    return CheckedSources.hash(description.joined(separator: "\n"))
  }

  /// A file's size and time of change, or those of every file in a folder (a module Xcode
  /// builds is a folder of one per architecture).
  static func stamp(of path: String) -> String {
    let manager = FileManager.default
    var isFolder: ObjCBool = false
    guard manager.fileExists(atPath: path, isDirectory: &isFolder) else { return "absent" }
    let paths =
      isFolder.boolValue
      ? (manager.subpaths(atPath: path) ?? []).sorted().map { path + "/" + $0 } : [path]
    return paths.map { file in
      let attributes = try? manager.attributesOfItem(atPath: file)
      let size = (attributes?[.size] as? NSNumber)?.int64Value ?? -1
      let time = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
      return "\(size)@\(time)"
    }.joined(separator: ",")
  }
}

extension CheckedSources {
  /// What `file` holds: its first line is the environment; each line after it a text's hash.
  init(reading file: String?) {
    let lines =
      file.flatMap { try? String(contentsOfFile: $0, encoding: .utf8) }?
      .split(separator: "\n").map(String.init) ?? []
    self.init(environment: lines.first ?? "", compiled: Set(lines.dropFirst()))
  }
}
