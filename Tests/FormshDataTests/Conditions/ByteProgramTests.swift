import Foundation
import FormshData
import FormshTestSupport
import Testing

@testable import FormshDomain

/// Batch fill's byte path answers a form's conditions from tables of `FastProgram`'s own
/// answers (`ByteProgram`); for every value the fields can take, hidden or shown, the verdict
/// must be the one `FastProgram` works out from the same values.
@Suite struct ByteProgramTests {
  /// A form whose fields are a dropdown `o`, a multi-select `m`, a toggle `t` and a number
  /// `n`, and a text field `x` shown when `condition` holds, then a rule with `rule`.
  static func form(_ condition: String, rule: String = "true") throws -> Form {
    try FormDecoder.decode(
      Array(
        #"""
        {"form_title": "T", "fields": [
          {"id": "o", "order": 1, "type": "DROPDOWN", "label": "O", "options": [
            {"id": "a", "label": "A"}, {"id": "b", "label": "B"}, {"id": "", "label": "Empty"},
            {"id": "a", "label": "Again"}]},
          {"id": "m", "order": 2, "type": "DROPDOWN", "allow_multiple": true, "label": "M",
           "options": [{"id": "p", "label": "P"}, {"id": "q", "label": "Q"},
                       {"id": "r", "label": "R"}]},
          {"id": "t", "order": 3, "type": "TOGGLE", "label": "T"},
          {"id": "n", "order": 4, "type": "TEXT", "subtype": "NUMBER", "label": "N"},
          {"id": "x", "order": 5, "type": "TEXT", "label": "X", "visible_if": \#(condition),
           "required_if": {"==": [{"var": "o"}, "b"]}},
          {"id": "y", "order": 6, "type": "TEXT", "label": "Y", "visible_if": {"var": "t"}}
        ], "rules": [{"check": \#(rule), "message": "no", "fields": ["x"]}]}
        """#.utf8), source: "t.json"
    ).form
  }

  static let conditions = [
    #"{"==": [{"var": "o"}, "a"]}"#,
    #"{"!=": [{"var": "o"}, "b"]}"#,
    #"{"===": [{"var": "o"}, ""]}"#,
    #"{"!==": ["a", {"var": "o"}]}"#,
    #"{"in": ["q", {"var": "m"}]}"#,
    #"{"!": {"in": ["p", {"var": "m"}]}}"#,
    #"{"and": [{"var": "t"}, {"==": [{"var": "o"}, "a"]}]}"#,
    #"{"or": [{"!": {"var": "t"}}, {"in": ["r", {"var": "m"}]}]}"#,
    #"{"<=": [{"var": "n"}, 50000]}"#,
    #"{">": [10, {"var": "n"}]}"#,
    #"{"===": [{"var": "n"}, 3]}"#,
    #"{"!": {"and": [{"==": [{"var": "o"}, "b"]}, {"in": ["p", {"var": "m"}]}]}}"#,
    #"{"==": [{"var": "y"}, "a"]}"#,
    #"{"!!": {"var": "o"}}"#,
    #"{"var": "m"}"#,
  ]

  @Test("each condition shape answers as FastProgram does for every value", arguments: conditions)
  func answersAsFastProgram(_ condition: String) throws {
    let form = try Self.form(condition, rule: condition)
    let logic = try #require(form.logic.fast)
    guard let program = logic.byteProgram(fields: form.fields) else {
      // A shape the byte path leaves to the general path (text read by a condition).
      #expect(condition.contains("\"y\""), "no byte program for \(condition)")
      return
    }
    try compare(form, logic, program, condition)
  }

  @Test("the benchmark form's conditions answer as FastProgram does")
  func benchmarkForm() throws {
    let relative = "Benchmarks/campaign-bench-conditions.json"
    let form = try FastLogicTests.load(Fixture.inRepository(relative))
    let logic = try #require(form.logic.fast)
    let program = try #require(logic.byteProgram(fields: form.fields))
    try compare(form, logic, program, relative)
  }

  @Test("a form whose conditions compare text fields has no byte program")
  func textConditionsTakeTheGeneralPath() throws {
    // checkout.json: the password and its confirmation must match, two text fields.
    let form = try FastLogicTests.load(Fixture.inRepository("Forms/checkout.json"))
    let logic = try #require(form.logic.fast)
    #expect(logic.byteProgram(fields: form.fields) == nil)
    #expect(!FillRecord(form: form).readsOnBytes)
  }

  @Test(
    "a verdict recalled from the memo is the one worked out afresh",
    arguments: conditions.filter { !$0.contains("\"y\"") })
  func recalledVerdictsAreFresh(_ condition: String) throws {
    let form = try Self.form(condition, rule: condition)
    let fill = FillRecord(form: form)
    let logic = try #require(fill.fast)
    let program = try #require(fill.byteProgram)
    let keys = try #require(fill.verdictKeys)
    var random = SplitMix(seed: 0x3E30_0001)
    let numbers: [Double] = [0, 3, 10, 50000, 50000.5, -1, .nan, .infinity]
    var scratch = FillScratch(rememberingVerdicts: true)
    let readings = fill.beginReadings(&scratch)
    var seen = Set<Int>()
    var recalled = 0
    for _ in 0..<3_000 {
      for (position, domain) in program.domains.enumerated() {
        guard let domain else { continue }
        if case .number = domain {
          let absent = random.next() % 4 == 0
          readings.index[position] = absent ? 0 : 1
          readings.numbers[position] = numbers[Int(random.next() % 8)]
        } else {
          readings.index[position] = random.next() % UInt64(domain.size!)
        }
      }
      for position in form.fields.indices { readings.filled[position] = random.next() % 2 == 0 }
      let key = try #require(keys.key(readings, program))
      if !seen.insert(key).inserted { recalled += 1 }
      var fresh = ConditionVerdict(form: form)
      let answered = logic.evaluate(readings, with: program, into: &fresh)
      let decided = fill.decideOnBytes(readings, &scratch)
      #expect((decided != nil) == answered)
      guard let decided else { continue }
      // What a recalled verdict gives back for the rules' errors: the fields shown, the
      // rules holding.
      var errors: [FillError] = []
      fill.addRuleErrors(readings, &scratch, to: &errors)
      #expect(scratch.verdict.visible == fresh.visible, "\(condition), key \(key)")
      #expect(scratch.verdict.rules == fresh.rules, "\(condition), key \(key)")
      // What the byte path reads: shown, required by a condition alone, rules refusing.
      let count = form.fields.count
      let expected =
        (0..<count).map(fresh.isVisible)
        + (0..<count).map { fresh.isRequired($0) && !form.fields[$0].isRequired }
        + [fill.rulesRefuse(fresh)]
      #expect(
        Array(UnsafeBufferPointer(start: decided, count: fill.byteViewCount)) == expected,
        "\(condition), key \(key)")
    }
    // Most records' verdicts came from the memo.
    #expect(recalled > 1_000, "\(condition): \(recalled) recalled")
  }

  /// Random values of every field the program reads (null, each option or selection, on and
  /// off, numbers with NaN and infinity among them), some records with fields hidden by their
  /// own condition: the verdicts of both ways must be the same.
  private func compare(_ form: Form, _ logic: FastLogic, _ program: ByteProgram, _ name: String)
    throws
  {
    var random = SplitMix(seed: 0xB17E_5EED)
    let numbers: [Double] = [0, 3, 10, 50000, 50000.5, -1, .nan, .infinity]
    let filled = Array(repeating: false, count: form.fields.count)
    var scratch = FillScratch()
    let readings = FillRecord(form: form).beginReadings(&scratch)
    for _ in 0..<2_000 {
      var values = Array(repeating: FastValue.null, count: form.fields.count)
      for position in form.fields.indices {
        readings.index[position] = 0
        readings.numbers[position] = 0
        readings.filled[position] = false
      }
      for (position, field) in form.fields.enumerated() {
        guard let domain = program.domains[position] else { continue }
        switch domain {
        case .number:
          if random.next() % 4 == 0 { continue }
          let number = numbers[Int(random.next() % UInt64(numbers.count))]
          readings.index[position] = 1
          readings.numbers[position] = number
          values[position] = .number(number)
        default:
          let index = Int(random.next() % UInt64(domain.size!))
          readings.index[position] = UInt64(index)
          values[position] = ByteProgram.value(index, of: domain, field)
        }
      }
      var slow = ConditionVerdict(form: form)
      var fast = ConditionVerdict(form: form)
      let answered = logic.evaluate(values, into: &slow, filled: filled)
      let byBytes = logic.evaluate(readings, with: program, into: &fast)
      #expect(answered == byBytes, "\(name): answered on \(values.map(FastReadingTests.words))")
      if answered && byBytes {
        #expect(slow.flags == fast.flags, "\(name): on \(values.map(FastReadingTests.words))")
      }
    }
  }
}
