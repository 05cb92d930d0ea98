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
  static func checkedFiles(
    of doubles: [DoubleRendering], check: CompileCheck?,
    making file: (RenderedDouble) -> GeneratedFile, rounds limit: Int = checkRounds,
    run: (String, [String]) -> (status: Int32, output: String, errors: String) =
      SymbolGraphExtraction.run
  ) -> CheckedFiles {
    var files = doubles.map { file($0.render([:])) }
    guard let check else { return CheckedFiles(files: files) }
    var degradations: [String: [String: Degradation]] = [:]
    var declined: [String: CompileCheck.Rejection] = [:]
    var rounds = 0
    while rounds < limit {
      let remaining = files.filter { declined[$0.name] == nil }
      let verdict = check.verdict(
        on: remaining, in: FileManager.default.temporaryDirectory, run: run)
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
          declined[name] = CompileCheck.Rejection(
            found[0], file: name, contents: files[index].contents)
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
