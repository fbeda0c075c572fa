/// A record's values as `ByteProgram` reads them, by render position: an index into the
/// values each field can take (`ByteProgram.Domain`; 0 is null), for a number field its
/// number, and whether the field is filled (`FastLogic.evaluate`'s `filled`); with the view
/// of a verdict that no memo keeps, and the memo of one thread's verdicts (`VerdictMemo`).
///
/// Made once for a form by a `FillScratch` (`FillRecord.beginReadings`) and written for every
/// record of the byte path, so its buffers are plain memory of its own: a write checks no
/// array's uniqueness and takes no reference. One thread at a time uses a scratch, and so
/// these (a copied scratch shares them: fill with one copy only).
public final class ByteReadings: @unchecked Sendable {
  /// One field's reading: its index, its number, whether it is filled.
  @usableFromInline struct Reading: Sendable {
    @usableFromInline var at: UInt64
    @usableFromInline var number: Double
    @usableFromInline var filled: Bool

    @usableFromInline init(at: UInt64, number: Double, filled: Bool) {
      self.at = at
      self.number = number
      self.filled = filled
    }
  }

  // Internal to inlinable code: batch fill gives every record's readings from another
  // module (`FillRecord.read(_:_:into:)`).
  @usableFromInline let index: UnsafeMutableBufferPointer<UInt64>
  @usableFromInline let numbers: UnsafeMutableBufferPointer<Double>
  @usableFromInline let filled: UnsafeMutableBufferPointer<Bool>
  /// The view of the last verdict worked out without a memo to keep it
  /// (`FillRecord.decideOnBytes`).
  let view: UnsafeMutableBufferPointer<Bool>
  /// The verdicts kept so far, when the scratch remembers them.
  let memo: VerdictMemo?
  /// The view of the last verdict when it was recalled from `memo` (`nil`: it was worked
  /// out, and is in the scratch's `verdict`), for `FillRecord.addRuleErrors`.
  var recalled: UnsafePointer<Bool>?

  /// For the `FillRecord` the scratch is prepared for (`FillScratch.owner`): a memo's keys
  /// are one form's.
  init(fieldCount: Int, viewCount: Int, memo: VerdictMemo?) {
    index = .allocate(capacity: fieldCount)
    index.initialize(repeating: 0)
    numbers = .allocate(capacity: fieldCount)
    numbers.initialize(repeating: 0)
    filled = .allocate(capacity: fieldCount)
    filled.initialize(repeating: false)
    view = .allocate(capacity: viewCount)
    view.initialize(repeating: false)
    self.memo = memo
  }

  /// The field count the buffers are made for.
  var count: Int { index.count }

  deinit {
    index.deallocate()
    numbers.deallocate()
    filled.deallocate()
    view.deallocate()
  }
}
