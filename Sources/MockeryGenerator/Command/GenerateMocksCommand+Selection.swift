/// Which doubles a run writes: the protocols and classes asked for, each rendered, the members
/// to leave out, and why the others get none.
extension GenerateMocksCommand {
  /// Why internal protocols of a module built without `-enable-testing` get no mock, and how to
  /// have them.
  static func untestableMessage(_ names: [String], module: String) -> String {
    let list = names.joined(separator: ", ")
    let plural = names.count > 1
    return "\(list) \(plural ? "are" : "is") internal, and \(module) was built without "
      + "-enable-testing: a test target sees internal protocols only through @testable import, "
      + "which needs it, and the module keeps no source location of them. Build \(module) with "
      + "-enable-testing (SwiftPM's debug builds do; in Xcode, Enable Testability) and run "
      + "again, or make \(plural ? "them" : "it") public."
  }

  /// The mocks and spies asked for, rendered, and the protocols no mock of which could be
  /// written, with why.
  func select(from model: ModuleModel) throws(GeneratorError)
    -> (
      doubles: [DoubleRendering], unmockable: [(name: String, reason: String)],
      finalClasses: [String]
    )
  {
    var protocols = model.protocols
    if !options.protocols.isEmpty {
      let unknown = options.protocols.filter { name in
        !model.protocols.contains { $0.name == name || $0.qualifiedName == name }
      }
      let untestable = unknown.filter(model.internalProtocolsOfAnUntestableBuild.contains)
      guard untestable.isEmpty else {
        throw GeneratorError(
          Self.untestableMessage(untestable, module: options.target))
      }
      guard unknown.isEmpty else {
        throw GeneratorError(
          "\(options.target) has no protocol named \(unknown.joined(separator: ", ")). "
            + Self.listing("Its protocols", model.protocols.map(\.qualifiedName)))
      }
      protocols = model.protocols.filter { mocked in
        options.protocols.contains { $0 == mocked.name || $0 == mocked.qualifiedName }
      }
      if let named = protocols.first(where: { $0.unmockableReason != nil }),
        let reason = named.unmockableReason
      {
        throw GeneratorError(
          "No mock of \(named.qualifiedName) can be written that compiles: \(reason). Write "
            + "its mock by hand, as Writing a mock shows.")
      }
    }
    var unmockable = protocols.compactMap { mocked in
      mocked.unmockableReason.map { (MockRenderer.typeName(of: mocked), $0) }
    }
    protocols.removeAll { $0.unmockableReason != nil }
    var classes: [SpiedClass] = []
    for name in options.spies {
      let spied = try Self.spiedClass(named: name, in: model)
      if let problem = spied.unspiable {
        throw GeneratorError(
          "No spy of \(spied.qualifiedName) can be written that compiles: \(problem.reason)."
            + (spied.isFinal
              ? " Make it non-final, or mock a protocol it conforms to instead." : ""))
      }
      if !classes.contains(spied) { classes.append(spied) }
    }
    var finalClasses: [String] = []
    if options.spyAll {
      for spied in model.classes where !classes.contains(spied) {
        if spied.isFinal {
          // A class made final means no subclass: one line says so of them all.
          finalClasses.append(spied.qualifiedName)
        } else if let problem = spied.unspiable {
          unmockable.append((SpyRenderer.typeName(of: spied), problem.reason))
        } else {
          classes.append(spied)
        }
      }
    }
    if protocols.isEmpty, classes.isEmpty, unmockable.isEmpty {
      // Its protocols may all be internal ones the graph cannot describe: that is the news.
      let untestable = model.internalProtocolsOfAnUntestableBuild
      guard untestable.isEmpty else {
        throw GeneratorError(
          Self.untestableMessage(untestable, module: options.target))
      }
      // A build writes the doubles of every module a test target depends on, helpers too: a
      // module with none gets a file with none.
      guard options.outputFile != nil else {
        throw GeneratorError(
          "\(options.target) declares no protocols to mock. Name classes to spy on with --spy, "
            + "or choose another --target.")
      }
    }
    let skips = try resolveSkips(protocols: protocols, classes: classes)
    let access = options.access
    let hook = options.compileCheckTestHook
    let shadowed = model.mockeryNamesToQualify
    // Each double as its renderer writes it, Mockery's shadowed names qualified, then broken
    // where the test hook says.
    func rendering(
      _ typeName: String,
      _ render: @escaping @Sendable (Set<String>, [String: Degradation]) -> RenderedDouble
    ) -> DoubleRendering {
      DoubleRendering(typeName: typeName) { [skipping = skips[typeName] ?? []] degrading in
        let double = render(skipping, degrading).qualifying(shadowed)
        return hook?.applied(to: double, degrading: degrading) ?? double
      }
    }
    let doubles =
      protocols.map { mocked in
        rendering(MockRenderer.typeName(of: mocked)) {
          MockRenderer.render(mocked, skipping: $0, access: access, degrading: $1)
        }
      }
      + classes.map { spied in
        rendering(SpyRenderer.typeName(of: spied)) {
          SpyRenderer.render(spied, skipping: $0, access: access, degrading: $1)
        }
      }
    let names = Dictionary(grouping: doubles, by: \.typeName).filter { $0.value.count > 1 }
    guard names.isEmpty else {
      throw GeneratorError(
        "Two doubles would be named \(names.keys.sorted().joined(separator: ", ")): "
          + "generate them in separate commands with --protocol and different --output folders.")
    }
    return (doubles, unmockable, finalClasses)
  }

  /// The members each double leaves out, by the double's type name, from the `--skip`
  /// options, which name a member of a mock or spy, or of its protocol or class.
  func resolveSkips(protocols: [MockedProtocol], classes: [SpiedClass])
    throws(GeneratorError) -> [String: Set<String>]
  {
    var skips: [String: Set<String>] = [:]
    for skip in options.skips {
      guard let (type, name) = GeneratorOptions.split(skip: skip) else { continue }
      let doubles: [(typeName: String, subject: [String], members: [Member])] =
        protocols.map {
          (MockRenderer.typeName(of: $0), [$0.name, $0.qualifiedName], $0.requirements)
        }
        + classes.map { (SpyRenderer.typeName(of: $0), [$0.name, $0.qualifiedName], $0.members) }
      guard
        let double = doubles.first(where: { $0.typeName == type || $0.subject.contains(type) })
      else {
        throw GeneratorError(
          "--skip \(skip): nothing generated here is named \(type). "
            + Self.listing("The mocks and spies", doubles.map(\.typeName)))
      }
      guard double.members.contains(where: { $0.title == name || $0.baseName == name }) else {
        throw GeneratorError(
          "--skip \(skip): \(double.typeName) has no member named \(name). "
            + Self.listing("Its members", double.members.map(\.title)))
      }
      skips[double.typeName, default: []].insert(name)
    }
    return skips
  }

  /// The class `name` names: the one of that qualified name (a top-level class by its own
  /// name), else the one nested class of that name.
  static func spiedClass(named name: String, in model: ModuleModel) throws(GeneratorError)
    -> SpiedClass
  {
    if let exact = model.classes.first(where: { $0.qualifiedName == name }) { return exact }
    let nested = model.classes.filter { $0.name == name }
    guard nested.count <= 1 else {
      throw GeneratorError(
        "--spy \(name) could mean \(nested.map(\.qualifiedName).joined(separator: " or ")): "
          + "give the one to spy on by its qualified name, --spy \(nested[0].qualifiedName).")
    }
    guard let spied = nested.first else {
      throw GeneratorError(
        "\(model.moduleName) has no class named \(name). "
          + Self.listing(
            "Its classes a spy can subclass",
            model.classes.filter { $0.unspiable == nil }.map(\.qualifiedName)))
    }
    return spied
  }

  static func listing(_ title: String, _ names: [String]) -> String {
    names.isEmpty ? "It has none." : "\(title): \(names.joined(separator: ", "))."
  }
}
