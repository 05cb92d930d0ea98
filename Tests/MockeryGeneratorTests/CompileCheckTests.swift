import Foundation
import Testing

@testable import MockeryGenerator

/// The generator's last stage: only files the compiler accepts are written.
@Suite struct CompileCheckTests {
  static let check = CompileCheck(
    swiftc: "/toolchain/swiftc", searchPaths: [".build/debug/Modules"],
    moduleMaps: ["/Mockery/Sources/MockeryStartup/include/module.modulemap"],
    headerPaths: ["/Mockery/Sources/MockeryStartup/include"], requiredModules: ["Mockery", "Lib"])

  static let files = [
    GeneratedFile(name: "PMock.swift", contents: "final class PMock: P {\n}\n", notes: []),
    GeneratedFile(
      name: "QMock.swift",
      contents: """
        final class QMock: Q {
          struct Calls {
            let convert = MockFunction<Int, String>("convert(_:)")
          }
          let calls = Calls()

          func convert(_ value: Int) -> String { calls.convert(value, 1) }
        }

        """, notes: []),
  ]

  /// Runs the check with a compiler that says `said` about the files, by their names.
  func verdict(
    _ said: @escaping ([String: String]) -> (Int32, String), files: [GeneratedFile] = files,
    check: CompileCheck = check
  ) -> (CompileCheck.Verdict, arguments: [String]) {
    var given: [String] = []
    let verdict = check.verdict(on: files, in: FileManager.default.temporaryDirectory) {
      tool, arguments in
      given = arguments
      #expect(tool == "/toolchain/swiftc")
      let paths = Dictionary(
        uniqueKeysWithValues: arguments.filter { $0.hasSuffix(".swift") }.map {
          (URL(fileURLWithPath: $0).lastPathComponent, $0)
        })
      let (status, errors) = said(paths)
      return (status, "", errors)
    }
    return (verdict, given)
  }

  @Test func oneCompileGivesEveryErrorOfEachFileWithTheLinesOfItsNotes() throws {
    var calls: [[String]] = []
    let (result, arguments) = verdict { paths in
      calls.append(paths.keys.sorted())
      let q = paths["QMock.swift"]!
      return (
        1,
        """
        \(q):1:7: error: type 'QMock' does not conform to protocol 'Q'
        \(q):7:8: note: candidate has non-matching type '(Int) -> String'
        /elsewhere/Lib.swiftinterface:3:8: note: protocol requires function 'convert'
        \(q):7:52: error: extra argument  in call  [#Group]
        """
      )
    }
    // One compile: what to do about the errors is the next stage's to decide.
    #expect(calls == [["PMock.swift", "QMock.swift"]])
    #expect(
      result
        == .checked(errors: [
          "QMock.swift": [
            CompileCheck.Diagnostic(
              line: 1, message: "type 'QMock' does not conform to protocol 'Q'", noteLines: [7]),
            CompileCheck.Diagnostic(line: 7, message: "extra argument in call [#Group]"),
          ]
        ]))
    // Compiled as far as a module, named after the batch's first file, beside it.
    let first = try #require(arguments.first { $0.hasSuffix("/PMock.swift") })
    #expect(
      Array(arguments.prefix(18)) == [
        "-emit-module", "-emit-module-path", first.dropLast(".swift".count) + ".swiftmodule",
        "-wmo",
        "-swift-version", "6", "-module-name", "MockeryCompileCheck",
        // The strictest a test target may be: what compiles so compiles without them.
        "-enable-upcoming-feature", "MemberImportVisibility",
        "-enable-upcoming-feature", "NonisolatedNonsendingByDefault", "-I",
        ".build/debug/Modules", "-Xcc",
        "-fmodule-map-file=/Mockery/Sources/MockeryStartup/include/module.modulemap", "-Xcc",
        "-I/Mockery/Sources/MockeryStartup/include",
      ])
  }

  @Test func aRejectionQuotesTheLineItsErrorIsOnAndNamesTheMemberByItsRegion() {
    // The file's regions say which member wrote a line: its text is only quoted, never read.
    var file = Self.files[1]
    file.bodyLine = 0
    file.regions = [
      CodeRegion(member: "convert(_:)", title: "convert(_:)", part: .recorder, lines: 2..<3),
      CodeRegion(member: "convert(_:)", title: "convert(_:)", part: .witness, lines: 6..<7),
    ]
    let rejection = CompileCheck.Rejection(
      CompileCheck.Diagnostic(line: 7, message: "extra argument in call"), in: file)
    #expect(
      rejection
        == CompileCheck.Rejection(
          file: "QMock.swift", line: 7, message: "extra argument in call",
          code: "func convert(_ value: Int) -> String { calls.convert(value, 1) }",
          member: "convert(_:)"))
    #expect(
      rejection.description
        == "the compiler rejected what the generator wrote for convert(_:), line 7, "
        + "`func convert(_ value: Int) -> String { calls.convert(value, 1) }`: "
        + "extra argument in call (a generator bug: please report it, with the declaration)")
    // An error on the class's line belongs to no member, unless a note points into one: a
    // conformance the compiler rejects names the witness that did not fit.
    let conformance = CompileCheck.Diagnostic(line: 1, message: "does not conform")
    #expect(CompileCheck.Rejection(conformance, in: file).member == nil)
    var noted = conformance
    noted.noteLines = [7]
    #expect(CompileCheck.Rejection(noted, in: file).member == "convert(_:)")
    // A line past the file's end quotes nothing.
    let past = CompileCheck.Rejection(CompileCheck.Diagnostic(line: 99, message: "m"), in: file)
    #expect(past.code == "" && past.member == nil)
  }

  @Test func theFilesAreCheckedAsPartOfThePackageTheyCompileIn() throws {
    // A `package` mock compiles only in a package: SwiftPM gives each compile the package's
    // identity as an identifier, and the plugins give the generator the identity.
    #expect(GeneratorOptions.packageName(ofIdentity: "app36") == "app36")
    #expect(GeneratorOptions.packageName(ofIdentity: "tmp.GB3kqYLFWh") == "tmp_gb3kqylfwh")
    #expect(GeneratorOptions.packageName(ofIdentity: "mixed.case-x") == "mixed_case_x")
    #expect(GeneratorOptions.packageName(ofIdentity: "9lives") == "_9lives")
    let options = try GeneratorOptions(arguments: [
      "--symbol-graph", "g.json", "--module-name", "Weather", "--package-identity", "tmp.X",
    ])
    #expect(options.packageName == "tmp_x")
    // Given as swiftc was, it is taken as it is.
    let given = try GeneratorOptions(arguments: [
      "--symbol-graph", "g.json", "--module-name", "Weather", "--package-name", "Tmp.X",
    ])
    #expect(given.packageName == "Tmp.X")
    var check = Self.check
    check.packageName = "tmp_x"
    let arguments = check.arguments(for: ["/a/PMock.swift"])
    let flag = try #require(arguments.firstIndex(of: "-package-name"))
    #expect(arguments[flag + 1] == "tmp_x")
    #expect(!Self.check.arguments(for: ["/a/PMock.swift"]).contains("-package-name"))
  }

  @Test func aCheckThatCannotRunSaysSoBeforeItCompilesAnything() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("obstacle-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data().write(to: folder.appendingPathComponent("Lib.swiftmodule"))
    var check = CompileCheck(
      swiftc: "/bin/sh", searchPaths: [folder.path], requiredModules: ["Mockery", "Lib"])
    #expect(check.obstacle() == "no module Mockery in the folders given to look in: \(folder.path)")
    // A module Xcode built is a folder of one per architecture.
    try FileManager.default.createDirectory(
      atPath: folder.path + "/Mockery.swiftmodule", withIntermediateDirectories: true)
    #expect(check.obstacle() == nil)
    check.swiftc = folder.path + "/swiftc"
    #expect(check.obstacle() == "there is no compiler at \(folder.path)/swiftc")
    check.swiftc = "/bin/sh"
    check.searchPaths = []
    #expect(check.obstacle() == "no module Lib in the folders given to look in: none")
  }

  @Test func aModuleTheCheckCannotFindDecidesNothing() {
    // Mockery not built where the compiler looks: every file says so at its import, which is
    // no file's fault. The nearest wrong twin would decline every mock.
    let (result, _) = verdict { paths in
      (
        1,
        paths.values.map { "\($0):1:8: error: no such module 'Mockery'" }
          .joined(separator: "\n")
      )
    }
    #expect(result == .notChecked("no such module 'Mockery'"))
  }

  @Test func aModuleAGeneratedFileShouldNotImportIsTheFilesFault() {
    let (result, _) = verdict { paths in
      guard let p = paths["PMock.swift"] else { return (0, "") }
      return (1, "\(p):1:8: error: no such module 'FoundationEssentialz'")
    }
    guard case .checked(let errors) = result else {
      Issue.record("not checked")
      return
    }
    #expect(errors.keys.sorted() == ["PMock.swift"])
  }

  @Test func anErrorInNoGeneratedFileDecidesNothing() {
    let (result, _) = verdict { _ in
      (1, "/elsewhere/Lib.swiftinterface:3:1: error: something of the module's own")
    }
    #expect(result == .notChecked("something of the module's own"))
  }

  @Test func aCompilerThatSaysNothingDecidesNothing() {
    let (result, _) = verdict { _ in (127, "swiftc could not be run") }
    #expect(result == .notChecked("swiftc could not be run"))
  }

  @Test func filesThatCompileAreAllKept() {
    let (result, _) = verdict { _ in (0, "") }
    #expect(result == .checked(errors: [:]))
  }

  @Test func aDoubleThatNeedsTheUsersCodeIsNotChecked() {
    // A member left out with --skip: the user's extension completes it, elsewhere.
    var skipped = Self.files[1]
    skipped.notes = [GenerationNote(member: "convert(_:)", text: "left out", needsCode: true)]
    let (_, arguments) = verdict({ _ in (0, "") }, files: [Self.files[0], skipped])
    #expect(
      arguments.filter { $0.hasSuffix(".swift") }.map { URL(fileURLWithPath: $0).lastPathComponent }
        == ["PMock.swift"])
  }

  @Test func anErrorFoundOnlyAfterTypeCheckingIsFound() throws {
    // `swiftc -typecheck` passes this override: that its result cannot be `sending` is found
    // in SIL, which a test target's build makes, and so must the check.
    let spy = """
      final class Box {}
      final class Recorder: Sendable {
        func call(_ through: () -> Box) -> Box { through() }
      }
      class Maker {
        func make() -> sending Box { Box() }
      }
      final class MakerSpy: Maker {
        let recorder = Recorder()
        override func make() -> sending Box { recorder.call(super.make) }
      }
      """
    let plain = "struct Plain { var value = 1 }\n"
    let work = FileManager.default.temporaryDirectory.appendingPathComponent(
      "check-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: work) }
    let check = CompileCheck(swiftc: try TestToolchain.swiftc(), searchPaths: [])
    let verdict = check.verdict(
      onSources: [
        CompileCheck.Source(name: "MakerSpy.swift", contents: spy),
        CompileCheck.Source(name: "Plain.swift", contents: plain),
      ], in: work)
    guard case .checked(let errors) = verdict else {
      Issue.record("not checked: \(verdict)")
      return
    }
    #expect(Array(errors.keys) == ["MakerSpy.swift"])
    #expect(errors["MakerSpy.swift"]?.map(\.line) == [10])
  }

  @Test func theCompilersErrorsAreReadWithTheirPlaces() {
    let errors = CompileCheck.errors(
      in: """
        /tmp/a b/QMock.swift:12:5: error: cannot find 'x' in scope
        /tmp/a b/QMock.swift:12:5: note: did you mean 'y'?
        <unknown>:0: error: missing required module 'CNIOLinux'
        warning: unrelated
        """)
    #expect(errors.map(\.file) == ["/tmp/a b/QMock.swift", "<unknown>"])
    #expect(errors.map(\.line) == [12, 0])
    #expect(
      errors.map(\.message) == [
        "cannot find 'x' in scope", "missing required module 'CNIOLinux'",
      ])
    #expect(
      CompileCheck.isAboutTheCheckItself(errors[1].message, requiredModules: ["Mockery"]))
  }
}

extension GeneratedFile {
  /// A file as the check sees it, without a double to render.
  init(name: String, contents: String, notes: [GenerationNote]) {
    self.init(
      RenderedDouble(
        typeName: String(name.dropLast(".swift".count)), subject: "", source: [], notes: notes,
        needsTestableImport: false, sourceFiles: []),
      moduleName: "Lib", sourceImports: [], command: "")
    self.contents = contents
  }
}
