/// A record's values as `ByteProgram` reads them, by render position: an index into the
/// values each field can take (`ByteProgram.Domain`; 0 is null) and, for a number field, its
/// number. Reused from record to record.
struct ByteReadings: Sendable {
  var index: [UInt64] = []
  var numbers: [Double] = []
}
