import FormshTestSupport
import Testing

@testable import FormshDomain

/// The fast path of a batch fill's conditions answers exactly as the JSON Logic evaluator
/// does, or leaves the answer to it: checked on generated rules and values.
@Suite struct FastConditionTests {
  /// Payload values of every shape a field gives, with the edge cases of comparison: empty
  /// text and selections (null), numbers in several spellings and out of range, text that
  /// looks like a number, text that differs only in normalisation, an empty option id.
  static let payloads: [PayloadValue] = [
    .null, .bool(true), .bool(false), .number("0"), .number("1"), .number("2.5"),
    .number("-3"), .number("1e3"), .number("1000"), .number("1e400"),
    .number("12345678901234567890"),
    .string(""), .string("a"), .string("b"), .string("abc"), .string("10"), .string("1e3"),
    .string("é"), .string("e\u{301}"), .string("😀"), .string("Z"),
    .strings([]), .strings(["a"]), .strings(["a", "b"]), .strings(["b", "a"]), .strings([""]),
    .strings(["10"]),
  ]

  /// Constants a rule may hold.
  static let constants: [LogicValue] = [
    nil, true, false, 0, 1, 2.5, 1000, -3, "a", "b", "10", "", "é", "e\u{301}", "1e3",
  ]

  static let fieldCount = 5

  /// A condition's answer through the program a form's conditions are compiled to.
  static func holds(_ condition: FastCondition, _ values: [FastValue], _ work: inout Int) -> Bool? {
    var program = FastProgram()
    let root = program.append(condition)
    var values = values
    return program.holds(root, &values, &work)
  }

  struct Generator {
    var random: SplitMix

    mutating func pick<T>(_ items: [T]) -> T {
      items[Int(random.next() % UInt64(items.count))]
    }

    mutating func chance(_ percent: UInt64) -> Bool { random.next() % 100 < percent }

    mutating func read() -> LogicValue {
      ["var": .string("f\(random.next() % UInt64(FastConditionTests.fieldCount))")]
    }

    mutating func operand() -> LogicValue {
      chance(60) ? read() : pick(FastConditionTests.constants)
    }

    mutating func list() -> LogicValue {
      .array((0..<Int(random.next() % 4)).map { _ in pick(FastConditionTests.constants) })
    }

    /// A rule of the shapes the fast path covers, now and then one it does not.
    mutating func rule(depth: Int) -> LogicValue {
      let shape = depth <= 0 ? random.next() % 4 : random.next() % 13
      switch shape {
      case 0: return operand()
      case 1, 2:
        let name = pick(["==", "!=", "===", "!==", "<", "<=", ">", ">="])
        return .object(LogicObject([(name, [operand(), operand()])]))
      case 3:
        switch random.next() % 3 {
        case 0: return ["in": [operand(), read()]]
        case 1: return ["in": [operand(), list()]]
        default: return ["in": [operand(), operand()]]
        }
      case 4: return ["!": [rule(depth: depth - 1)]]
      case 5: return ["!": rule(depth: depth - 1)]
      case 6: return ["!!": [rule(depth: depth - 1)]]
      case 7: return ["!!": rule(depth: depth - 1)]
      case 8, 9:
        let name = pick(["and", "or"])
        let parts = (0..<(1 + Int(random.next() % 3))).map { _ in rule(depth: depth - 1) }
        return .object(LogicObject([(name, .array(parts))]))
      case 10: return ["<": [operand(), operand(), operand()]]
      case 11: return ["+": [operand(), operand()]]
      default: return ["if": [rule(depth: depth - 1), operand(), operand()]]
      }
    }
  }

  @Test("on 40,000 generated rules and values, the fast path agrees with the evaluator")
  func agreesWithTheEvaluator() throws {
    var generator = Generator(random: SplitMix(seed: 0x5EED_0F_FA57))
    var answered = 0
    var compiled = 0
    for _ in 0..<40_000 {
      let source = generator.rule(depth: 3)
      guard let rule = try? LogicRule(source) else { continue }
      let payloads = (0..<Self.fieldCount).map { _ in generator.pick(Self.payloads) }
      let data = LogicValue.object(
        LogicObject(
          payloads.enumerated().map { ("f\($0.offset)", ConditionData.value(of: $0.element)) }))
      let expected: Bool? = try? rule.isSatisfied(by: data)
      guard
        let fast = FastCondition(
          rule, position: { id in Int(id.dropFirst()).flatMap { $0 < Self.fieldCount ? $0 : nil } })
      else { continue }
      compiled += 1
      var work = 0
      guard let holds = Self.holds(fast, payloads.map(FastValue.init), &work) else { continue }
      answered += 1
      #expect(
        expected == holds,
        "rule \(source), values \(payloads): the evaluator gives \(String(describing: expected)), the fast path \(holds)"
      )
    }
    // The test means something only if the fast path answers most of what it compiles.
    #expect(compiled > 20_000)
    #expect(answered > compiled / 2)
  }

  @Test("the shapes servers write compile; computed paths, arithmetic and iteration do not")
  func shapes() throws {
    func fast(_ rule: LogicValue) throws -> Bool {
      FastCondition(try LogicRule(rule), position: { ["a": 0, "b": 1][$0] }) != nil
    }
    #expect(try fast(["==": [["var": "a"], "business"]]))
    #expect(try fast(["!": ["var": "a"]]))
    #expect(try fast(["in": [["var": "a"], ["de", "fr"]]]))
    #expect(try fast(["!": ["and": [["var": "a"], ["==": [["var": "b"], "x"]]]]]))
    #expect(try fast(["<=": [["var": "a"], 50000]]))
    #expect(try !fast(["var": "nosuch"]))
    #expect(try !fast(["var": "a.b"]))
    #expect(try !fast(["var": ["cat": ["a", ""]]]))
    #expect(try !fast(["+": [["var": "a"], 1]]))
    #expect(try !fast(["some": [["var": "a"], ["==": [["var": ""], "x"]]]]))
    #expect(try !fast(["<": [1, ["var": "a"], 3]]))
  }

  @Test("text compared as a number, and work near the budget, are left to the evaluator")
  func leavesHardCasesToTheEvaluator() throws {
    let position: (String) -> Int? = { ["a": 0][$0] }
    let ordered = try #require(
      FastCondition(try LogicRule(["<": [["var": "a"], 5]]), position: position))
    var work = 0
    #expect(Self.holds(ordered, [FastValue(.string("3"))], &work) == nil)
    #expect(Self.holds(ordered, [FastValue(.number("3"))], &work) == true)
    let equal = try #require(
      FastCondition(try LogicRule(["==": [["var": "a"], "x"]]), position: position))
    let huge = String(repeating: "x", count: 2 << 20)
    work = 0
    #expect(Self.holds(equal, [FastValue(.string(huge))], &work) == false)
    work = FastProgram.budget
    #expect(Self.holds(equal, [FastValue(.string(huge))], &work) == nil)
  }

  @Test("a payload's number reads as the double Double(text) gives, for generated decimals")
  func numbersReadAsStrtodReadsThem() {
    var random = SplitMix(seed: 0xD0_0B1E)
    for _ in 0..<200_000 {
      let digits = 1 + Int(random.next() % 18)
      var text = random.next() % 2 == 0 ? "-" : ""
      text += String(1 + random.next() % 9)
      for _ in 1..<digits { text += String(random.next() % 10) }
      let point = Int(random.next() % UInt64(digits + 1))
      if point > 0 && point < digits {
        text.insert(".", at: text.index(text.endIndex, offsetBy: -point))
      }
      #expect(FastValue.number(text).bitPattern == Double(text)!.bitPattern, "\(text)")
    }
    for text in ["0", "-0", "0.1", "0.30000000000000004", "1e3", "9007199254740993", "1E-7", "x"] {
      let expected = Double(text) ?? .nan
      #expect(FastValue.number(text).bitPattern == expected.bitPattern || expected.isNaN, "\(text)")
    }
  }
}
