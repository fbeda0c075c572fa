#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Work spread over POSIX threads (no Dispatch, which every start of formsh would pay for).
enum Parallel {
  /// The processors online.
  static var processorCount: Int { max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN))) }

  /// `body(0) … body(count - 1)` on up to `threads` threads, the caller's among them;
  /// the results in index order.
  static func map<T: Sendable>(_ count: Int, threads: Int, _ body: @escaping @Sendable (Int) -> T)
    -> [T]
  {
    let threads = max(1, min(threads, count))
    if threads == 1 { return (0..<count).map(body) }
    let slots = Slots<T>(count: count)
    let work: @Sendable (Int) -> Void = { lane in
      for index in stride(from: lane, to: count, by: threads) {
        slots.store(body(index), at: index)
      }
    }
    var handles: [pthread_t] = []
    for lane in 1..<threads {
      let job = Unmanaged.passRetained(Job { work(lane) })
      var handle = pthread_t()
      let started = pthread_create(
        &handle, nil,
        { raw in
          Unmanaged<Job>.fromOpaque(raw!).takeRetainedValue().run()
          return nil
        }, job.toOpaque())
      if started == 0 {
        handles.append(handle)
      } else {
        job.release()
        work(lane)
      }
    }
    work(0)
    for handle in handles { pthread_join(handle, nil) }
    return slots.collect()
  }
}

/// A closure handed to a new thread.
private final class Job: @unchecked Sendable {
  let run: @Sendable () -> Void
  init(_ run: @escaping @Sendable () -> Void) { self.run = run }
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
