import Foundation

extension SourceFiles {
  /// The files as they are on disk, which the graph names by their absolute paths.
  static let disk = SourceFiles { path in
    (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
  }
}
