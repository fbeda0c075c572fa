/// Records handed to a worker: their bytes and where each record starts and ends. The main
/// thread copies CSV records (and records typed at a terminal) out of its read buffer into
/// one; a JSON Lines block is split into one by the worker that fills it (`RecordBatch+LineBlock`).
struct RecordBatch: Sendable {
  /// One unit of input: the bytes of a record, or why there are none.
  enum Unit: Sendable {
    case record(Range<Int>)
    case malformed(String)
  }

  /// The number of the batch's first record (records count from 1).
  let firstNumber: Int
  private(set) var bytes: [UInt8] = []
  private(set) var units: [Unit] = []

  init(firstNumber: Int, capacity: Int) {
    self.firstNumber = firstNumber
    bytes.reserveCapacity(capacity)
  }

  /// A batch of records cut from bytes already read (`RecordBatch(_:firstNumber:)` for a
  /// `LineBlock`): `units` are ranges in `bytes`.
  init(firstNumber: Int, bytes: [UInt8], units: [Unit]) {
    self.firstNumber = firstNumber
    self.bytes = bytes
    self.units = units
  }

  var count: Int { units.count }

  /// Whether the batch holds as many records, or as many bytes, as a batch takes.
  var isFull: Bool { units.count >= FillRun.batchRecords || bytes.count >= FillRun.batchBytes }

  mutating func add(_ record: UnsafeBufferPointer<UInt8>) {
    let start = bytes.count
    bytes.append(contentsOf: record)
    units.append(.record(start..<bytes.count))
  }

  mutating func add(malformed reason: String) {
    units.append(.malformed(reason))
  }
}
