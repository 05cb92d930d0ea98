/// What generating would change in the output folder, decided before anything is written.
///
/// A file is created, updated when its contents differ, or left alone. A file of the folder that
/// the same command generated before, and no longer would, is removed: its protocol or class is
/// gone, or was renamed. A file that is in the way but was not generated (it has no generated
/// header) is a conflict, and nothing is written at all, unless the command is forced. A file
/// whose header only names the other front end's command is left alone: the plugin and
/// `mockery-generate` write the same doubles.
struct OutputPlan: Equatable, Sendable {
  /// What happens to one file.
  enum Change: String, Equatable, Sendable {
    case create = "new"
    case update = "updated"
    case remove = "removed"
    case unchanged
  }

  /// One file's fate.
  struct Entry: Equatable, Sendable {
    var name: String
    var change: Change
    /// What the file will hold; nil for one to remove.
    var contents: String?
  }

  /// Every file generated or removed, by name.
  var entries: [Entry]
  /// Files in the way that the generator did not write, by name.
  var conflicts: [String]

  /// The entries that change something on disk.
  var changes: [Entry] { entries.filter { $0.change != .unchanged } }

  /// Plans writing `files` into a folder that holds `existing`, by name.
  ///
  /// - Parameters:
  ///   - files: The files to generate.
  ///   - existing: The contents of the `.swift` files already in the folder, by name.
  ///   - command: The command generating them, as their headers write it.
  ///   - force: Whether to overwrite files the generator did not write.
  init(
    files: [GeneratedFile], existing: [String: String], command: String, force: Bool
  ) {
    var entries: [Entry] = []
    var conflicts: [String] = []
    for file in files {
      guard let current = existing[file.name] else {
        entries.append(Entry(name: file.name, change: .create, contents: file.contents))
        continue
      }
      // A file the other front end wrote (the plugin's, or mockery-generate's) differs only in
      // its header's command: it is what this command would write.
      if current == file.contents || GeneratedFile.sameDouble(current, file.contents) {
        entries.append(Entry(name: file.name, change: .unchanged, contents: file.contents))
      } else if GeneratedFile.isGenerated(current) || force {
        entries.append(Entry(name: file.name, change: .update, contents: file.contents))
      } else {
        conflicts.append(file.name)
      }
    }
    let generating = Set(files.map(\.name))
    for (name, contents) in existing.sorted(by: { $0.key < $1.key })
    where !generating.contains(name)
      && GeneratedFile.regenerateCommand(in: contents) == command
    {
      entries.append(Entry(name: name, change: .remove, contents: nil))
    }
    self.entries = entries
    self.conflicts = conflicts
  }
}
