import FormshData
import FormshDomain
import Synchronization

/// Batch fill of a form with repeating groups: a record's lists say how many items each
/// has, and so which form it is filled on (`Form.resized`): the engine of that form fills it
/// as any record, on the general path. Engines are made once per numbers of items and kept
/// for the run.
///
/// The breakdown of errors counts a field of an item across items (`travellers[].name`,
/// `Form.fieldIDsAcrossItems`), so that its slots are the same whatever a record's numbers.
final class ListEngines: Sendable {
  let form: Form
  private let terminalSafe: Bool
  private let identity: RecordIdentity?
  /// Slot of each field across items in the breakdown.
  private let slots: [String: Int]
  private let engines = Mutex<[Key: FillEngine]>([:])
  /// An engine's numbers of items, and the lists without items it leaves out.
  private struct Key: Hashable {
    let counts: [Int]
    let hidden: Set<FieldID>
  }
  /// The lists shown only while a condition holds (theirs or a group's holding them): their
  /// number of items counts, and an empty one is sent, only then.
  let conditional: Set<FieldID>
  /// The most engines kept; past it, one is made for each record that needs another.
  private static let kept = 64
  /// The most items of a list without a `max` that a record is filled with; more is an
  /// error on the list without filling its items (a record cannot make the run map a form
  /// of millions of fields). The shell's `add` stops there too.
  static let itemCap = ItemBounds.mostItems

  init(form: Form, terminalSafe: Bool, identity: RecordIdentity?) {
    self.form = form
    self.terminalSafe = terminalSafe
    self.identity = identity
    slots = Dictionary(
      form.fieldIDsAcrossItems.enumerated().map { ($0.element, $0.offset) }
    ) { first, _ in first }
    conditional = Set(
      form.lists.filter { list in
        var holder: FieldGroup? = list
        while let group = holder {
          if group.visibleIf != nil { return true }
          holder = group.parent.flatMap(form.group)
        }
        return false
      }.map(\.id))
  }

  /// The lists of `conditional` a record's values hide, worked out as the shell would: its
  /// values set on the form of its numbers of items, then its conditions. Asked only of a
  /// record with such a list that has no items, or too few or too many.
  private func hiddenLists(_ line: [UInt8], _ counts: [Int]) -> Set<FieldID> {
    let engine = engine(counts)
    guard case .jsonl = engine.parser else { return [] }
    var record = ParsedRecord(fieldCount: engine.slotCount)
    engine.read(.record(0..<line.count), in: line, into: &record)
    let form = engine.fill.form
    var state = form.initialState
    let edit = EditForm(form: form)
    for (position, field) in form.fields.enumerated() where position < record.inputs.count {
      if let input = record.inputs[position] { _ = try? edit.set(field.id, input, in: &state) }
    }
    form.values.recompute(form, &state)
    let status = form.status(of: state)
    return Set(
      form.lists.filter { conditional.contains($0.id) && !form.isShown($0, state, status: status) }
        .map(\.id))
  }

  /// The numbers of items of each list a record gives (0 for a list it leaves out or gives
  /// as something else than an array); `nil` when the line is no JSON object (the form's
  /// own engine says what is wrong with it).
  private func counts(of line: [UInt8]) -> [Int]? {
    guard case .object(let object)? = try? JSONParser.parse(line) else { return nil }
    return form.lists.map { list in
      var value: JSONValue = .object(object)
      for step in list.path {
        guard case .key(let key) = step, case .object(let members) = value,
          let member = members[key]
        else { return 0 }
        value = member
      }
      if case .array(let items) = value { return items.count }
      return 0
    }
  }

  /// A list whose number of items is outside its bounds (or past what a record is filled
  /// with): its id, its slot in the breakdown, and the failure. Such a record is invalid with
  /// this error alone: its items are not filled.
  /// A list `hidden` names is not judged by its bounds (but by the most a record may give).
  private func outOfBounds(_ counts: [Int], hidden: Set<FieldID> = []) -> (
    list: FieldID, slot: Int?, failure: ValidationFailure
  )? {
    for (list, count) in zip(form.lists, counts) {
      let bounds = hidden.contains(list.id) ? ItemBounds() : list.bounds ?? ItemBounds()
      let failure =
        bounds.failure(of: count)
        ?? (count > Self.itemCap
          ? .failed(
            rule: "items",
            message: "has \(count) items, more than the \(Self.itemCap) a record may give a list")
          : nil)
      if let failure { return (list.id, slots[list.id], failure) }
    }
    return nil
  }

  /// Where a record of the form goes: to the engine of its numbers of items, or refused for
  /// a list with too few or too many (the lists its conditions hide not judged), or to the
  /// form's own engine when it is no JSON object (which says what is wrong with it).
  enum Route {
    case own
    case refused(list: FieldID, slot: Int?, failure: ValidationFailure)
    case engine(FillEngine)
  }

  /// The route of one record (`fill` and `fill --to` alike).
  func route(_ line: [UInt8]) -> Route {
    guard let counts = counts(of: line) else { return .own }
    // A list its conditions hide counts no items, and sends no `[]`: asked only when it
    // could matter.
    var hidden: Set<FieldID> = []
    if !conditional.isEmpty,
      outOfBounds(counts) != nil
        || zip(form.lists, counts).contains(where: { $1 == 0 && conditional.contains($0.id) })
    {
      hidden = hiddenLists(line, counts)
    }
    if let (list, slot, failure) = outOfBounds(counts, hidden: hidden) {
      return .refused(list: list, slot: slot, failure: failure)
    }
    let empty = Set(zip(form.lists, counts).filter { $1 == 0 }.map(\.0.id))
    return .engine(engine(counts, hidden: hidden.intersection(empty)))
  }

  /// The engine of the form with these numbers of items, leaving out of the payload the
  /// lists without items that `hidden` names.
  private func engine(_ counts: [Int], hidden: Set<FieldID> = []) -> FillEngine {
    let key = Key(counts: counts, hidden: hidden)
    if let engine = engines.withLock({ $0[key] }) { return engine }
    let resized =
      form.resized?(Dictionary(uniqueKeysWithValues: zip(form.lists.map(\.id), counts))) ?? form
    // `--id KEY` looked up among this form's fields.
    let identity = identity.map { RecordIdentity(key: $0.key, fieldIDs: resized.fields.map(\.id)) }
    let keys = RecordIdentity.lookupKeys(resized.fields.map(\.id), identity)
    let engine = FillEngine(
      form: resized,
      parser: .jsonl(
        JSONRecordParser(
          fieldIDs: keys, groups: resized.groups.map(\.id), lists: resized.lists.map(\.id),
          submitData: resized.submitData)),
      terminalSafe: terminalSafe, identity: identity, bytePath: false, lists: false,
      hiddenLists: hidden)
    engines.withLock { if $0.count < Self.kept { $0[key] = engine } }
    return engine
  }

  /// A summary of an engine's form counted in the slots of this run's breakdown.
  func rekeyed(_ summary: FillSummary, from engine: FillEngine) -> FillSummary {
    var rekeyed = summary
    rekeyed.failureCounts = []
    for failure in summary.failures {
      var slot = failure.slot
      if case .field(let position) = slot {
        // A list's error follows the fields (`FillError.field`).
        let (fields, lists) = (engine.fill.form.fields, engine.fill.form.lists)
        let id =
          position < fields.count
          ? form.idAcrossItems(fields[position].id)
          : position - fields.count < lists.count
            ? form.idAcrossItems(lists[position - fields.count].id) : ""
        slot = slots[id].map { .field($0) } ?? .unknownKey
      }
      for _ in 0..<failure.count { rekeyed.count(slot, failure.code) }
    }
    return rekeyed
  }
}

extension FillEngine {
  /// `process` on a form with lists (`ListEngines`): each record filled by the engine of
  /// its numbers of items, its line and counts taken into the batch's.
  func processLists(_ batch: RecordBatch, _ lists: ListEngines, in space: inout Workspace) -> (
    lines: FilledLines, summary: FillSummary
  ) {
    var buffer = ByteBuffer(capacity: batch.bytes.count * 2)
    var summary = FillSummary()
    for (offset, unit) in batch.units.enumerated() {
      let number = batch.firstNumber + offset
      // The record alone, as a batch of its own (its bytes only: a writer is sized by them).
      var one = RecordBatch(firstNumber: number, bytes: [], units: [unit])
      var route = ListEngines.Route.own
      if case .record(let range) = unit {
        let bytes = Array(batch.bytes[range])
        one = RecordBatch(firstNumber: number, bytes: bytes, units: [.record(0..<bytes.count)])
        route = lists.route(bytes)
      }
      let (lines, counted): (FilledLines, FillSummary)
      switch route {
      case .own:
        (lines, counted) = processOwn(one, in: &space)
      case .refused(let list, let slot, let failure):
        var refused = FillSummary()
        let line = refusal(one, list: list, slot: slot, failure: failure, summary: &refused)
        (lines, counted) = (FilledLines(line), refused)
      case .engine(let engine):
        var own = Workspace()
        let (filled, filledSummary) = engine.process(one, in: &own)
        (lines, counted) = (filled, lists.rekeyed(filledSummary, from: engine))
      }
      lines.withBytes { buffer.append($0) }
      summary = summary + counted
      if counted.cut { break }
    }
    return (FilledLines(buffer), summary)
  }

  /// The line of a record refused for its number of items in a list, counted in `summary`:
  /// the list's error alone (with the record's `--id` value).
  func refusal(
    _ one: RecordBatch, list: FieldID, slot: Int?, failure: ValidationFailure,
    summary: inout FillSummary
  ) -> ByteBuffer {
    var writer = FillResultWriter(keys: keys, capacity: 256)
    if idSlot >= 0, let unit = one.units.first {
      var record = ParsedRecord(fieldCount: slotCount)
      read(unit, in: one.bytes, into: &record)
      writer.id = record.inputs[idSlot]
    }
    writer.invalid(one.firstNumber, fields: [], keys: [(list, failure.message)])
    summary.invalid += 1
    summary.count(slot.map { .field($0) } ?? .unknownKey, failure.fillCode)
    return writer.finish()
  }
}
