/// A form's fast conditions for batch fill's byte path, over values the byte path reads
/// without making a `FastValue`: each field a condition reads is a small index into the
/// values it can take (`ByteReadings`), and each condition on one such field is a table of
/// `FastProgram`'s own answers for every value the field can take, worked out when the form is
/// loaded. A comparison of a number field with a number is made as `FastProgram` makes it.
/// So a record's answers are `FastProgram`'s, looked up rather than worked out again.
///
/// Built only when every condition has such a shape (one field of a dropdown, multi-select of
/// at most `maximumOptions` options, or on/off kind; or a number compared with a number;
/// constants; `!`, `and`, `or` of these), and when `FastProgram` could never run out of its
/// budget on the form (its `maximumWork`), so that a condition answered alone is answered as
/// it would be among the others.
final class ByteProgram: Sendable {
  /// What a field's index says (`ByteReadings`): 0 is null for every field.
  enum Domain: Sendable, Equatable {
    /// 1 + the position of the option chosen.
    case option(count: Int)
    /// The bits of the options chosen.
    case options(count: Int)
    /// 1: off, 2: on.
    case onOff
    /// 1: the number in `numbers`.
    case number

    /// How many indexes the domain has, for a table of them (`nil`: not a table's).
    var size: Int? {
      switch self {
      case .option(let count): count + 1
      case .options(let count): 1 << count
      case .onOff: 3
      case .number: nil
      }
    }
  }

  /// The most options of a multi-select a table covers (2^10 entries).
  static let maximumOptions = 10

  enum Kind: UInt8, Sendable {
    case constant, table, combined, number, not, and, or
  }

  /// The most entries of a table over several fields (`combined`).
  static let maximumCombinations = 4096

  struct Node: Sendable {
    var kind: Kind
    /// A field's position (`table`, `number`), a child (`not`), the first child (`and`,
    /// `or`).
    var field: Int32 = 0
    /// The table's start in `answers` (`table`), the number of children (`and`, `or`), the
    /// answer (`constant`).
    var offset: Int32 = 0
    var name: LogicOperator = .equal
    var number: Double = 0
    var swapped = false
    /// The number of fields of a `combined` table, whose positions are `children[field...]`.
    var count: Int32 = 0
  }

  private let nodes: [Node]
  private let children: [Int32]
  /// The answers of the tables, one after another: -1 for none (the full evaluator must
  /// decide), 0 false, 1 true.
  private let answers: [Int8]
  private let program: FastProgram
  /// Each field's domain, `nil` for a field no condition of this program may read.
  let domains: [Domain?]
  /// The root of each of `FastProgram`'s roots, by its index there (-1: not compiled).
  private let roots: [Int32]
  /// The fields the tables read, by render position (`VerdictMemo`).
  let tableFields: [Int]
  /// The number comparisons (`number` nodes).
  private let numberNodes: [Int32]

  /// The byte program of `program` for the conditions rooted at `roots`, or `nil` when one
  /// of them has another shape.
  init?(_ program: FastProgram, roots: [Int32], fields: [Field], readings: [FastReading]) {
    let domains = zip(fields, readings).map { field, reading -> Domain? in
      switch reading {
      case .option: .option(count: field.options.count)
      case .options where field.options.count <= ByteProgram.maximumOptions:
        .options(count: field.options.count)
      case .onOff: .onOff
      case .number: .number
      default: nil
      }
    }
    var builder = Builder(program: program, domains: domains, fields: fields)
    var compiled = Array(repeating: Int32(-1), count: program.nodes.count)
    for root in roots where root >= 0 {
      guard let node = builder.compile(root) else { return nil }
      compiled[Int(root)] = node
    }
    self.program = program
    self.domains = domains
    self.roots = compiled
    nodes = builder.nodes
    children = builder.children
    answers = builder.answers
    var read = Set<Int>()
    for node in builder.nodes {
      switch node.kind {
      case .table: read.insert(Int(node.field))
      case .combined:
        for slot in Int(node.field)..<Int(node.field + node.count) {
          read.insert(Int(builder.children[slot]))
        }
      default: break
      }
    }
    tableFields = read.sorted()
    numberNodes = builder.nodes.indices.filter { builder.nodes[$0].kind == .number }.map(Int32.init)
  }

  /// A program of its own with `other`'s tables (the arrays are shared, not copied).
  init(copying other: ByteProgram) {
    nodes = other.nodes
    children = other.children
    answers = other.answers
    program = other.program
    domains = other.domains
    roots = other.roots
    tableFields = other.tableFields
    numberNodes = other.numberNodes
  }

  /// How many number comparisons the program makes.
  var numberTests: Int { numberNodes.count }

  /// The answer of number comparison `test` on the record's value of its field, as it reads
  /// while the field is shown (a hidden field reads as null, whose answer is the same for
  /// every record).
  @inline(__always)
  func numberTest(
    _ test: Int, _ index: UnsafeBufferPointer<UInt64>, _ numbers: UnsafeBufferPointer<Double>
  ) -> Bool? {
    let node = nodes[Int(numberNodes[test])]
    let field = Int(node.field)
    let value: FastValue = index[field] != 0 ? .number(numbers[field]) : .null
    return program.compare(node.name, value, node.number, node.swapped)
  }

  /// Whether the condition whose root is `root` in `FastProgram` holds, or `nil` when the full
  /// evaluator must decide. A field that is not `shown` reads as null, as on the general path.
  func holds(
    _ root: Int32, _ index: UnsafeBufferPointer<UInt64>, _ numbers: UnsafeBufferPointer<Double>,
    _ shown: UnsafeMutableBufferPointer<Bool>
  ) -> Bool? {
    evaluate(roots[Int(root)], index, numbers, shown)
  }

  private func evaluate(
    _ position: Int32, _ index: UnsafeBufferPointer<UInt64>,
    _ numbers: UnsafeBufferPointer<Double>, _ shown: UnsafeMutableBufferPointer<Bool>
  ) -> Bool? {
    let node = nodes[Int(position)]
    switch node.kind {
    case .constant:
      return node.offset < 0 ? nil : node.offset == 1
    case .table:
      let field = Int(node.field)
      let at = shown[field] ? Int(index[field]) : 0
      let answer = answers[Int(node.offset) + at]
      return answer < 0 ? nil : answer == 1
    case .combined:
      // The fields' indexes as the digits of one number, the first field's the lowest.
      var at = 0
      var scale = 1
      for slot in Int(node.field)..<Int(node.field + node.count) {
        let field = Int(children[slot])
        if shown[field] { at += Int(index[field]) * scale }
        scale *= domains[field]!.size!
      }
      let answer = answers[Int(node.offset) + at]
      return answer < 0 ? nil : answer == 1
    case .number:
      let field = Int(node.field)
      let value: FastValue = shown[field] && index[field] != 0 ? .number(numbers[field]) : .null
      return program.compare(node.name, value, node.number, node.swapped)
    case .not:
      return evaluate(node.field, index, numbers, shown).map { !$0 }
    case .and:
      for child in Int(node.field)..<Int(node.field + node.offset) {
        guard let holds = evaluate(children[child], index, numbers, shown) else { return nil }
        if !holds { return false }
      }
      return true
    case .or:
      for child in Int(node.field)..<Int(node.field + node.offset) {
        guard let holds = evaluate(children[child], index, numbers, shown) else { return nil }
        if holds { return true }
      }
      return false
    }
  }

  /// The value a field with this domain reads as at `index`, as the byte path's readings
  /// stand for it.
  static func value(_ index: Int, of domain: Domain, _ field: Field) -> FastValue {
    guard index != 0 else { return .null }
    switch domain {
    case .option:
      let id = field.options[index - 1].id
      return id.isEmpty ? .null : .string(id)
    case .options:
      return .strings(
        field.options.indices.filter { index & (1 << $0) != 0 }.map { field.options[$0].id })
    case .onOff:
      return .bool(index == 2)
    case .number:
      return .null  // not in a table
    }
  }

}

extension ByteProgram {
  /// The index of a field's value in its domain: the index whose value
  /// (`ByteProgram.value`) is this one, compared byte for byte; `nil` when none is (an id
  /// that is no option's, ids out of the form's order).
  static func index(of value: FastValue, _ domain: Domain, _ field: Field) -> Int? {
    switch (domain, value) {
    case (_, .null): return 0
    case (.option, .string(let id)):
      guard let position = field.options.firstIndex(where: { $0.id.hasSameBytes(as: id) }) else {
        return nil
      }
      return position + 1
    case (.options, .strings(let ids)):
      var bits = 0
      for id in ids {
        guard let position = field.options.firstIndex(where: { $0.id.hasSameBytes(as: id) })
        else { return nil }
        bits |= 1 << position
      }
      guard case .strings(let back) = ByteProgram.value(bits, of: domain, field),
        back.count == ids.count, zip(back, ids).allSatisfy({ $0.hasSameBytes(as: $1) })
      else { return nil }
      return bits
    case (.onOff, .bool(let on)): return on ? 2 : 1
    case (.number, .number): return 1
    default: return nil
    }
  }
}
