/// Work spread over POSIX threads. Not Dispatch's `concurrentPerform`: the binary does link
/// the C libdispatch (through Swift's concurrency runtime), but `concurrentPerform` lives in
/// the Swift overlay, libswiftDispatch.so, which every start of formsh would then load. Measured
/// against it (BENCHMARKS.md, "Threads"): the same fill throughput, a few percent more CPU per
/// start and 1.5 MiB more at fill's peak with Dispatch, so the pool stays.
public enum Parallel {
  /// The processors online.
  public static var processorCount: Int { max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN))) }

  /// `body(0) … body(count - 1)` on up to `threads` threads, the caller's among them;
  /// the results in index order.
  public static func map<T: Sendable>(
    _ count: Int, threads: Int, _ body: @escaping @Sendable (Int) -> T
  )
    -> [T]
  {
    let lanes = max(1, min(threads, count))
    if lanes == 1 { return (0..<count).map(body) }
    let running = Running(count, lanes: lanes, spawning: 1..<lanes, body)
    running.work(lane: 0)
    return running.wait()
  }

  /// Starts `body(0) … body(count - 1)` on `threads` new threads and returns at once, so the
  /// caller can do other work (reading, writing) meanwhile; `wait` gives the results in order.
  public static func start<T: Sendable>(
    _ count: Int, threads: Int, _ body: @escaping @Sendable (Int) -> T
  ) -> Running<T> {
    let lanes = max(1, min(threads, count))
    return Running(count, lanes: lanes, spawning: 0..<lanes, body)
  }

  /// Work in flight on its own threads. The threads only call `work(lane:)`, which reads
  /// constants and writes its own slots; `handles` and `inline` belong to the starting thread.
  public final class Running<T: Sendable>: @unchecked Sendable {
    private let slots: Slots<T>
    private let lanes: Int
    private let count: Int
    private let body: @Sendable (Int) -> T
    private var handles: [pthread_t] = []
    private var inline: [Int] = []

    fileprivate init(
      _ count: Int, lanes: Int, spawning: Range<Int>, _ body: @escaping @Sendable (Int) -> T
    ) {
      self.slots = Slots(count: count)
      self.lanes = lanes
      self.count = count
      self.body = body
      for lane in spawning {
        if let handle = Job.spawn({ [self] in work(lane: lane) }) {
          handles.append(handle)
        } else {
          inline.append(lane)
        }
      }
    }

    /// Does one lane's share on the calling thread.
    fileprivate func work(lane: Int) {
      for index in stride(from: lane, to: count, by: lanes) { slots.store(body(index), at: index) }
    }

    /// Waits for every thread; the results in index order.
    public func wait() -> [T] {
      for lane in inline { work(lane: lane) }
      inline = []
      for handle in handles { pthread_join(handle, nil) }
      handles = []
      return slots.collect()
    }
  }
}

/// A closure handed to a new thread.
final class Job: @unchecked Sendable {
  let run: @Sendable () -> Void
  init(_ run: @escaping @Sendable () -> Void) { self.run = run }

  /// Runs `run` on a new POSIX thread: its handle, to join, or `nil` when no thread could
  /// be started (the caller then does the work itself).
  static func spawn(_ run: @escaping @Sendable () -> Void) -> pthread_t? {
    let job = Unmanaged.passRetained(Job(run))
    var handle = pthread_t()
    let started = pthread_create(
      &handle, nil,
      { raw in
        Unmanaged<Job>.fromOpaque(raw!).takeRetainedValue().run()
        return nil
      }, job.toOpaque())
    guard started == 0 else {
      job.release()
      return nil
    }
    return handle
  }
}

/// One result slot per index; each thread writes only its own slots, and the caller reads
/// them after joining every thread.
private final class Slots<T>: @unchecked Sendable {
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

  func store(_ value: T, at index: Int) { storage[index] = value }

  func collect() -> [T] { (0..<count).map { storage[$0]! } }
}
