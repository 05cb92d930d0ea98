import Foundation

// The rounds of the compile check: render, check, lower what the compiler rejected, check again.

/// A double the command writes: its type name, and how to render it with members written more
/// simply.
struct DoubleRendering: Sendable {
  var typeName: String
  var render: @Sendable ([String: Degradation]) -> RenderedDouble
}

extension GenerateMocksCommand {
  /// The files that passed the check, members lowered where needed, and the doubles left out.
  struct CheckedFiles {
    var files: [GeneratedFile]
    /// The doubles no degradation made compile, with the error that left each out.
    var declined: [CompileCheck.Rejection] = []
    /// Why the files could not be checked, if they could not.
    var unchecked: String?
    /// How many compiles the check took.
    var rounds = 0
  }

  /// The most compiles a check makes: each round lowers a member one level at least, or leaves a
  /// double out, and a member has three levels; errors hidden behind others are found in the
  /// rounds after.
  static let checkRounds = 6

  /// The files of `doubles`, made by `file`, checked by `check` until every file left compiles:
  /// each round lowers the members the compiler rejected (see ``DegradationPlan``) and checks
  /// every file again, since an error in one may have kept the compiler from another's.
  ///
  /// With `combining`, the files are checked as one file is written of them all (see
  /// ``CombinedFile``), exactly as it is written, the compiler's errors taken back to the file of
  /// the double whose lines they are on.
  static func checkedFiles(
    of doubles: [DoubleRendering], check: CompileCheck?, rounds limit: Int = checkRounds,
    combining: Combining? = nil, making file: (RenderedDouble) -> GeneratedFile,
    run: (String, [String]) -> (status: Int32, output: String, errors: String) =
      Toolchain.run
  ) -> CheckedFiles {
    var files = doubles.map { file($0.render([:])) }
    guard let check else { return CheckedFiles(files: files) }
    var degradations: [String: [String: Degradation]] = [:]
    var declined: [String: CompileCheck.Rejection] = [:]
    var rounds = 0
    while rounds < limit {
      let remaining = files.filter { declined[$0.name] == nil }
      let verdict =
        combining.map { $0.verdict(on: remaining, by: check, run: run) }
        ?? check.verdict(on: remaining, in: FileManager.default.temporaryDirectory, run: run)
      rounds += 1
      guard case .checked(let errors) = verdict else {
        if case .notChecked(let why) = verdict, rounds == 1 {
          return CheckedFiles(files: files, unchecked: why, rounds: rounds)
        }
        // A later round cannot undo what an earlier found.
        break
      }
      if errors.isEmpty { break }
      for (index, double) in doubles.enumerated() {
        let name = files[index].name
        guard let found = errors[name], declined[name] == nil else { continue }
        guard rounds < limit else {
          // Still rejected after every round: left out, as the last round found it.
          declined[name] = CompileCheck.Rejection(found[0], in: files[index])
          continue
        }
        switch DegradationPlan.step(
          after: found, in: files[index], current: degradations[double.typeName] ?? [:])
        {
        case .degrade(let next):
          degradations[double.typeName] = next
          files[index] = file(double.render(next))
        case .decline(let rejection):
          declined[name] = rejection
        }
      }
    }
    return CheckedFiles(
      files: files.filter { declined[$0.name] == nil },
      declined: declined.values.sorted { $0.file < $1.file }, rounds: rounds)
  }
}

/// How the one file a build writes (`--output-file`) is checked: laid out as it is written, and
/// its errors taken back to the doubles' own files, whose lines ``DegradationPlan`` reads.
struct Combining {
  /// The file's name, `ThermostatMocks.swift`.
  var name: String
  /// The file of the doubles' files given first, with the imports of those given second, and
  /// the line (from 1) each one's body starts on there.
  var layout: ([GeneratedFile], [GeneratedFile]) -> (contents: String, bodyLines: [String: Int])

  /// The errors of the file of `files` as written, by the file of the double each is in.
  ///
  /// The file holds those ``CompileCheck/checks(_:)`` keeps; an error is taken to its line in
  /// the double's own file. An error on no double's lines (the header, the imports) is each
  /// double's, on a line of none of its members: none is written.
  func verdict(
    on files: [GeneratedFile], by check: CompileCheck,
    run: (String, [String]) -> (status: Int32, output: String, errors: String)
  ) -> CompileCheck.Verdict {
    let checked = files.filter(CompileCheck.checks)
    guard !checked.isEmpty else { return .checked(errors: [:]) }
    // A large file in parts, each with every import of the whole: as the files it is made of
    // are checked, side by side.
    let parts = CompileCheck.batches(of: checked.map(\.name), jobs: check.jobs).map { names in
      let part = Set(names)
      return checked.filter { part.contains($0.name) }
    }
    let stem = String(name.dropLast(".swift".count))
    let laidOut = parts.enumerated().map { index, part in
      let partName = parts.count == 1 ? name : "\(stem)-\(index + 1).swift"
      let (contents, bodyLines) = layout(part, checked)
      return (name: partName, files: part, contents: contents, bodyLines: bodyLines)
    }
    let verdict = check.verdict(
      onSources: laidOut.map { CompileCheck.Source(name: $0.name, contents: $0.contents) },
      in: FileManager.default.temporaryDirectory, run: run)
    guard case .checked(let found) = verdict else { return verdict }
    var errors: [String: [CompileCheck.Diagnostic]] = [:]
    for part in laidOut {
      // The doubles by where their bodies start, to find the one a line is in.
      let starts = part.files.compactMap { file in part.bodyLines[file.name].map { ($0, file) } }
        .sorted { $0.0 < $1.0 }
      func place(_ line: Int) -> (file: GeneratedFile, line: Int)? {
        guard let (start, file) = starts.last(where: { $0.0 <= line }) else { return nil }
        return (file, line - start + file.bodyLine + 1)
      }
      for error in found[part.name] ?? [] {
        guard let (file, line) = place(error.line) else {
          for file in part.files {
            errors[file.name, default: []].append(
              CompileCheck.Diagnostic(line: 0, message: error.message))
          }
          continue
        }
        let notes = error.noteLines.compactMap(place).filter { $0.file.name == file.name }
        errors[file.name, default: []].append(
          CompileCheck.Diagnostic(line: line, message: error.message, noteLines: notes.map(\.line)))
      }
    }
    return .checked(errors: errors)
  }
}
