import FormshPlatform
import Testing

/// `OrderedPipeline` gives each item's result back in the order the items went in, whichever
/// thread finishes first, and never holds more than its capacity.
@Suite struct OrderedPipelineTests {
  /// Work whose cost varies from item to item, so threads finish out of order.
  static func work(_ item: Int) -> Int {
    var value = item
    for _ in 0..<((item * 7_919) % 5_000) { value = (value &* 31) &+ 7 }
    return item * 2 + (value == .min ? 1 : 0)
  }

  @Test(arguments: [1, 2, 3, 8])
  func resultsComeBackInOrder(threads: Int) {
    let pipeline = OrderedPipeline(threads: threads, capacity: 5) { Self.work($0) }
    var results: [Int] = []
    for item in 0..<2_000 {
      while !pipeline.hasRoom, let result = pipeline.next(waiting: true) { results.append(result) }
      pipeline.submit(item)
      #expect(pipeline.inFlight <= 5)
      while let result = pipeline.next(waiting: false) { results.append(result) }
    }
    while let result = pipeline.next(waiting: true) { results.append(result) }
    pipeline.close()
    #expect(results == (0..<2_000).map { $0 * 2 })
    #expect(pipeline.next(waiting: true) == nil)
  }

  @Test func anEmptyPipelineClosesAtOnce() {
    let pipeline = OrderedPipeline(threads: 4, capacity: 2) { (item: Int) in item }
    #expect(pipeline.next(waiting: true) == nil)
    pipeline.close()
  }
}
