import FormshData

extension RecordBatch {
  /// The records of a block of JSON Lines, one a line, numbered from `firstNumber`: split
  /// by the worker that fills them, so the thread that reads does nothing per record. The
  /// block's bytes become the batch's, uncopied.
  init(_ block: LineBlock, firstNumber: Int) {
    if let length = block.tooLong {
      self.init(firstNumber: firstNumber, bytes: [], units: [.malformed(Self.tooLong(length))])
      return
    }
    var units: [Unit] = []
    units.reserveCapacity(block.lineCount)
    block.forEachLine { units.append(.record($0)) }
    self.init(firstNumber: firstNumber, bytes: block.bytes, units: units)
  }

  /// Why a line longer than `LineStream.maximumLineLength` is no record.
  static func tooLong(_ length: Int) -> String {
    "line of \(length) bytes is longer than the 16 MiB limit"
  }
}
