import Dispatch

/// Work spread over the processors with Dispatch's `concurrentPerform`.
public enum Parallel {
  /// The processors online.
  public static var processorCount: Int { max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN))) }

  /// `body(0) … body(count - 1)` in up to `threads` lanes at once, the caller's thread among
  /// them; the results in index order.
  public static func map<T: Sendable>(
    _ count: Int, threads: Int, _ body: @escaping @Sendable (Int) -> T
  ) -> [T] {
    let lanes = max(1, min(threads, count))
    if lanes == 1 { return (0..<count).map(body) }
    let results = Results<T>(count: count)
    DispatchQueue.concurrentPerform(iterations: lanes) { lane in
      results.fill(lane: lane, of: lanes, body)
    }
    return results.collect()
  }

  /// Starts `body(0) … body(count - 1)` in up to `threads` lanes and returns at once, so the
  /// caller can do other work (reading, writing) meanwhile; `wait` gives the results in order.
  public static func start<T: Sendable>(
    _ count: Int, threads: Int, _ body: @escaping @Sendable (Int) -> T
  ) -> Running<T> {
    let lanes = max(1, min(threads, count))
    let results = Results<T>(count: count)
    let done = DispatchGroup()
    // concurrentPerform blocks its caller: it runs on a Dispatch thread, not this one.
    DispatchQueue.global().async(group: done) {
      DispatchQueue.concurrentPerform(iterations: lanes) { lane in
        results.fill(lane: lane, of: lanes, body)
      }
    }
    return Running(results, done)
  }

  /// Work in flight on Dispatch's threads.
  public final class Running<T: Sendable>: Sendable {
    private let results: Results<T>
    private let done: DispatchGroup

    fileprivate init(_ results: Results<T>, _ done: DispatchGroup) {
      self.results = results
      self.done = done
    }

    /// Waits for every lane; the results in index order.
    public func wait() -> [T] {
      done.wait()
      return results.collect()
    }
  }
}

/// One result slot per index of a `Parallel` run. Lane L of N writes only the slots L, L + N,
/// L + 2N …, and the results are read only after every lane has finished: no two threads touch
/// a slot at once.
final class Results<T>: @unchecked Sendable {
  private let storage: UnsafeMutablePointer<T?>
  private let count: Int

  init(count: Int) {
    self.count = count
    storage = .allocate(capacity: count)
    storage.initialize(repeating: nil, count: count)
  }

  deinit {
    storage.deinitialize(count: count)
    storage.deallocate()
  }

  /// Computes lane `lane`'s share of the indices.
  func fill(lane: Int, of lanes: Int, _ body: (Int) -> T) {
    for index in stride(from: lane, to: count, by: lanes) { storage[index] = body(index) }
  }

  /// Every result, in index order.
  func collect() -> [T] { (0..<count).map { storage[$0]! } }
}
