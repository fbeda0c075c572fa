import Foundation
import FormshData
import FormshTestSupport
import Testing

@testable import FormshDomain

/// A batch fill works out a record's conditions on the fast path when every condition of the
/// form has a fast shape; what it decides must be what the full evaluation decides.
@Suite struct FastLogicTests {
  static func load(_ path: String) throws -> Form {
    let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    return try FormDecoder.decode(Array(bytes), source: path).form
  }

  /// A value of the field's kind: text from a small pool (numbers, emails, empty), an option
  /// or a few, on or off.
  static func value(of field: Field, _ random: inout SplitMix) -> FormValue {
    let texts = ["", "a", "x@y.co", "10", "50000", "50001", "-2", "2.5", "de", "DE123456789"]
    switch field.kind.emptyValue {
    case .bool: return .bool(random.next() % 2 == 0)
    case .selection:
      let ids = field.options.map(\.id).filter { _ in random.next() % 3 == 0 }
      return .selection(ids)
    case .text: return .text(texts[Int(random.next() % UInt64(texts.count))])
    }
  }

  @Test(
    "on the checkout and the conditional benchmark form, the fast verdict is the full one",
    arguments: ["Forms/checkout.json", "Benchmarks/campaign-bench-conditions.json"])
  func agrees(_ relative: String) throws {
    let form = try Self.load(Fixture.inRepository(relative))
    let fast = try #require(form.logic.fast, "every condition of \(relative) has a fast shape")
    var random = SplitMix(seed: 0xC4EC_C0DE)
    var verdict = ConditionVerdict(form: form)
    var answered = 0
    for _ in 0..<2_000 {
      let values = form.fields.map { Self.value(of: $0, &random) }
      let reads = form.fields.indices.map { index in
        FastValue(form.fields[index].kind.behavior.payload(values[index], for: form.fields[index]))
      }
      guard fast.evaluate(reads, into: &verdict) else { continue }
      answered += 1
      let status = form.logic.evaluate(form) { position, _ in values[position] }
      #expect(verdict.visible == status.visible, "values \(values)")
      #expect(verdict.required == status.required, "values \(values)")
      #expect(verdict.rules == status.ruleOutcome.map(\.isTrue), "values \(values)")
    }
    #expect(answered > 1_000)
  }

  @Test("a form with a condition of another shape, or a cycle, has no fast plan")
  func noFastPlan() throws {
    func form(_ condition: String) throws -> Form {
      try FormDecoder.decode(
        Array(
          #"""
          {"form_title": "T", "fields": [
            {"id": "a", "order": 1, "type": "TEXT", "label": "A", "visible_if": \#(condition)},
            {"id": "b", "order": 2, "type": "TEXT", "label": "B", "visible_if": {"var": "a"}}
          ]}
          """#.utf8), source: "t.json"
      ).form
    }
    #expect(try form(#"{"==": [{"var": "b"}, "x"]}"#).logic.fast == nil)
    #expect(try form(#"{"+": [1, 1]}"#).logic.fast == nil)
    #expect(try form(#"true"#).logic.fast != nil)
  }
}
