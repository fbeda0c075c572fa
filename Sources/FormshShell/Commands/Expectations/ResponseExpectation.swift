import FormshData
import FormshPresentation

/// `expect response PATH [not] PREDICATE`: what an RFC 9535 JSONPath selects in the JSON body
/// of the last response a server gave (the predicates are `ResponseTest`'s).
struct ResponseExpectation: Expectation, Equatable {
  static let word = "response"
  static let synopsis =
    "expect response PATH [not] == V | != V | > N | >= N | < N | <= N | ~ /RE/ | startsWith T"
    + " | contains V | isInteger | isNumber | isString | isBoolean | isNull | isEmpty | exists"
    + " | count N"

  let path: JSONPath
  let test: ResponseTest

  init(_ arguments: Arguments) throws(ParseError) {
    guard arguments.count >= 3 else { throw arguments.usage("missing PATH and what to expect") }
    (path, test) = try ResponseTest.parse(pathAndTest: arguments, from: 1)
  }

  func judge(in context: RequestContext) throws(ShellError) {
    let response = try context.response(for: "response \(path.text)")
    let body = try context.json(of: response)
    let nodes: [JSONValue]
    do {
      nodes = try path.select(in: body, budget: JSONPath.defaultBudget)
    } catch {
      // Never an answer: what the query could not judge is not "not selected".
      throw .expectation(
        expected: "response \(path.text) \(test.description)",
        found: "no answer: the query \(error.message)")
    }
    var found: String
    switch nodes.count {
    case 0: found = "nothing at \(path.text)"
    case 1: found = ResponseTest.shown(nodes[0])
    default:
      found =
        "\(nodes.count) values: " + nodes.prefix(5).map(ResponseTest.shown).joined(separator: ", ")
    }
    if test.counts {
      found = "\(nodes.count) value\(nodes.count == 1 ? "" : "s")"
      if nodes.count == 1, case .array(let elements) = nodes[0] {
        found += " (an array of \(elements.count): \(path.text)[*] counts its elements)"
      }
    }
    try test.judge(
      nodes, expected: "response \(path.text) \(test.description)",
      found: context.secrets.scrub(found))
  }

  /// Names no field.
  var namedField: String? { nil }

  /// Judges the last response: a retry may re-send its request.
  static var readsResponse: Bool { true }
}
