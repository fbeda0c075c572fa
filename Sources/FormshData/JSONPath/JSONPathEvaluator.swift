import FormshJSON
import FormshPlatform

/// Runs a parsed query over a document, without recursing on the document's depth: the
/// descendant segment walks with a stack of its own, and values are compared with one too.
///
/// Every node a segment visits or selects costs one unit of `budget`; when it runs out the
/// evaluation stops with `JSONPathEvaluationError.overBudget` (a query like `$..*..*..*` on a
/// big document). Every `interruptInterval` units it asks whether the run is to stop
/// (Ctrl-C, SIGTERM: `Signals.wasInterrupted`), and stops with `.interrupted`.
struct JSONPathEvaluator {
  /// Deep comparison ran out of budget (`JSONPathComparator`).
  struct Exhausted: Error {}

  let root: JSONValue
  /// What is left of the budget.
  var budget: Int
  /// The budget it started with, for the error.
  let limit: Int
  /// The budget left at which to ask next whether the run is to stop.
  private var checkpoint: Int

  /// Units between two looks at the stop flags.
  static let interruptInterval = 1 << 16

  init(root: JSONValue, budget: Int) {
    self.root = root
    self.budget = budget
    limit = budget
    checkpoint = budget - JSONPathEvaluator.interruptInterval
  }

  /// Spends `units` of the budget.
  mutating func spend(_ units: Int) throws(JSONPathEvaluationError) {
    guard budget >= units else { throw .overBudget(limit: limit) }
    budget -= units
    if budget < checkpoint { try look() }
  }

  /// Now and then: stops when the run is to stop.
  @inline(never)
  private mutating func look() throws(JSONPathEvaluationError) {
    if Signals.wasInterrupted { throw .interrupted }
    checkpoint = budget - JSONPathEvaluator.interruptInterval
  }

  /// The nodelist of a query, from the root or from the current node.
  mutating func select(_ query: JSONPathQuery, current: JSONValue) throws(JSONPathEvaluationError)
    -> [JSONValue]
  {
    var nodes = [query.isRelative ? current : root]
    for segment in query.segments {
      var next: [JSONValue] = []
      for node in nodes {
        guard segment.isDescendant else {
          try apply(segment.selectors, to: node, into: &next)
          continue
        }
        // Each node before its descendants, arrays in order: a depth-first walk, children
        // pushed last first.
        var pending = [node]
        while let visited = pending.popLast() {
          try spend(1)
          try apply(segment.selectors, to: visited, into: &next)
          switch visited {
          case .array(let elements): pending.append(contentsOf: elements.reversed())
          case .object(let object):
            pending.append(contentsOf: object.members.reversed().map(\.value))
          default: break
          }
        }
      }
      nodes = next
      if nodes.isEmpty { break }
    }
    return nodes
  }

  /// Each selector in turn on one node, appending what it selects.
  mutating func apply(
    _ selectors: [JSONPathSelector], to node: JSONValue, into nodes: inout [JSONValue]
  ) throws(JSONPathEvaluationError) {
    for selector in selectors {
      let before = nodes.count
      switch (selector, node) {
      case (.name(let name), .object(let object)):
        if let member = object.members.last(where: { $0.key.utf8.elementsEqual(name.utf8) }) {
          nodes.append(member.value)
        }
      case (.wildcard, .array(let elements)):
        nodes.append(contentsOf: elements)
      case (.wildcard, .object(let object)):
        nodes.append(contentsOf: object.members.map(\.value))
      case (.index(let index), .array(let elements)):
        let position = index >= 0 ? index : elements.count + index
        if elements.indices.contains(position) { nodes.append(elements[position]) }
      case (.slice(let start, let end, let step), .array(let elements)):
        for position in Self.slice(start: start, end: end, step: step, count: elements.count) {
          nodes.append(elements[position])
        }
      case (.filter(let filter), .array(let elements)):
        for element in elements where try test(filter, current: element) {
          nodes.append(element)
        }
      case (.filter(let filter), .object(let object)):
        for member in object.members where try test(filter, current: member.value) {
          nodes.append(member.value)
        }
      default:
        break
      }
      try spend(nodes.count - before)
    }
  }

  /// The positions a slice selects in an array of `count` elements (RFC 9535 §2.3.4.2):
  /// bounds counted from the end when negative, clamped, and walked backwards for a
  /// negative step; a step of 0 selects nothing.
  static func slice(start: Int?, end: Int?, step: Int?, count: Int) -> [Int] {
    let step = step ?? 1
    guard step != 0, count > 0 else { return [] }
    func normalized(_ index: Int) -> Int { index >= 0 ? index : count + index }
    var positions: [Int] = []
    if step > 0 {
      let lower = min(max(normalized(start ?? 0), 0), count)
      let upper = min(max(normalized(end ?? count), 0), count)
      var position = lower
      while position < upper {
        positions.append(position)
        position += step
      }
    } else {
      let upper = min(max(start.map(normalized) ?? count - 1, -1), count - 1)
      let lower = min(max(end.map(normalized) ?? -1, -1), count - 1)
      var position = upper
      while lower < position {
        positions.append(position)
        position += step
      }
    }
    return positions
  }
}
