import Foundation
import Testing

@testable import MockeryGenerator

/// The stage after the check: each error lowers the member whose part it is in, as far as that
/// part needs and no further, and only an error no member answers for leaves a double out.
@Suite struct DegradationPlanTests {
  static let mocked: MockedProtocol = {
    var store = mockedProtocol(
      "RecipeStore",
      requirements: [
        try! member("func save(_ recipe: Recipe)", title: "save(_:)"),
        try! member("func count() -> Int", title: "count()"),
      ])
    store.typeEquatability = ["Recipe": Equatability.anywhere]
    return store
  }()

  func file(_ degrading: [String: Degradation] = [:]) -> GeneratedFile {
    GeneratedFile(
      MockRenderer.render(Self.mocked, degrading: degrading), moduleName: "Kitchen",
      sourceImports: [], command: "c")
  }

  /// The head of `save(_:)`'s value call form, the line its errors are put on.
  ///
  /// The witness's line begins with the same text, so it is found as the end of a line.
  static let valueForm = "func save(_ recipe: Recipe)"

  /// The line (from 1) of `file` that holds `text`.
  func line(_ text: String, in file: GeneratedFile) -> Int {
    Self.index(of: text, in: file.contents).map { $0 + 1 } ?? 0
  }

  /// The index of the first line of `contents` that holds `text` (ends with it, for
  /// ``valueForm``).
  static func index(of text: String, in contents: String) -> Int? {
    contents.components(separatedBy: "\n").firstIndex {
      text == valueForm ? $0.hasSuffix(text) : $0.contains(text)
    }
  }

  func error(_ text: String, in file: GeneratedFile, noteOn: String? = nil)
    -> CompileCheck.Diagnostic
  {
    CompileCheck.Diagnostic(
      line: line(text, in: file), message: "rejected: \(text)",
      noteLines: noteOn.map { [line($0, in: file)] } ?? [])
  }

  @Test func anErrorInTheValueCallFormLeavesOutThatFormOnly() {
    let file = file()
    let step = DegradationPlan.step(
      after: [error(Self.valueForm, in: file)], in: file, current: [:])
    #expect(
      step
        == .degrade([
          "save": Degradation(
            level: .withoutValueCallForm, message: "rejected: \(Self.valueForm)")
        ]))
  }

  @Test func anErrorInAMatcherFormLeavesOutEveryCallForm() {
    let file = file()
    let step = DegradationPlan.step(
      after: [error("Matcher<Recipe>", in: file)], in: file, current: [:])
    #expect(
      step
        == .degrade([
          "save": Degradation(level: .withoutCallForms, message: "rejected: Matcher<Recipe>")
        ]))
  }

  @Test func anErrorInTheRecorderOrTheWitnessLeavesItUnrecorded() {
    let file = file()
    for text in ["let count = MockFunction", "func count() -> Int {"] {
      let step = DegradationPlan.step(after: [error(text, in: file)], in: file, current: [:])
      #expect(
        step == .degrade(["count": Degradation(level: .unrecorded, message: "rejected: \(text)")])
      )
    }
  }

  @Test func twoErrorsInOnePartLowerItsMemberOnce() {
    // The nearest wrong twin measures the second error against the level the first planned,
    // and lowers the member twice in one round.
    let file = file()
    let errors = [
      error(Self.valueForm, in: file),
      error(Self.valueForm, in: file),
    ]
    guard case .degrade(let next) = DegradationPlan.step(after: errors, in: file, current: [:])
    else {
      Issue.record("declined")
      return
    }
    #expect(next["save"]?.level == .withoutValueCallForm)
  }

  @Test func errorsOfSeveralPartsLowerTheMemberToTheLowestTheyNeed() {
    let file = file()
    let errors = [
      error("func save(_ recipe: Recipe) { calls", in: file),
      error(Self.valueForm, in: file),
    ]
    let step = DegradationPlan.step(after: errors, in: file, current: [:])
    guard case .degrade(let next) = step else {
      Issue.record("declined")
      return
    }
    #expect(next["save"]?.level == .unrecorded)
  }

  @Test func aMemberStillRejectedAtItsLevelGoesOneLower() {
    // Lowered for its value form, and now a matcher form fails: no call forms. Lowered for its
    // matcher forms, and its recorder fails (as one error in the matcher forms would have
    // hidden): unrecorded.
    let lowered = [
      "save": Degradation(level: .withoutValueCallForm, message: "first")
    ]
    let file = file(lowered)
    let step = DegradationPlan.step(
      after: [error("Matcher<Recipe>", in: file)], in: file, current: lowered)
    guard case .degrade(let next) = step else {
      Issue.record("declined")
      return
    }
    #expect(next["save"]?.level == .withoutCallForms)
    // A witness's error at a level that kept it already, measured against the level before.
    let withoutForms = ["save": Degradation(level: .withoutCallForms, message: "first")]
    let second = self.file(withoutForms)
    let step2 = DegradationPlan.step(
      after: [error("let save = MockFunction", in: second)], in: second, current: withoutForms)
    guard case .degrade(let next2) = step2 else {
      Issue.record("declined")
      return
    }
    #expect(next2["save"]?.level == .unrecorded)
  }

  @Test func anUnrecordedWitnessTheCompilerStillRejectsLeavesTheDoubleOut() {
    let unrecorded = ["count": Degradation(level: .unrecorded, message: "first")]
    let file = file(unrecorded)
    let step = DegradationPlan.step(
      after: [error("func count() -> Int {", in: file)], in: file, current: unrecorded)
    guard case .decline(let rejection) = step else {
      Issue.record("not declined")
      return
    }
    #expect(rejection.message == "rejected: func count() -> Int {")
    #expect(rejection.member == "count")
  }

  @Test func anErrorOutsideEveryMemberLeavesTheDoubleOutUnlessANotePointsIntoOne() {
    let file = file()
    let outside = DegradationPlan.step(
      after: [error("final class RecipeStoreMock", in: file)], in: file, current: [:])
    guard case .decline(let rejection) = outside else {
      Issue.record("not declined")
      return
    }
    #expect(rejection.code.hasPrefix("final class RecipeStoreMock"))
    // A conformance the compiler rejects on the type's line, with a note on the witness.
    let traced = DegradationPlan.step(
      after: [error("final class RecipeStoreMock", in: file, noteOn: "func count() -> Int {")],
      in: file, current: [:])
    #expect(
      traced
        == .degrade([
          "count": Degradation(
            level: .unrecorded, message: "rejected: final class RecipeStoreMock")
        ]))
  }

  @Test func levelsAreOrderedAndTheLastHasNoneBelow() {
    #expect(Degradation.Level.withoutValueCallForm.lower == .withoutCallForms)
    #expect(Degradation.Level.withoutCallForms.lower == .unrecorded)
    #expect(Degradation.Level.unrecorded.lower == nil)
    #expect(Degradation.Level.unrecorded.isAtOrBelow(.withoutCallForms))
    #expect(Degradation.Level.withoutCallForms.isAtOrBelow(.withoutCallForms))
    #expect(!Degradation.Level.withoutValueCallForm.isAtOrBelow(.withoutCallForms))
  }
}

/// The rounds of the check: each lowers what the compiler rejected and checks every file again.
@Suite struct CheckRoundsTests {
  static let check = CompileCheck(swiftc: "swiftc", searchPaths: [])

  static let doubles = [
    DoubleRendering(typeName: "RecipeStoreMock") {
      MockRenderer.render(DegradationPlanTests.mocked, degrading: $0)
    },
    DoubleRendering(typeName: "OtherMock") {
      MockRenderer.render(
        mockedProtocol("Other", requirements: [try! member("func go()", title: "go()")]),
        degrading: $0)
    },
  ]

  /// The rounds with a compiler that answers each compile with `said`, given each file's
  /// contents by name; and the contents it was given, round by round.
  func rounds(
    limit: Int = GenerateMocksCommand.checkRounds,
    _ said: @escaping ([String: (path: String, contents: String)]) -> (Int32, String)
  ) -> (GenerateMocksCommand.CheckedFiles, compiles: [[String: String]]) {
    var compiles: [[String: String]] = []
    let checked = GenerateMocksCommand.checkedFiles(
      of: Self.doubles, check: Self.check, rounds: limit,
      making: { GeneratedFile($0, moduleName: "Kitchen", sourceImports: [], command: "c") },
      run: { _, arguments in
        var files: [String: (path: String, contents: String)] = [:]
        for path in arguments where path.hasSuffix(".swift") {
          let contents = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
          files[URL(fileURLWithPath: path).lastPathComponent] = (path, contents)
        }
        compiles.append(files.mapValues(\.contents))
        let (status, errors) = said(files)
        return (status, "", errors)
      })
    return (checked, compiles)
  }

  /// `path:line:1: error: message` at the line of `file` holding `text`.
  static func error(_ text: String, in file: (path: String, contents: String)) -> String? {
    guard let index = DegradationPlanTests.index(of: text, in: file.contents) else { return nil }
    return "\(file.path):\(index + 1):1: error: rejected"
  }

  @Test func aRejectedValueFormIsLeftOutAndEveryFileCheckedAgain() {
    let (checked, compiles) = rounds { files in
      let errors = files.values.compactMap { Self.error(DegradationPlanTests.valueForm, in: $0) }
      return (errors.isEmpty ? 0 : 1, errors.joined(separator: "\n"))
    }
    #expect(compiles.count == 2)
    #expect(
      compiles.allSatisfy { $0.keys.sorted() == ["OtherMock.swift", "RecipeStoreMock.swift"] })
    #expect(checked.rounds == 2)
    #expect(checked.declined.isEmpty)
    #expect(checked.files.map(\.name) == ["RecipeStoreMock.swift", "OtherMock.swift"])
    let store = checked.files[0].contents
    #expect(store.contains("func save(_ recipe: Matcher<Recipe>)"))
    #expect(!store.contains("@_disfavoredOverload"))
    #expect(checked.files[0].notes.filter(\.fromCompiler).count == 1)
  }

  @Test func anErrorTheFirstRoundHidIsFoundInTheNext() {
    // The compiler stops at one file's error before it reaches another's: the nearest wrong
    // twin, checking again only what changed, would write OtherMock unchecked.
    var round = 0
    let (checked, _) = rounds { files in
      round += 1
      if round == 1,
        let first = Self.error(
          DegradationPlanTests.valueForm, in: files["RecipeStoreMock.swift"]!)
      {
        return (1, first)
      }
      if let other = files["OtherMock.swift"].flatMap({ Self.error("calls.go()", in: $0) }) {
        return (1, other)
      }
      return (0, "")
    }
    #expect(checked.files.map(\.name) == ["RecipeStoreMock.swift", "OtherMock.swift"])
    #expect(checked.files[1].contents.contains("\"go()\", of: \"OtherMock\""))
    #expect(checked.rounds == 3)
  }

  @Test func aDoubleNoLevelMakesCompileIsLeftOutAndTheRestIsWritten() {
    let (checked, compiles) = rounds { files in
      let errors = files.values.compactMap { Self.error("final class RecipeStoreMock", in: $0) }
      return (errors.isEmpty ? 0 : 1, errors.joined(separator: "\n"))
    }
    #expect(checked.files.map(\.name) == ["OtherMock.swift"])
    #expect(checked.declined.map(\.file) == ["RecipeStoreMock.swift"])
    // Checked without it, and passed.
    #expect(compiles.last?.keys.sorted() == ["OtherMock.swift"])
  }

  @Test func aFileStillRejectedInTheLastRoundIsLeftOutAsThatRoundFoundIt() {
    // Two rounds: the value form, then a matcher form; the nearest wrong twin would write the
    // file lowered after the last round, unchecked.
    let (checked, compiles) = rounds(limit: 2) { files in
      let store = files["RecipeStoreMock.swift"]!
      let error =
        Self.error(DegradationPlanTests.valueForm, in: store)
        ?? Self.error("func save(_ recipe: Matcher<Recipe>)", in: store)!
      return (1, error)
    }
    #expect(compiles.count == 2)
    #expect(checked.rounds == 2)
    #expect(checked.files.map(\.name) == ["OtherMock.swift"])
    #expect(checked.declined.map(\.code) == ["func save(_ recipe: Matcher<Recipe>)"])
  }

  @Test func aCheckThatCannotRunWritesEveryFileAndSaysWhy() {
    let (checked, compiles) = rounds { files in
      (
        1,
        files.values.map { "\($0.path):1:8: error: no such module 'Mockery'" }.joined(
          separator: "\n")
      )
    }
    #expect(compiles.count == 1)
    #expect(checked.unchecked == "no such module 'Mockery'")
    #expect(checked.files.count == 2)
  }

  @Test func noCheckNoCompile() {
    let checked = GenerateMocksCommand.checkedFiles(
      of: Self.doubles, check: nil,
      making: { GeneratedFile($0, moduleName: "Kitchen", sourceImports: [], command: "c") },
      run: { _, _ in
        Issue.record("compiled")
        return (0, "", "")
      })
    #expect(checked.files.count == 2 && checked.rounds == 0)
  }
}

extension CheckRoundsTests {
  /// The one file a build writes of the kitchen's doubles, as the command lays it out.
  static var combining: Combining {
    Combining(name: "KitchenMocks.swift") { files, importing in
      let layout = CombinedFile.layout(of: files, moduleName: "Kitchen", importing: importing)
      return (layout.contents, layout.bodyLines)
    }
  }

  @Test func theOneFileABuildWritesIsCheckedAsWrittenItsErrorsTakenBackToTheDoubles() {
    // Two doubles whose own files compile, whose one file may not: an error there lowers the
    // member of the double whose lines it is on, found from where each body starts.
    var compiled: [String] = []
    let checked = GenerateMocksCommand.checkedFiles(
      of: Self.doubles, check: Self.check, combining: Self.combining,
      making: { GeneratedFile($0, moduleName: "Kitchen", sourceImports: [], command: "c") },
      run: { _, arguments in
        let paths = arguments.filter { $0.hasSuffix(".swift") }
        compiled.append(paths.map { URL(fileURLWithPath: $0).lastPathComponent }.joined())
        let file = (
          path: paths[0], contents: (try? String(contentsOfFile: paths[0], encoding: .utf8)) ?? ""
        )
        let errors = [Self.error(DegradationPlanTests.valueForm, in: file)].compactMap { $0 }
        return (errors.isEmpty ? 0 : 1, "", errors.joined(separator: "\n"))
      })
    // One file each round, the build's; the value form left out of RecipeStoreMock alone.
    #expect(compiled == ["KitchenMocks.swift", "KitchenMocks.swift"])
    #expect(checked.declined.isEmpty)
    #expect(!checked.files[0].contents.contains("@_disfavoredOverload"))
    #expect(checked.files[0].notes.filter(\.fromCompiler).count == 1)
    #expect(checked.files[1].notes.isEmpty)
  }

  @Test func anErrorOnNoDoublesLinesOfTheOneFileLeavesEveryDoubleOut() {
    let checked = GenerateMocksCommand.checkedFiles(
      of: Self.doubles, check: Self.check, combining: Self.combining,
      making: { GeneratedFile($0, moduleName: "Kitchen", sourceImports: [], command: "c") },
      run: { _, arguments in
        let path = arguments.first { $0.hasSuffix(".swift") }!
        return (1, "", "\(path):7:8: error: ambiguous import")
      })
    #expect(checked.files.isEmpty)
    #expect(checked.declined.map(\.file) == ["OtherMock.swift", "RecipeStoreMock.swift"])
  }
}
