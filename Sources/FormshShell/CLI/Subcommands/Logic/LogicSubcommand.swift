import FormshData
import FormshDomain
import FormshPlatform

/// `formsh logic RULE [DATA]`: evaluates a JSON Logic rule on data and prints the result as
/// compact JSON. It is how a form's author tries a condition, and how the conformance suites
/// run. RULE and DATA are JSON text, `@FILE`, or `-` for standard input (one of them at most).
///
/// Bounded: each of RULE and DATA is read up to `inputLimit` (what a record line may hold),
/// and refused before it is parsed when the memory limit (`ulimit -v`) leaves too little to
/// parse it; the evaluation keeps to `LogicLimits.standard`, whose byte budget bounds what is
/// printed beyond what RULE and DATA hold themselves. Ctrl-C and SIGTERM stop it.
struct LogicSubcommand: Subcommand {
  let options: LogicOptions
  let console: Console

  /// The most bytes RULE or DATA may have: 16 MiB, as a record line and a form.
  static let inputLimit = 16 << 20

  func run() -> Int32 {
    do throws(ShellError) {
      try checkUsage()
      let rule = try read(options.operands[0], named: "RULE")
      let data = options.operands.count > 1 ? try read(options.operands[1], named: "DATA") : .null
      let result: LogicValue
      do throws(LogicError) {
        result = try LogicRule(rule.logicValue).evaluate(data.logicValue)
      } catch .interrupted {
        return ExitStatus.interrupted
      } catch {
        throw .other(error.message)
      }
      console.print(JSONWriter.string(result.jsonValue, terminalSafe: true) + "\n")
      return ExitStatus.success
    } catch {
      return ErrorPrinter.report(error, in: Self.spec, to: console)
    }
  }

  /// A rule, data at most, standard input once at most (its options are checked with every
  /// subcommand's: `LogicOptions.options`).
  private func checkUsage() throws(ShellError) {
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
      let read: [UInt8]?
      do {
        read = try FileSystem.readInput(source, atMost: LogicSubcommand.inputLimit)
      } catch {
        throw .file(error)
      }
      guard let read else {
        throw .load(
          .tooLarge(
            path: source,
            reason: "\(name) is larger than 16 MiB, the most formsh logic reads; a rule and"
              + " the data it reads are small (a form's values are one record, 16 MiB at most)"))
      }
      bytes = read
    } else {
      source = name
      bytes = Array(operand.utf8)
    }
    // A failed allocation cannot be caught: under a memory limit, refuse what may not fit
    // (the estimate of a form's load, which holds as much JSON as a tree).
    let needed = FormLimits.memoryNeeded(forBytes: bytes.count)
    if let left = MemoryLimit.addressSpaceLeft(), needed > left {
      throw .load(
        .tooLarge(
          path: source,
          reason: "reading \(name) may take up to \(needed >> 20) MiB of memory, and the memory"
            + " limit (ulimit -v) leaves \(left >> 20) MiB; raise the limit"))
    }
    do {
      return try JSONParser.parse(bytes)
    } catch {
      throw .load(
        .malformed(path: source, line: error.line, column: error.column, reason: error.reason))
    }
  }
}
