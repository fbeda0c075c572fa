// Fuzz target: bytes as an RFC 9535 JSONPath query and a JSON document, separated by the
// first NUL byte (no NUL: the document is null). A query that parses is run on the document
// (when that is JSON) within a budget of nodes. Parsing may fail only with a JSONPathError
// whose column lies in the query; evaluating only with a JSONPathEvaluationError (a budget
// spent, a pattern of match or search too costly to check); and then:
// - evaluating twice gives the same answer;
// - a larger budget gives the same nodelist where the smaller one gave one, and a budget
//   spent stays spent with a smaller one;
// - a singular query selects one node at most;
// - the document written as JSON and read back gives the same answer;
// - the query keeps its text, and every message is safe for a terminal.

let fuzzBudget = 100_000

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONPath(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = FuzzCheck.bytes(data, size)
  let separator = bytes.firstIndex(of: 0) ?? bytes.endIndex
  let text = String(decoding: bytes[..<separator], as: UTF8.self)
  let path: JSONPath
  do {
    path = try JSONPath(text)
  } catch {
    if error.message.isEmpty { FuzzCheck.fail("a parse error says nothing") }
    let end = text.unicodeScalars.count + 1
    if error.column < 1 || error.column > end {
      FuzzCheck.fail("column \(error.column) outside 1…\(end) of \(text.debugDescription)")
    }
    terminalSafe("\(text): \(error.description)")
    return 0
  }
  if path.text != text { FuzzCheck.fail("the query lost its text") }
  var document = JSONValue.null
  if separator < bytes.endIndex {
    guard let parsed = try? JSONParser.parse(Array(bytes[(separator + 1)...])) else { return 0 }
    document = parsed
  }
  let first = select(path, document, fuzzBudget)
  let again = select(path, document, fuzzBudget)
  if first != again { FuzzCheck.fail("two evaluations differ: \(first) and \(again)") }
  switch first {
  case .success(let nodes):
    if path.isSingular, nodes.count > 1 {
      FuzzCheck.fail("a singular query selected \(nodes.count) nodes")
    }
    if select(path, document, fuzzBudget * 4) != first {
      FuzzCheck.fail("a larger budget changed the nodelist")
    }
  case .failure(let error):
    terminalSafe("response \(path.text) \(error.message)")
    if case .overBudget = error {
      if case .success = select(path, document, fuzzBudget / 4) {
        FuzzCheck.fail("a smaller budget finished where a larger one did not")
      }
    }
  }
  // The document as formsh writes it reads back to the same answer.
  let written = JSONWriter.string(document)
  guard let reread = try? JSONParser.parse(Array(written.utf8)) else {
    FuzzCheck.fail("a document does not read back: \(written.prefix(400))")
  }
  if select(path, reread, fuzzBudget) != first {
    FuzzCheck.fail("the document read back gives another answer")
  }
  return 0
}

/// The query's answer within `budget`.
func select(_ path: JSONPath, _ document: JSONValue, _ budget: Int)
  -> Result<[JSONValue], JSONPathEvaluationError>
{
  Result { () throws(JSONPathEvaluationError) in try path.select(in: document, budget: budget) }
}

/// A line as `expect response` would print it is safe for a terminal.
func terminalSafe(_ message: String) {
  let line = ErrorPrinter.format(.other(message), in: .run)
  FuzzCheck.terminalSafe(String(line.dropLast()), "an error line")
}
