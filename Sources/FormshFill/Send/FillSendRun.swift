import FormshData
import FormshDomain
import FormshPlatform

/// The loop of `formsh fill --to URL`: each record is read, filled and validated as `fill`
/// does (on this thread: the server, not the processor, sets the pace), each valid one is
/// sent, up to `concurrency` at once on kept-alive connections (`HTTPClient.send(_:concurrency:)`
/// drives the requests and asks this batch for the next), and each record's line is written
/// in input order as soon as every record before it has its own.
///
/// Memory stays bounded: no record is read while `windowRecords` records, or `windowBytes`
/// of bodies and lines, wait behind the oldest record still waiting for its outcome.
///
/// Ctrl-C starts no new request (a retry waiting for its time is not sent again: its last
/// response is its outcome), lets those in flight finish and write their lines; the output
/// then holds every record up to the last written, and no record after it was sent. So does a
/// server that cannot be reached: after `unreachableStreak` attempts in a row made no
/// connection (see `mayRead`), the run stops the same way.
///
/// Retries come out of a budget for the whole run, `retryBudget`: each retry takes one, and
/// each record the server accepts (2xx) gives one back, never more than the budget. A server
/// that keeps answering 429 or 503 (or a connection that keeps failing) spends it, and from
/// then on a failed attempt is the record's answer, as with `--retries 0`, until accepted
/// records earn retries back: however long the input, the run makes at most `retryBudget`
/// more requests than records and accepted records, every record gets its line, and none
/// waits for a `Retry-After` it has no retry to spend on.
public final class FillSendRun: HTTPBatch {
  /// Attempts in a row that made no connection before the run stops.
  static let unreachableStreak = 20
  /// The retries a run holds at most (see the type's summary).
  public static let retryBudget = 20

  /// A record being sent: its request, attempts made, and the last outcome.
  private struct Sending {
    var request: HTTPRequest
    /// The record's `--id` value, for its line.
    var id: Input?
    /// The values of its secure fields: masked in what the server answers.
    var secrets: [String]
    var attempts = 0
    var last: Result<HTTPResponse, HTTPFailure>?
  }

  private enum Slot {
    /// The record's line, ready to be written once those before it are.
    case done([UInt8])
    /// Sent, or waiting for its next attempt.
    case sending(Sending)
  }

  private let target: FillTarget
  private let reader: RecordReader
  private let body: PayloadBody
  private let policy: SendRetryPolicy
  private let client: HTTPClient
  /// Given a record's secure values, what masks them and the run's secrets in text the
  /// server sent back (`Secrets.scrub`, in the shell): made once per record's answer.
  private let mask: ([String]) -> (String) -> String
  /// The positions of the form's secure fields.
  private let securePositions: [Int]
  private let form: Form
  private let sink: (UnsafeBufferPointer<UInt8>) -> Bool
  private var progress: ProgressBar?
  private let windowRecords: Int
  private let windowBytes = 8 << 20
  /// Whether the input is a regular file, whose records left after Ctrl-C can be counted.
  private let countsRest: Bool
  /// `--first-record N`: the number of the first record.
  private let firstRecord: Int

  /// Records from `base` on; those before `head` are written.
  private var slots: [Slot] = []
  private var base = 1
  private var head = 0
  private var heldBytes = 0
  /// Records waiting to be sent again, and when.
  private var waiting: [(due: Double, number: Int)] = []
  private var bucket: TokenBucket?
  private var summary = SendSummary()
  private var streak = 0
  /// Retries the run may still make.
  private var retriesLeft = FillSendRun.retryBudget
  /// Records not sent again because the budget was spent, and what the last of them got.
  private var notRetried = 0
  private var lastNotRetried: Result<HTTPResponse, HTTPFailure>?
  private var inFlight = 0
  private var recordsRead = 0
  private var stopping = false
  private var interruptedRun = false
  private var unreachable: HTTPFailure?
  private var writeFailed = false

  // The reader's scratch, reused record to record.
  private var record: ParsedRecord
  private var payload: [PayloadValue] = []
  private var scratch = FillScratch()

  public init(
    form: Form, format: FillFormat, input: Int32, leading: [UInt8] = [], inputSize: Int?,
    target: FillTarget,
    client: HTTPClient, progress: Bool, terminalSafe: Bool, identity: RecordIdentity? = nil,
    firstRecord: Int = 1,
    mask: @escaping ([String]) -> (String) -> String = { _ in { text in text } },
    sink: @escaping (UnsafeBufferPointer<UInt8>) -> Bool
  ) {
    self.firstRecord = firstRecord
    base = firstRecord
    self.form = form
    self.target = target
    self.client = client
    self.sink = sink
    reader = RecordReader(
      form: form, format: format, input: input, leading: leading, terminalSafe: terminalSafe,
      identity: identity)
    body = PayloadBody(
      fieldIDs: form.payloadIDs, paths: form.payloadIDPaths, emptyLists: form.emptyLists,
      encoding: target.encoding)
    policy = SendRetryPolicy(retries: target.retries, method: target.method)
    windowRecords = max(target.concurrency * 64, 256)
    record = ParsedRecord(
      fieldCount: RecordIdentity.lookupKeys(form.fields.map(\.id), identity).count)
    self.mask = mask
    securePositions = form.fields.indices.filter { form.fields[$0].kind.isSecret }
    self.progress = progress ? ProgressBar(totalBytes: inputSize) : nil
    countsRest = inputSize != nil
  }

  /// Sends every record and writes every line.
  public func run() -> Outcome {
    let started = MonotonicTime.now()
    if let rate = target.rate { bucket = TokenBucket(rate: rate, now: started) }
    client.send(self, concurrency: target.concurrency)
    if Signals.wasInterrupted { interruptedRun = true }
    finishWaiting()
    flush()
    progress?.clear()
    let seconds = MonotonicTime.now() - started
    let lastWritten = base + head - 1
    var unsent: Int?
    if interruptedRun, countsRest {
      unsent = recordsRead - (lastWritten - firstRecord + 1) + reader.countRest()
    }
    return Outcome(
      summary: summary, seconds: seconds, interrupted: interruptedRun, unreachable: unreachable,
      lastWritten: lastWritten, unsent: unsent, readError: reader.readError,
      badHeader: reader.badHeader, writeFailed: writeFailed,
      budgetSpent: notRetried > 0 ? (notRetried, lastNotRetried!) : nil)
  }

  // MARK: HTTPBatch

  public func next() -> (tag: Int, request: HTTPRequest)? {
    guard !stopping else { return nil }
    let now = MonotonicTime.now()
    if var bucket {
      defer { self.bucket = bucket }
      guard bucket.isReady(now: now) else { return nil }
    }
    if let index = waiting.indices.min(by: { waiting[$0].due < waiting[$1].due }),
      waiting[index].due <= now
    {
      let number = waiting.remove(at: index).number
      return start(number, now: now)
    }
    while mayRead, reader.isReady, !Signals.wasInterrupted {
      guard let unit = reader.next() else { break }
      recordsRead += 1
      let number = base + slots.count
      let verdict = reader.bytes.withUnsafeBufferPointer { bytes in
        reader.engine!.check(
          unit, bytes: bytes, number: number, record: &record, payload: &payload,
          scratch: &scratch, summary: &summary.checked)
      }
      switch verdict {
      case .valid(let values, let hidden, let id, let filledOn):
        // A record of a form with lists was filled on the form of its numbers of items.
        let encoder = filledOn.map { form in
          PayloadBody(
            fieldIDs: form.payloadIDs, paths: form.payloadIDPaths, emptyLists: form.emptyLists,
            encoding: target.encoding)
        }
        let request = HTTPRequest(
          method: target.method, url: target.url,
          headers: [HTTPHeader(name: "Content-Type", value: body.contentType)],
          body: (encoder ?? body).body(values, hidden: hidden))
        heldBytes += request.body?.count ?? 0
        let positions =
          filledOn.map { form in form.fields.indices.filter { form.fields[$0].kind.isSecret } }
          ?? securePositions
        let secrets = positions.compactMap { position -> String? in
          if case .string(let text) = values[position] { text } else { nil }
        }
        slots.append(.sending(Sending(request: request, id: id, secrets: secrets)))
        summary.sent += 1
        return start(number, now: now)
      case .invalid(let line, let malformed):
        if malformed { summary.malformed += 1 } else { summary.invalid += 1 }
        heldBytes += line.count
        slots.append(.done(line))
        flush()
      case .interrupted:
        // Ctrl-C cut this record's checks: it has no verdict and no line, and nothing after
        // it is read.
        stop()
        return nil
      }
    }
    return nil
  }

  public var secondsUntilReady: Double? {
    guard !stopping else { return nil }
    let now = MonotonicTime.now()
    var wait: Double?
    if let due = waiting.map(\.due).min() { wait = max(0, due - now) }
    if mayRead {
      // A record may be read now, or as soon as the input has one.
      wait = min(wait ?? .infinity, reader.isReady ? 0 : 0.01)
    }
    guard let wait else { return nil }
    guard var bucket else { return wait }
    defer { self.bucket = bucket }
    return max(wait, bucket.secondsUntilReady(now: now))
  }

  public var isFinished: Bool { stopping || (reader.ended && waiting.isEmpty) }

  public func finished(_ tag: Int, _ outcome: Result<HTTPResponse, HTTPFailure>) {
    inFlight -= 1
    guard case .sending(var sending) = slots[tag - base] else { return }
    sending.last = outcome
    noteConnection(outcome)
    if !stopping, let delay = policy.delay(after: outcome, attempts: sending.attempts) {
      if retriesLeft > 0 {
        retriesLeft -= 1
        slots[tag - base] = .sending(sending)
        waiting.append((MonotonicTime.now() + delay, tag))
      } else {
        notRetried += 1
        lastNotRetried = outcome
        settle(tag, sending)
      }
    } else {
      settle(tag, sending)
    }
    flush()
  }

  public func interrupted() {
    interruptedRun = true
    stop()
  }

  // MARK: The records

  /// Whether another record may be read and sent: the input goes on, the window behind the
  /// oldest record still waiting is not full, and the server answers. While the last attempt
  /// made no connection, new records wait for the retries of those that failed, and when
  /// none is left to retry, go one at a time: a server that went away for a moment gets the
  /// back-off, not a burst of records, and one that is down is found out after
  /// `unreachableStreak` attempts, not after every record's.
  private var mayRead: Bool {
    !reader.ended && slots.count - head < windowRecords && heldBytes < windowBytes
      && (streak == 0 || (inFlight == 0 && waiting.isEmpty))
  }

  /// Counts an attempt of record `number` and hands its request over.
  private func start(_ number: Int, now: Double) -> (tag: Int, request: HTTPRequest)? {
    guard case .sending(var sending) = slots[number - base] else { return nil }
    sending.attempts += 1
    summary.requests += 1
    inFlight += 1
    slots[number - base] = .sending(sending)
    bucket?.take(now: now)
    return (number, sending.request)
  }

  /// Counts attempts in a row that made no connection, and stops the run after too many.
  private func noteConnection(_ outcome: Result<HTTPResponse, HTTPFailure>) {
    guard case .failure(let failure) = outcome,
      [.resolve, .connect, .connectTimeout, .tls].contains(failure.kind)
    else {
      streak = 0
      return
    }
    streak += 1
    if streak >= FillSendRun.unreachableStreak, !stopping {
      unreachable = failure
      stop()
    }
  }

  /// No request starts from now: the records waiting for a retry keep their last outcome.
  private func stop() {
    stopping = true
    finishWaiting()
    flush()
  }

  private func finishWaiting() {
    for (_, number) in waiting {
      if case .sending(let sending) = slots[number - base] { settle(number, sending) }
    }
    waiting = []
  }

  /// Makes a sent record's line from its last outcome.
  private func settle(_ number: Int, _ sending: Sending) {
    var writer = FillResultWriter(keys: reader.engine!.keys, capacity: 256)
    writer.id = sending.id
    // What masks the record's secrets in the answer, made when first needed.
    var masking: ((String) -> String)?
    func scrub(_ text: String) -> String {
      let made = masking ?? mask(sending.secrets)
      masking = made
      return made(text)
    }
    switch sending.last {
    case .success(let response) where response.isSuccess:
      summary.accepted[response.status, default: 0] += 1
      retriesLeft = min(retriesLeft + 1, FillSendRun.retryBudget)
      // What the server made: its Location (as written, relative or not) and the body's
      // top-level "id", so that a created resource can be found again.
      var created = Created(
        location: response.header("Location").map(scrub), id: Created.id(in: response))
      if case .string(let text)? = created.id { created.id = .string(scrub(text)) }
      writer.accepted(
        number, status: response.status, attempts: sending.attempts, created: created)
    case .success(let response):
      summary.refused[response.status, default: 0] += 1
      let errors =
        response.isJSON
        ? ServerErrorMapper.map(response.body, form: form)?.firstMessages(in: form, scrub) ?? []
        : []
      writer.refused(
        number, status: response.status, attempts: sending.attempts, serverErrors: errors,
        body: errors.isEmpty ? scrub(response.excerpt(200)) : nil)
    case .failure(let failure):
      summary.unanswered += 1
      writer.unanswered(
        number, error: scrub(failure.message), attempts: sending.attempts)
    case nil:
      return
    }
    heldBytes -= sending.request.body?.count ?? 0
    let line = writer.finish().bytes
    heldBytes += line.count
    slots[number - base] = .done(line)
  }

  /// Writes the lines that are ready, in order, and forgets them.
  private func flush() {
    var wrote = false
    while head < slots.count, case .done(let line) = slots[head] {
      if !writeFailed {
        writeFailed = !line.withUnsafeBufferPointer(sink)
        if writeFailed {
          // Nothing more can be reported: nothing more is sent.
          stopping = true
          finishWaiting()
        }
      }
      heldBytes -= line.count
      slots[head] = .done([])
      head += 1
      wrote = true
    }
    if head >= 1024, head * 2 >= slots.count {
      slots.removeFirst(head)
      base += head
      head = 0
    }
    if wrote {
      // The records answered (a line written for each), and the share of the input they
      // make, for the percentage and the time left at their rate: the bytes of the records
      // read, in proportion. (The input read runs ahead of the answers, by up to the window.)
      let answered = base + head - firstRecord
      let share = recordsRead > 0 ? Double(answered) / Double(recordsRead) : 0
      let bytes = Int(Double(reader.consumed) * share)
      progress?.update(records: answered, bytes: bytes)
    }
  }
}
