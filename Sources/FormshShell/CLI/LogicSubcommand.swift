import FormshData
import FormshDomain
import FormshPlatform

/// `formsh logic RULE [DATA]`: evaluates a JSON Logic rule on data and prints the result as
/// compact JSON. It is how a form's author tries a condition, and how the conformance suites
/// run. RULE and DATA are JSON text, `@FILE`, or `-` for standard input (one of them at most).
struct LogicSubcommand {
  let options: Options
  let console: Console

  func run() -> Int32 {
    if options.help {
      console.print(Usage.logic)
      return ExitStatus.success
    }
    do throws(ShellError) {
      try checkUsage()
      let rule = try read(options.operands[0], named: "RULE")
      let data = options.operands.count > 1 ? try read(options.operands[1], named: "DATA") : .null
      let result: LogicValue
      do throws(LogicError) {
        result = try LogicRule(rule.logicValue).evaluate(data.logicValue)
      } catch {
        throw .other(error.message)
      }
      console.print(JSONWriter.string(result.jsonValue, terminalSafe: true) + "\n")
      return ExitStatus.success
    } catch {
      return ErrorPrinter.report(error, in: .logic, to: console)
    }
  }

  /// A rule, data at most, standard input once at most, and no option of another subcommand.
  private func checkUsage() throws(ShellError) {
    let foreign: [(given: Bool, name: String)] = [
      (options.commands != nil, "-c"), (options.form != nil, "--form"),
      (options.output != nil, "--output"), (options.format != nil, "--format"),
      (!options.report.isEmpty, "--report"), (options.jobs != nil, "--jobs"),
      (options.json, "--json"), (options.bail, "--bail"), (options.echo, "--echo"),
      (!options.variables.isEmpty, "--var"), (!options.secretNames.isEmpty, "--secret"),
    ]
    if let option = foreign.first(where: \.given) {
      throw .usage("logic takes no option \(option.name)")
    }
    let operands = options.operands
    guard !operands.isEmpty else { throw .usage("no rule given") }
    guard operands.count <= 2 else {
      throw .usage("a rule and its data at most (got \(operands.count) operands)")
    }
    guard operands.filter({ $0 == "-" || $0 == "@-" }).count <= 1 else {
      throw .usage("the rule and the data cannot both be standard input")
    }
  }

  /// An operand's JSON: its text, the content of `@FILE`, or standard input for `-`. Text that
  /// is not JSON is malformed data (`RULE:1:5: …`), a file that cannot be read unreadable.
  private func read(_ operand: String, named name: String) throws(ShellError) -> JSONValue {
    let bytes: [UInt8]
    let source: String
    if operand == "-" || operand.hasPrefix("@") {
      source = operand == "-" ? "-" : String(operand.dropFirst())
      do {
        bytes = try FileSystem.readInput(source)
      } catch {
        throw .file(error)
      }
    } else {
      source = name
      bytes = Array(operand.utf8)
    }
    do {
      return try JSONParser.parse(bytes)
    } catch {
      throw .load(
        .malformed(path: source, line: error.line, column: error.column, reason: error.reason))
    }
  }
}
