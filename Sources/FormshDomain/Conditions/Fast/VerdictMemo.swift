/// The verdicts a batch fill's byte path has worked out, kept by the readings that decided
/// them, so that a record whose readings were seen before gets its verdict by one lookup
/// instead of a walk through every condition. A record's verdict (`ConditionVerdict.flags`)
/// depends on nothing but the index of each field a table reads, the answer of each number
/// comparison on its field's value, and whether each field whose `required_if` may be skipped
/// is filled (`FastLogic.evaluate`); together those are one number, the record's key
/// (`Keys`), which indexes the memo. Forms whose keys are too many keep no memo.
///
/// Kept in a thread's `FillScratch` when it asks for one (`FillScratch(rememberingVerdicts:)`:
/// a thread that fills many records with one scratch), so each thread fills its own; its
/// storage is made at the first verdict it keeps, and never moves, so that a record reads its
/// verdict where the memo keeps it. One thread at a time uses it (`ByteReadings`).
final class VerdictMemo: @unchecked Sendable {
  /// How a record's readings make its key, for one form. (A class: a record takes one
  /// reference to it, not one to each of its arrays.)
  final class Keys: Sendable {
    /// The fields the tables read, and how many indexes each has.
    let tableFields: [Int]
    let sizes: [Int]
    /// How many number comparisons the program makes (`ByteProgram.numberTest`).
    let numberTests: Int
    /// The fields whose being filled the verdict may read.
    let filledFields: [Int]
    /// How many keys there are.
    let count: Int
    /// What is kept of a verdict: what the byte path reads of it
    /// (`FillRecord.decideOnBytes`: each field shown, each required by a condition
    /// alone, the rules refusing the record), then whether each rule holds
    /// (`ConditionVerdict.flags` from `rulesStart`), which with the shown fields is all that
    /// a record's rule errors are made of.
    let viewCount: Int
    let fieldCount: Int
    let rulesStart: Int
    let ruleCount: Int
    /// Both, and the byte saying whether the key's verdict is known.
    let entrySize: Int

    /// The most keys a memo has, and the most bytes it takes.
    static let maximumCount = 1 << 16
    static let maximumBytes = 1 << 20

    /// The keys of `program`'s verdicts on a form of `fieldCount` fields, whose views have
    /// `viewCount` flags and whose verdicts' rules start at `rulesStart`; `nil` when they
    /// would take more than `maximumBytes`.
    init?(
      _ program: ByteProgram, _ logic: FastLogic, fieldCount: Int, viewCount: Int,
      rulesStart: Int, ruleCount: Int
    ) {
      tableFields = program.tableFields
      sizes = tableFields.map { program.domains[$0]!.size! }
      numberTests = program.numberTests
      filledFields = logic.fieldRequired.indices.compactMap { entry in
        logic.fieldRequiredWork[entry] == nil ? nil : Int(logic.fieldRequired[entry].position)
      }
      // Each digit's base in turn, checked at each step: `count` stays at most
      // `maximumCount` before a multiplication, so none overflows.
      var count = 1
      let bases =
        sizes + Array(repeating: 3, count: numberTests)
        + Array(repeating: 2, count: filledFields.count)
      for base in bases {
        count *= base
        guard count <= Keys.maximumCount else { return nil }
      }
      guard count * (1 + viewCount + ruleCount) <= Keys.maximumBytes else { return nil }
      self.count = count
      self.viewCount = viewCount
      self.fieldCount = fieldCount
      self.rulesStart = rulesStart
      self.ruleCount = ruleCount
      entrySize = 1 + viewCount + ruleCount
    }

    /// The key of a record's readings (`ByteReadings`' index, numbers and filled flags):
    /// each part a digit of one number.
    @inline(__always)
    func key(_ readings: ByteReadings, _ program: ByteProgram) -> Int? {
      let index = UnsafeBufferPointer(readings.index)
      var key = 0
      var scale = 1
      for part in tableFields.indices {
        let size = sizes[part]
        let at = index[tableFields[part]]
        guard at < UInt64(size) else { return nil }
        key += Int(at) * scale
        scale *= size
      }
      // Digits by selects rather than branches: they vary from record to record.
      for test in 0..<numberTests {
        let answer = program.numberTest(test, index, UnsafeBufferPointer(readings.numbers))
        key += (answer == nil ? 0 : answer! ? 2 : 1) * scale
        scale *= 3
      }
      for field in filledFields {
        key += readings.filled[field] ? scale : 0
        scale *= 2
      }
      return key
    }
  }

  /// How this form's readings make keys.
  let keys: Keys
  /// Per key, whether its verdict is known, then its view, then its rules; `nil` until the
  /// first verdict is kept.
  private var entries: UnsafeMutablePointer<Bool>?

  init(_ keys: Keys) {
    self.keys = keys
  }

  deinit {
    entries?.deallocate()
  }

  /// The view of `key`'s verdict where the memo keeps it (what the byte path reads of it,
  /// `viewCount` flags, then whether each rule holds); `nil` when it is not known yet.
  @inline(__always)
  func recall(_ key: Int) -> UnsafePointer<Bool>? {
    guard let entries else { return nil }
    let start = key * keys.entrySize
    return entries[start] ? UnsafePointer(entries + start + 1) : nil
  }

  /// Where `key`'s verdict is to be kept, its view first then its rules, the entry marked
  /// known: its caller writes it before the next record.
  func keep(_ key: Int) -> UnsafeMutablePointer<Bool> {
    let entries: UnsafeMutablePointer<Bool>
    if let made = self.entries {
      entries = made
    } else {
      let count = keys.count * keys.entrySize
      entries = .allocate(capacity: count)
      entries.initialize(repeating: false, count: count)
      self.entries = entries
    }
    let start = key * keys.entrySize
    entries[start] = true
    return entries + start + 1
  }

  /// Copies the fields shown and the rules holding of a verdict the memo keeps (`recall`'s
  /// view) into `flags` (`ConditionVerdict.flags`; its other flags are left as they were).
  func restore(_ view: UnsafePointer<Bool>, into flags: inout [Bool]) {
    flags.withUnsafeMutableBufferPointer { flags in
      flags.baseAddress!.update(from: view, count: keys.fieldCount)
      (flags.baseAddress! + keys.rulesStart).update(
        from: view + keys.viewCount, count: keys.ruleCount)
    }
  }
}
