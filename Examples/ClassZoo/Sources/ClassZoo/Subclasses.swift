// This file imports nothing: its class's spy repeats the imports of its superclass's file.

/// A subclass of a class of another file, which imports Foundation.
class DetailedErrorReporter: ErrorReporter {
  func details() -> String { "details" }
}
