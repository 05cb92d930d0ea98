/// Which part of a member's generated code a line is, so that an error the compiler finds on it
/// can be traced back to what to write more simply.
enum MemberPart: Equatable, Sendable {
  /// The recorder's declaration, in `Calls`.
  case recorder
  /// The recorder's declaration, where it gives a stand-in, its most likely error.
  case recorderWithStandIn
  /// A call form taking matchers, or the property reading the arguments back by their labels.
  case matcherCallForm
  /// The call form taking plain values, which compares them with `==`.
  case valueCallForm
  /// The witness or override, with the comments and attributes above it.
  case witness
}

/// Lines of a double's code that one part of one member wrote.
struct CodeRegion: Equatable, Sendable {
  /// The member, as the renderers' `degrading` input names it: see ``Degradation/key(recorder:isStatic:)``.
  var member: String
  /// The member as Swift writes its name, `conditions(forZipcode:)`, as a user names it.
  var title: String
  var part: MemberPart
  /// The lines, from 0.
  var lines: Range<Int>
}

/// Lines of generated code, with the member and part each region came from.
struct TaggedCode: Equatable, Sendable {
  var lines: [String] = []
  var regions: [CodeRegion] = []

  init(_ lines: [String] = []) {
    self.lines = lines
  }

  /// Appends lines of no member: a declaration's head, a blank line.
  mutating func append(_ new: [String]) {
    lines += new
  }

  mutating func append(_ line: String) {
    lines.append(line)
  }

  /// Appends lines that `part` of the member keyed `member`, titled `title`, wrote.
  mutating func append(_ new: [String], member: String, title: String, part: MemberPart) {
    guard !new.isEmpty else { return }
    regions.append(
      CodeRegion(
        member: member, title: title, part: part,
        lines: lines.count..<(lines.count + new.count)))
    lines += new
  }

  /// Appends `other`, its regions moved to where its lines land.
  mutating func append(_ other: TaggedCode) {
    let offset = lines.count
    regions += other.regions.map { region in
      var moved = region
      moved.lines = (region.lines.lowerBound + offset)..<(region.lines.upperBound + offset)
      return moved
    }
    lines += other.lines
  }

  /// The region line `index` (from 0) is in, if any.
  func region(at index: Int) -> CodeRegion? {
    regions.first { $0.lines.contains(index) }
  }
}
