// The generator behind `swift package generate-mocks`, the `GeneratedMocks` build plugin and
// `mockery-generate`: a module's symbol graph in, the mocks and spies a person would write out,
// each checked by the compiler before it is written.
//
// Its folders are layers, each using only those listed before it (LayeringTests holds
// them to it):
//
// - SymbolGraph: the compiler's `<Module>.symbols.json`, decoded as far as the generator reads it.
// - Toolchain: the toolchain's tools, found and run, and where a build puts its modules.
// - Declarations: a declaration's text, parsed into parameters, types and effects.
// - Model: what can be doubled, and how: protocols and classes, their members, the stand-ins of
//   their results, and why a member cannot be recorded (`Limitation`). It reads the module's
//   sources only through the `SourceFiles` it is given.
// - Rendering: a double's Swift, built as a tree of `SourceNode`s whose parts are tagged with the
//   member that wrote them, which `SourcePrinter` alone turns into lines, returning the lines
//   each part filled (`CodeRegion`). Mocks and spies write each member through one
//   `MemberPipeline`.
// - Output: the files, their headers and imports, and what is written where.
// - Check: the compiler's verdict on the files, traced back to members by their regions, and how
//   far to lower each member it rejects (`DegradationPlan`).
// - Command: the options, and the one run that takes a graph through every layer.
//
// Declarations, Model and Rendering only turn values into values: they open no file and run
// nothing, so that each is tested on values alone.
