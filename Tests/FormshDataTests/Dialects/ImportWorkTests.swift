import FormshData
import Testing

/// Every importer charges its work and stops when told to (docs/dialects.md, "What an import
/// may cost"): asked to stop once, or given a small budget, each ends within a few steps of
/// it, where the whole document takes many times more.
@Suite struct ImportWorkTests {
  /// A document of 20,000 constructs in each dialect.
  static let documents: [(dialect: String, json: String)] = {
    let count = 20_000
    func list(_ make: (Int) -> String) -> String {
      (0..<count).map(make).joined(separator: ",")
    }
    let properties = list { #""p\#($0)": {"type": "string"}"# }
    return [
      ("json-schema", #"{"type": "object", "properties": {\#(properties)}}"#),
      (
        "json-forms",
        ##"{"schema": {"type": "object", "properties": {\##(properties)}}, "uischema": "##
          + ##"{"type": "VerticalLayout", "elements": ["##
          + list { ##"{"type": "Control", "scope": "#/properties/p\##($0)"}"## } + "]}}"
      ),
      ("surveyjs", #"{"elements": ["# + list { #"{"type": "text", "name": "q\#($0)"}"# } + "]}"),
      (
        "adaptive-cards",
        #"{"type": "AdaptiveCard", "body": ["#
          + list { #"{"type": "Input.Text", "id": "i\#($0)"}"# }
          + "]}"
      ),
      (
        "formio",
        #"{"components": ["# + list { #"{"type": "textfield", "key": "k\#($0)", "input": true}"# }
          + "]}"
      ),
      (
        "kratos",
        #"{"ui": {"method": "POST", "nodes": ["#
          + list { #"{"type": "input", "attributes": {"name": "n\#($0)", "type": "text"}}"# }
          + "]}}"
      ),
    ]
  }()

  /// Asks `true` from its `after`-th question on, counting them.
  final class Interrupter {
    var asked = 0
    let after: Int
    init(after: Int) { self.after = after }
    func ask() -> Bool {
      asked += 1
      return asked >= after
    }
  }

  @Test("Each importer stops at an interruption within a few steps", arguments: documents)
  func eachImporterStopsWhenInterrupted(dialect: String, json: String) throws {
    let document = try JSONParser.parseObject(Array(json.utf8))
    let language = try #require(Dialects.named(dialect))
    let whole = ImportWork(limit: FormLimits.importWork)
    _ = language.translate(document, in: .formsh(work: whole))
    #expect(whole.stop == nil)
    #expect(whole.spent >= 20_000, "\(whole.spent)")

    let interrupter = Interrupter(after: 3)
    let interrupted = ImportWork(limit: FormLimits.importWork, isInterrupted: interrupter.ask)
    _ = language.translate(document, in: .formsh(work: interrupted))
    #expect(interrupted.stop == .interrupted)
    #expect(interrupted.spent < 4 * ImportWork.interruptInterval, "\(interrupted.spent)")
  }

  @Test("Each importer stops once its budget is spent", arguments: documents)
  func eachImporterStopsAtItsBudget(dialect: String, json: String) throws {
    let document = try JSONParser.parseObject(Array(json.utf8))
    let language = try #require(Dialects.named(dialect))
    let work = ImportWork(limit: 5_000)
    _ = language.translate(document, in: .formsh(work: work))
    #expect(work.stop == .overBudget(limit: 5_000))
    #expect(work.spent < 5_000 + ImportWork.interruptInterval, "\(work.spent)")
  }
}
