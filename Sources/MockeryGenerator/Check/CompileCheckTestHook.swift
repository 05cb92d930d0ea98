/// The test hook `--compile-check-break`: a line the compiler rejects, put in a rendered double
/// where a bug of the generator would put one, so that tests and CI see the compile check find
/// it, lower the member it is in, or leave the double's file out.
///
/// It changes a double's ``SourceNode``s after the renderers built them, in the part they tagged,
/// so that the renderers, which every user's generation runs, know nothing of it.
struct CompileCheckTestHook: Equatable, Sendable {
  /// The line it adds: a declaration whose value is not of its type.
  static let brokenLine = "let mockeryCompileCheckTestHook: Int = String()"

  /// The double it breaks, by its type name: `WeatherFetchingMock`.
  var typeName: String
  /// The member whose witness or override it breaks, if any.
  ///
  /// It is named as Swift writes its name, `conditions(forZipcode:)`. Without one, the hook
  /// breaks the double outside every member, which no lowering can mend.
  var member: String?

  /// `double`, broken where the hook says, if it is the double the hook names.
  ///
  /// A member's witness is broken only while `degrading` still writes it recorded: once the
  /// check has lowered it to a witness that fails its test, as it does with a member it cannot
  /// mend more gently, the hook leaves it alone, as a generator's bug in recording would.
  func applied(to double: RenderedDouble, degrading: [String: Degradation]) -> RenderedDouble {
    guard double.typeName == typeName else { return double }
    var broken = double
    guard let member else {
      broken.source.append(.line(Self.brokenLine))
      return broken
    }
    broken.source = double.source.map {
      $0.rewritten { node in
        guard case .tagged(let tag, let nodes) = node, tag.title == member, tag.part == .witness,
          degrading[tag.member]?.level != .unrecorded
        else { return nil }
        return .tagged(tag, [.line(Self.brokenLine)] + nodes)
      }
    }
    return broken
  }
}
