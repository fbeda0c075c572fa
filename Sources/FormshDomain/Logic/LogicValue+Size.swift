extension LogicValue {
  /// About how many bytes the value takes written as compact JSON, without escapes: a string
  /// its UTF-8 bytes and two quotes, a number its text (eight bytes when it has none), an
  /// array or object its brackets, separators and members. Counting stops once the total
  /// passes `limit` (the result is then over `limit`, and no more than needed was walked), so
  /// measuring a huge value costs no more than the budget it is measured against. Walks with
  /// a stack of its own, not by recursion.
  func writtenSize(upTo limit: Int) -> Int {
    if let size = scalarSize { return size }
    var total = 0
    var pending: [Pending] = [.elements([self][...])]
    while let last = pending.indices.last {
      let value: LogicValue
      switch pending[last] {
      case .elements(var elements):
        guard let next = elements.popFirst() else {
          pending.removeLast()
          continue
        }
        pending[last] = .elements(elements)
        value = next
      case .members(var members):
        guard let next = members.popFirst() else {
          pending.removeLast()
          continue
        }
        pending[last] = .members(members)
        total += next.key.utf8.count + 4
        value = next.value
      }
      switch value {
      case .null, .bool, .number, .string: total += value.scalarSize ?? 0
      case .array(let elements):
        total += elements.count + 1
        if total <= limit { pending.append(.elements(elements[...])) }
      case .object(let object):
        total += object.members.count + 1
        if total <= limit { pending.append(.members(object.members[...])) }
      }
      if total > limit { return total }
    }
    return total
  }

  /// The bytes of a value that is no array or object; `nil` for those.
  @inline(__always)
  private var scalarSize: Int? {
    switch self {
    case .null: 4
    case .bool(let on): on ? 4 : 5
    case .number(let number): number.text?.utf8.count ?? 8
    case .string(let text): text.utf8.count + 2
    case .array, .object: nil
    }
  }

  /// What is left to measure of one array or object.
  private enum Pending {
    case elements(ArraySlice<LogicValue>)
    case members(ArraySlice<(key: String, value: LogicValue)>)
  }
}
