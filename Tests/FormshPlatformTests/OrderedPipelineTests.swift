import FormshPlatform
import Glibc
import Synchronization
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

  /// With `worker:`, each worker makes its body once, on its own thread, and every item is
  /// run by a body made on the thread that runs it: what a body holds is one thread's alone.
  @Test(arguments: [1, 3])
  func eachWorkerMakesItsOwnBody(threads: Int) {
    let makers = Mutex<[pthread_t]>([])
    let pipeline = OrderedPipeline(
      threads: threads, capacity: 4,
      worker: {
        let maker = pthread_self()
        makers.withLock { $0.append(maker) }
        return { (item: Int) in (item, maker, pthread_self()) }
      })
    var results: [(Int, pthread_t, pthread_t)] = []
    for item in 0..<500 {
      while !pipeline.hasRoom, let result = pipeline.next(waiting: true) { results.append(result) }
      pipeline.submit(item)
    }
    while let result = pipeline.next(waiting: true) { results.append(result) }
    pipeline.close()
    #expect(results.map(\.0) == Array(0..<500))
    #expect(results.allSatisfy { pthread_equal($0.1, $0.2) != 0 })
    let made = makers.withLock { $0 }
    #expect(made.count == threads)
    #expect(Set(made.map(UInt.init)).count == threads)
    #expect(!made.contains { pthread_equal($0, pthread_self()) != 0 })
  }

  @Test func anEmptyPipelineClosesAtOnce() {
    let pipeline = OrderedPipeline(threads: 4, capacity: 2) { (item: Int) in item }
    #expect(pipeline.next(waiting: true) == nil)
    pipeline.close()
  }
}
