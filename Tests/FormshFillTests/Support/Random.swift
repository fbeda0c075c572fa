import FormshTestSupport

/// A seeded generator for generated records (the tests' `SplitMix`, with the draws records
/// need): the same seed gives the same records on every machine, so a failure reproduces.
struct Random {
  private var mix: SplitMix

  init(seed: UInt64) { mix = SplitMix(seed: seed) }

  mutating func next() -> UInt64 { mix.next() }

  /// A number in `0..<bound` (`bound` > 0).
  mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

  /// True once in `odds` times.
  mutating func chance(_ odds: Int) -> Bool { below(odds) == 0 }

  /// One element of a non-empty array.
  mutating func pick<Element>(_ elements: [Element]) -> Element {
    elements[below(elements.count)]
  }

  /// The elements in a random order.
  mutating func shuffled<Element>(_ elements: [Element]) -> [Element] {
    var result = elements
    guard result.count > 1 else { return result }
    for index in stride(from: result.count - 1, to: 0, by: -1) {
      result.swapAt(index, below(index + 1))
    }
    return result
  }
}
