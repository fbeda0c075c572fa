/// Items handed to a pool of threads one at a time, whose results come back in the order the
/// items went in: `fill`'s blocks of lines. Unlike `Parallel.start`, there is no round: a
/// thread that finishes an item takes the next one at once, so a thread that the system
/// pauses (the reading thread needs a core now and then) holds up no other, and the threads
/// live as long as the pipeline instead of one round.
///
/// One thread (the owner) calls `submit`, `next` and `close`; the workers only take items and
/// store results, under `lock`. At most `capacity` items are in flight (submitted, not yet
/// handed back), which bounds the memory they hold. The workers block Ctrl-C and SIGTERM, so
/// those signals reach the owner and interrupt its reads.
public final class OrderedPipeline<Input: Sendable, Output: Sendable>: @unchecked Sendable {
  private let capacity: Int
  /// Makes a worker's body, once on each worker's thread.
  private let makeBody: @Sendable () -> (Input) -> Output
  /// The owner's body, made when no worker could be started.
  private var inlineBody: ((Input) -> Output)?
  private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  /// Signalled when an item is submitted, or the pipeline closes.
  private let itemReady = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
  /// Signalled when the oldest result is stored.
  private let resultReady = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
  /// Ring buffers of `capacity` slots; item `i` lives in slot `i % capacity`.
  private var inputs: [Input?]
  private var outputs: [Output?]
  /// Items submitted, taken by a worker, handed back: `collected <= taken <= submitted`.
  private var submitted = 0
  private var taken = 0
  private var collected = 0
  private var closed = false
  private var handles: [pthread_t] = []

  /// Starts `threads` workers running `body`; at most `capacity` items in flight.
  public convenience init(
    threads: Int, capacity: Int, _ body: @escaping @Sendable (Input) -> Output
  ) {
    self.init(threads: threads, capacity: capacity, worker: { body })
  }

  /// Starts `threads` workers, each running a body of its own that `worker` makes on the
  /// worker's thread: what a body reads for every item is then its thread's alone, so two
  /// cores never write the same reference counts (a retain of a shared object from two
  /// threads at once moves its cache line from core to core each time).
  public init(
    threads: Int, capacity: Int, worker: @escaping @Sendable () -> (Input) -> Output
  ) {
    self.capacity = max(1, capacity)
    makeBody = worker
    inputs = Array(repeating: nil, count: self.capacity)
    outputs = Array(repeating: nil, count: self.capacity)
    pthread_mutex_init(lock, nil)
    pthread_cond_init(itemReady, nil)
    pthread_cond_init(resultReady, nil)
    // New threads inherit the mask of the thread that creates them.
    var blocked = sigset_t()
    var previous = sigset_t()
    sigemptyset(&blocked)
    sigaddset(&blocked, SIGINT)
    sigaddset(&blocked, SIGTERM)
    pthread_sigmask(SIG_BLOCK, &blocked, &previous)
    for _ in 0..<max(1, threads) {
      if let handle = Job.spawn({ [self] in work() }) { handles.append(handle) }
    }
    pthread_sigmask(SIG_SETMASK, &previous, nil)
  }

  deinit {
    close()
    pthread_cond_destroy(resultReady)
    pthread_cond_destroy(itemReady)
    pthread_mutex_destroy(lock)
    resultReady.deallocate()
    itemReady.deallocate()
    lock.deallocate()
  }

  /// Items submitted and not yet handed back by `next`.
  public var inFlight: Int { submitted - collected }

  /// Whether another item can be submitted (`inFlight < capacity`).
  public var hasRoom: Bool { inFlight < capacity }

  /// Hands an item to the workers. Only when `hasRoom`.
  public func submit(_ input: Input) {
    precondition(hasRoom, "OrderedPipeline: more items than its capacity")
    pthread_mutex_lock(lock)
    inputs[submitted % capacity] = input
    submitted += 1
    pthread_cond_signal(itemReady)
    pthread_mutex_unlock(lock)
  }

  /// The result of the oldest item not yet handed back: `nil` when none is in flight, or when
  /// it is not ready and `waiting` is false.
  public func next(waiting: Bool) -> Output? {
    guard collected < submitted else { return nil }
    // No thread could be started: the caller does the work itself.
    if handles.isEmpty, waiting { runInline() }
    pthread_mutex_lock(lock)
    let slot = collected % capacity
    while outputs[slot] == nil, waiting { pthread_cond_wait(resultReady, lock) }
    let output = outputs[slot].take()
    if output != nil { collected += 1 }
    pthread_mutex_unlock(lock)
    return output
  }

  /// Stops the workers once they are idle and waits for them. Items still in flight are
  /// finished first; call it after handing back every result.
  public func close() {
    pthread_mutex_lock(lock)
    closed = true
    pthread_cond_broadcast(itemReady)
    pthread_mutex_unlock(lock)
    for handle in handles { pthread_join(handle, nil) }
    handles = []
  }

  /// A worker's loop: take the next item, run it unlocked, store its result.
  private func work() {
    let body = makeBody()
    pthread_mutex_lock(lock)
    while true {
      while taken == submitted, !closed { pthread_cond_wait(itemReady, lock) }
      guard taken < submitted else { break }
      let index = taken
      taken += 1
      var input = inputs[index % capacity].take()
      pthread_mutex_unlock(lock)
      // The input is gone before its result is handed back: what the result shares with it
      // (a buffer to reuse) is the result's alone.
      let output = body(input.take()!)
      pthread_mutex_lock(lock)
      outputs[index % capacity] = output
      if index == collected { pthread_cond_signal(resultReady) }
    }
    pthread_mutex_unlock(lock)
  }

  /// Runs the oldest item on the calling thread (no worker could be started).
  private func runInline() {
    guard taken == collected, taken < submitted else { return }
    let index = taken
    taken += 1
    let input = inputs[index % capacity].take()!
    if inlineBody == nil { inlineBody = makeBody() }
    outputs[index % capacity] = inlineBody!(input)
  }
}
