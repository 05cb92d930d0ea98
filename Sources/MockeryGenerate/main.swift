// The generator behind `swift package generate-mocks`, and `mockery-generate` for build systems
// other than SwiftPM. The plugin runs it with the target's symbol graph; see
// GenerateMocksCommand.
import Foundation
import MockeryGenerator

let arguments = Array(CommandLine.arguments.dropFirst())
if GeneratorOptions.asksForHelp(arguments) {
  print(GeneratorOptions.usage(for: arguments))
  exit(0)
}
if GeneratorOptions.asksForSupported(arguments) {
  print(GeneratorOptions.supported, terminator: "")
  exit(0)
}
let outcome: GenerateMocksCommand.Outcome
do {
  let options = try GeneratorOptions(arguments: arguments)
  outcome = GenerateMocksCommand(options: options).run()
} catch {
  outcome = GenerateMocksCommand.Outcome(error)
}
for line in outcome.output { print(line) }
if let error = outcome.error {
  FileHandle.standardError.write(Data((error + "\n").utf8))
}
exit(outcome.exitCode)
