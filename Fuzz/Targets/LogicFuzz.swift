// Fuzz target: bytes as a JSON Logic rule and its data, separated by the first NUL byte (no
// NUL: the data is null). A rule that is JSON is read into a LogicRule and evaluated on the
// data when that is JSON (else on null), with smaller budgets (steps, bytes built) so each
// input is quick.
// Reading or evaluating may fail only with a LogicError; a result written as JSON must parse
// back as the same value; evaluating twice gives the same answer; an error's line is safe for
// a terminal. Stack overflows, traps and unbounded allocations are what libFuzzer catches.

let fuzzLimits = LogicLimits(maximumDepth: 512, maximumWork: 100_000, maximumBytes: 1 << 20)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLogic(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = FuzzCheck.bytes(data, size)
  let separator = bytes.firstIndex(of: 0) ?? bytes.endIndex
  guard let ruleJSON = try? JSONParser.parse(Array(bytes[..<separator])) else { return 0 }
  var input = LogicValue.null
  if separator < bytes.endIndex, let json = try? JSONParser.parse(Array(bytes[(separator + 1)...]))
  {
    input = json.logicValue
  }
  let rule: LogicRule
  do {
    rule = try LogicRule(ruleJSON.logicValue, limits: fuzzLimits)
  } catch {
    check(error)
    return 0
  }
  let first = Result { () throws(LogicError) in try rule.evaluate(input) }
  let second = Result { () throws(LogicError) in try rule.evaluate(input) }
  if first != second { FuzzCheck.fail("two evaluations differ: \(first) and \(second)") }
  switch first {
  case .failure(.interrupted):
    FuzzCheck.fail("an evaluation was interrupted with no interrupt asked")
  case .failure(let error):
    check(error)
  case .success(let value):
    let written = JSONWriter.string(value.jsonValue, terminalSafe: true)
    FuzzCheck.parsesBack(written, "a result")
    let reread = try! JSONParser.parse(Array(written.utf8)).logicValue
    if reread != value {
      FuzzCheck.fail("a result does not read back as itself: \(written.prefix(400))")
    }
  }
  // The paths are reads of the rule's constant paths, each once.
  if Set(rule.paths).count != rule.paths.count { FuzzCheck.fail("a path is listed twice") }
  return 0
}

/// An error's line, as `formsh logic` prints it, is safe for a terminal.
func check(_ error: LogicError) {
  if error.type.isEmpty && error.detail.isEmpty { FuzzCheck.fail("an error says nothing") }
  let line = ErrorPrinter.format(.other(error.message), in: .logic)
  FuzzCheck.terminalSafe(String(line.dropLast()), "an error line")
}
