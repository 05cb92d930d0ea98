/// How the model reads the module's source files, where the symbol graph says too little: the
/// skeleton of a declaration, or whether a protocol's `@MainActor` was written or inferred.
///
/// The model never opens a file itself: the command, which gathers the inputs, gives it the
/// files as they are on disk (``disk``), and a test gives it texts of its own. Each file is read
/// once, when first needed.
struct SourceFiles: Sendable {
  /// The text of the file at a path; empty when it cannot be read.
  var text: @Sendable (_ path: String) -> String
}
