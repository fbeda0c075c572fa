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
/// storage is made at the first verdict it keeps.
struct VerdictMemo: Sendable {
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
    /// (`FillRecord.decideOnBytes(_:into:)`: each field shown, each required by a condition
    /// alone, the rules refusing the record), then whether each rule holds
    /// (`ConditionVerdict.flags` from `rulesStart`), which with the shown fields is all that
    /// a record's rule errors are made of.
    let viewCount: Int
    let fieldCount: Int
    let rulesStart: Int
    let ruleCount: Int
    /// Both, and the byte saying whether the key's verdict is known.
    var entrySize: Int { 1 + viewCount + ruleCount }

    /// The most keys a memo has, and the most bytes it takes.
    static let maximumCount = 1 << 16
    static let maximumBytes = 1 << 20

    /// The keys of `program`'s verdicts on a form of `fieldCount` fields, whose verdicts'
    /// rules start at `rulesStart`; `nil` when they would take more than `maximumBytes`.
    init?(
      _ program: ByteProgram, _ logic: FastLogic, fieldCount: Int, rulesStart: Int,
      ruleCount: Int
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
      guard count * (2 * fieldCount + 2 + ruleCount) <= Keys.maximumBytes else { return nil }
      self.count = count
      self.viewCount = 2 * fieldCount + 1
      self.fieldCount = fieldCount
      self.rulesStart = rulesStart
      self.ruleCount = ruleCount
    }

    /// The key of a record's readings (`ByteReadings`' index and numbers, and the fields'
    /// filled flags): each part a digit of one number.
    @inline(__always)
    func key(
      _ index: UnsafeBufferPointer<UInt64>, _ numbers: UnsafeBufferPointer<Double>,
      _ filled: UnsafeBufferPointer<Bool>, _ program: ByteProgram
    ) -> Int? {
      var key = 0
      var scale = 1
      for part in tableFields.indices {
        let size = sizes[part]
        let at = index[tableFields[part]]
        guard at < UInt64(size) else { return nil }
        key += Int(at) * scale
        scale *= size
      }
      for test in 0..<numberTests {
        switch program.numberTest(test, index, numbers) {
        case true?: key += 2 * scale
        case false?: key += scale
        case nil: break
        }
        scale *= 3
      }
      for field in filledFields {
        if filled[field] { key += scale }
        scale *= 2
      }
      return key
    }
  }

  /// Per key, whether its verdict is known, then its flags, then its view.
  private var entries: [Bool] = []

  /// Copies the view of `key`'s verdict into `view`, and its fields shown and rules holding
  /// into `flags` (`ConditionVerdict.flags`: its other flags are left as they were); false
  /// when it is not known yet.
  @inline(__always)
  func recall(_ key: Int, _ keys: Keys, into flags: inout [Bool], _ view: inout [Bool]) -> Bool {
    let start = key * keys.entrySize
    guard !entries.isEmpty, entries[start] else { return false }
    entries.withUnsafeBufferPointer { entries in
      let from = entries.baseAddress! + start + 1
      view.withUnsafeMutableBufferPointer { view in
        view.baseAddress!.update(from: from, count: keys.viewCount)
      }
      flags.withUnsafeMutableBufferPointer { flags in
        flags.baseAddress!.update(from: from, count: keys.fieldCount)
        (flags.baseAddress! + keys.rulesStart).update(
          from: from + keys.viewCount, count: keys.ruleCount)
      }
    }
    return true
  }

  /// Keeps `view` and the rules of `flags` as the verdict of `key`.
  mutating func remember(_ key: Int, _ keys: Keys, _ flags: [Bool], _ view: [Bool]) {
    if entries.isEmpty { entries = Array(repeating: false, count: keys.count * keys.entrySize) }
    let start = key * keys.entrySize
    entries[start] = true
    entries.replaceSubrange(start + 1..<start + 1 + keys.viewCount, with: view[0..<keys.viewCount])
    let rules = start + 1 + keys.viewCount
    entries.replaceSubrange(
      rules..<rules + keys.ruleCount,
      with: flags[keys.rulesStart..<keys.rulesStart + keys.ruleCount])
  }
}
