import FormshData
import FormshDomain
import FormshPlatform

/// The byte path of batch fill: a record's values are checked where they lie in its line
/// (`FieldByteCheck`) and copied from there into its output line, with no `String`,
/// `FormValue` or `PayloadValue` made for them. A value a check is not sure of (too long, not
/// an option id, text beyond plain ASCII, a field with a pattern) is decoded and filled as on
/// the general path, field by field, so its verdict and message are the general path's own; a
/// line that is not a plain object of the form's fields, each named once (or a CSV row that
/// `CSVRecordParser.spans` is not sure of), takes the general path whole. On a form with
/// conditions the values they read are given to them as found (`ConditionReadings`), then each
/// field is filled as shown or hidden.
extension FillEngine {
  /// What became of a record on the byte path.
  enum ByteOutcome {
    /// Its line is written.
    case written
    /// Nothing is written: the general path must take it.
    case general
    /// Ctrl-C stopped one of its checks: nothing is written and the batch stops.
    case interrupted
  }

  /// Writes one record's line from its bytes. `spans`, `scratch` and `work` are the caller's,
  /// reused from record to record, as is `readings`, which a form with conditions has.
  @inline(__always)
  func emitBytes(
    _ line: UnsafeBufferPointer<UInt8>, number: Int, _ checks: [FieldByteCheck?],
    _ spans: inout RecordSpans, _ readings: inout ConditionReadings?,
    _ scratch: inout FillScratch, _ work: inout ByteWork, _ writer: inout FillResultWriter,
    _ summary: inout FillSummary
  ) -> ByteOutcome {
    guard parser.spans(line, into: &spans) else { return .general }
    // What the byte path reads of the record's verdict (`ConditionReadings.view`): each
    // field shown, then each required by a condition alone, then the rules refusing it.
    var view: [Bool]?
    // The form's rules refuse the record: no payload is written for it.
    var rulesFail = false
    if readings != nil {
      guard decide(&readings!, checks, spans, line, &scratch, &work.known) else {
        return .general
      }
      view = readings!.view
      rulesFail = view![2 * fieldCount]
    }
    if idSlot >= 0 { writer.id = spans.input(idSlot, in: line) }
    let lineStart = writer.lineStart
    if !rulesFail { writer.beginValid(number) }
    work.errors.removeAll(keepingCapacity: true)
    var first = true
    for index in 0..<fieldCount {
      let writes = work.errors.isEmpty && !rulesFail
      let found = work.known[index]
      if found != FillEngine.unknown { work.known[index] = FillEngine.unknown }
      guard view?[index] ?? true else {
        // Hidden: left out of the payload, but its value is still refused as `set` would.
        let outcome: Result<PayloadValue?, FillError>
        if found == FillEngine.given {
          outcome = fill.givenOutcome(of: index, &scratch, shown: false, byCondition: false)
        } else {
          // Taken as it is when the readings found it, or could have read it (`accept`
          // takes every value `reading` reads).
          if found != FillEngine.unknown || reading(index, checks[index], spans, line) != nil {
            continue
          }
          outcome = fill.conditionalOutcome(
            of: index, given: spans.input(index, in: line), shown: false, byCondition: false)
        }
        if case .failure(let error) = outcome {
          if writes { writer.discardLine(from: lineStart) }
          work.errors.append(error)
        }
        continue
      }
      // Required by a condition (`FormStatus.required`), not by the form.
      let byCondition = view?[fieldCount + index] ?? false
      if writes { writer.appendMember(index, first: first) }
      first = false
      // Left out, with a valid default: the default's JSON, worked out once.
      if spans[index].shape == .absent, !byCondition, absentStarts[index] < absentStarts[index + 1]
      {
        if writes {
          absentJSON.withUnsafeBufferPointer { json in
            writer.appendRaw(
              UnsafeBufferPointer(rebasing: json[absentStarts[index]..<absentStarts[index + 1]]))
          }
        }
        continue
      }
      if found != FillEngine.given, let check = checks[index],
        FillEngine.writeChecked(
          index, check, spans, line, found, into: &writer, writes: writes, filled: byCondition,
          plain: plainOptionIDs[index])
      {
        continue
      }
      let outcome: Result<PayloadValue?, FillError>
      if found == FillEngine.given {
        outcome = fill.givenOutcome(of: index, &scratch, shown: true, byCondition: byCondition)
      } else if view != nil {
        outcome = fill.conditionalOutcome(
          of: index, given: spans.input(index, in: line), shown: true, byCondition: byCondition)
      } else {
        outcome = fill.outcome(of: index, given: spans.input(index, in: line)).map { $0 }
      }
      switch outcome {
      case .success(let value): if writes, let value { writer.appendValue(value) }
      case .failure(let error):
        if writes { writer.discardLine(from: lineStart) }
        work.errors.append(error)
      }
    }
    if rulesFail { fill.addRuleErrors(readings!.status!, to: &work.errors) }
    guard !work.errors.isEmpty else {
      writer.endValid()
      summary.ok += 1
      return .written
    }
    if Signals.wasInterrupted, wasInterrupted(work.errors) { return .interrupted }
    summary.invalid += 1
    summary.count(work.errors)
    writer.invalid(number, fields: work.errors, keys: [])
    return .written
  }

  /// Works out a record's conditions from the values they read, each as found (or decoded
  /// and taken at once): false when the record must take the general path (what was read is
  /// then forgotten). Marks in `known` what the readings found, for each field's own turn.
  /// Apart from `emitBytes`, which stays small enough to be inlined into the batch's loop.
  @inline(never)
  private func decide(
    _ readings: inout ConditionReadings, _ checks: [FieldByteCheck?],
    _ spans: borrowing RecordSpans, _ line: UnsafeBufferPointer<UInt8>,
    _ scratch: inout FillScratch, _ known: inout [UInt64]
  ) -> Bool {
    for index in conditionFields {
      if readings.hasDomain(index) {
        if let reading = reading(index, checks[index], spans, line) {
          switch reading {
          case .option(let position): known[index] = UInt64(position + 1)
          case .options(let chosen): known[index] = chosen
          default: break
          }
          readings.read(index, reading)
          continue
        }
        // A number valid as written: its stretch, read without making its text.
        if let check = checks[index], check.accept == .number,
          spans[index].shape == .number || spans[index].shape == .plain,
          let taken = spans.withBytes(
            of: index, in: line,
            { text -> Bool? in
              guard check.acceptsNumber(text) else { return nil }
              return readings.read(index, number: PlainDecimal.value(text), text)
            })
        {
          guard taken else {
            clear(&known, &scratch)
            return false
          }
          known[index] = FillEngine.validNumber
          continue
        }
      }
      let value: LogicValue
      if let plain = plainValue(index, checks[index], spans, line) {
        value = plain
      } else if let input = spans.input(index, in: line) {
        known[index] = FillEngine.given
        value = fill.take(index, given: input, &scratch)
      } else {
        value = fill.absentData[index]
      }
      guard readings.read(index, value: value) else {
        clear(&known, &scratch)
        return false
      }
    }
    guard readings.decide(fill) else {
      clear(&known, &scratch)
      return false
    }
    return true
  }

  /// In `known`: nothing found for the field.
  static let unknown = UInt64.max
  /// In `known`: the value was decoded and `FillRecord.take` took it.
  static let given = UInt64.max - 1
  /// In `known`: a number its check found valid as written (`acceptsNumber`).
  static let validNumber = UInt64.max - 2

  /// Leaves `known` and `scratch` as the next record, or the general path, expects them.
  private func clear(_ known: inout [UInt64], _ scratch: inout FillScratch) {
    for index in conditionFields { known[index] = FillEngine.unknown }
    fill.discardReadings(&scratch)
  }

  /// How field `index`'s value reads in the conditions' tables, as found where its check can
  /// say what `accept` makes of it; `nil` when it must be decoded (`accept` may refuse it).
  /// A hidden field whose value reads here is taken without a word, as `accept` would take
  /// it.
  @inline(__always)
  private func reading(
    _ index: Int, _ check: FieldByteCheck?, _ spans: borrowing RecordSpans,
    _ line: UnsafeBufferPointer<UInt8>
  ) -> ConditionReadings.Reading? {
    let slot = spans[index]
    guard slot.shape != .absent else { return .absent }
    guard let check else { return nil }
    switch (check.accept, slot.shape) {
    case (.option, .plain):
      if let position = spans.withBytes(of: index, in: line, { check.optionPosition($0) }) {
        return .option(position)
      }
    case (.options, .list), (.options, .plain):
      if let chosen = FillEngine.chosen(index, check, spans, line) { return .options(chosen) }
    case (.onOff, .yes): return .bool(true)
    case (.onOff, .no): return .bool(false)
    case (.onOff, .plain):
      if let on = spans.withBytes(of: index, in: line, BooleanInput.parse(ascii:)) {
        return .bool(on)
      }
    default: break
    }
    return nil
  }

  /// What a condition reads of field `index`'s text or number where its check says the value
  /// is valid as written (so `accept` takes it, and its payload is the text or number as
  /// written: `ByteAccept`); `nil` when it must be decoded and taken.
  private func plainValue(
    _ index: Int, _ check: FieldByteCheck?, _ spans: borrowing RecordSpans,
    _ line: UnsafeBufferPointer<UInt8>
  ) -> LogicValue? {
    guard let check else { return nil }
    let slot = spans[index]
    switch (check.accept, slot.shape) {
    case (.text, .plain), (.text, .text):
      return spans.withBytes(of: index, in: line) { text in
        guard check.acceptsText(text, ascii: slot.ascii) else { return nil }
        return ConditionData.value(of: .string(String(decoding: text, as: UTF8.self)))
      }
    case (.number, .number), (.number, .plain):
      return spans.withBytes(of: index, in: line) { text in
        guard check.acceptsNumber(text) else { return nil }
        return ConditionData.value(of: .number(String(decoding: text, as: UTF8.self)))
      }
    default:
      return nil
    }
  }

  /// The options a `.list` value, or a `.plain` one ("a,b"), names, as bits by position;
  /// `nil` when one is not an id or is named twice (`accept`'s to refuse or resolve).
  @inline(__always)
  private static func chosen(
    _ index: Int, _ check: FieldByteCheck, _ spans: borrowing RecordSpans,
    _ line: UnsafeBufferPointer<UInt8>
  ) -> UInt64? {
    var chosen: UInt64 = 0
    var known = true
    func choose(_ id: UnsafeBufferPointer<UInt8>) {
      guard known, let position = check.optionPosition(id), chosen & (1 << position) == 0
      else {
        known = false
        return
      }
      chosen |= 1 << position
    }
    spans.withBytes(of: index, in: line) { value in
      guard spans[index].shape == .plain else {
        return RecordSpans.forEachString(in: value, choose)
      }
      // Split at its commas, as `accept` splits text; it trims each token, so one with a
      // space at either end (or none at all) is its to resolve.
      var start = 0
      for end in 0...value.count where end == value.count || value[end] == UInt8(ascii: ",") {
        let token = UnsafeBufferPointer(rebasing: value[start..<end])
        guard let first = token.first, first != 0x20, token.last != 0x20 else {
          known = false
          return
        }
        choose(token)
        start = end + 1
      }
    }
    return known ? chosen : nil
  }

  /// Whether field `index`'s value in the record is valid by its check, which then writes its
  /// payload value into `writer` if `writes` (after an error, nothing more is written); false,
  /// writing nothing, when the check is not sure. `filled`: a condition makes the field
  /// required, so an empty value is not sure either.
  @inline(__always)
  private static func writeChecked(
    _ index: Int, _ check: FieldByteCheck, _ spans: borrowing RecordSpans,
    _ line: UnsafeBufferPointer<UInt8>, _ found: UInt64, into writer: inout FillResultWriter,
    writes: Bool, filled: Bool, plain: Bool
  ) -> Bool {
    let slot = spans[index]
    switch (check.accept, slot.shape) {
    case (.text, .plain):
      return spans.withBytes(of: index, in: line) { text in
        guard check.acceptsText(text, required: filled) else { return false }
        if writes { writer.appendPlainString(text) }
        return true
      }
    case (.text, .text):
      return spans.withBytes(of: index, in: line) { text in
        guard check.acceptsText(text, ascii: slot.ascii, required: filled) else { return false }
        if writes { writer.appendString(utf8: text) }
        return true
      }
    // A number field takes a number written as a string as it takes the number (`accept`
    // reads the text either way), and sends it as a number.
    case (.number, .number), (.number, .plain):
      return spans.withBytes(of: index, in: line) { text in
        // Checked already when the conditions read it.
        guard found == FillEngine.validNumber || check.acceptsNumber(text) else { return false }
        if writes { writer.appendRaw(text) }
        return true
      }
    case (.option, .plain):
      guard
        let position = found != unknown
          ? Int(found) - 1 : spans.withBytes(of: index, in: line, check.optionPosition),
        check.acceptsSelection(count: 1)
      else { return false }
      if writes { writeOption(position, of: check, plain: plain, into: &writer) }
      return true
    case (.options, .list), (.options, .plain):
      guard let chosen = found != unknown ? found : chosen(index, check, spans, line),
        !filled || chosen != 0,
        check.acceptsSelection(count: chosen.nonzeroBitCount)
      else { return false }
      guard writes else { return true }
      writer.appendRaw("[")
      var remaining = chosen
      while remaining != 0 {
        let position = remaining.trailingZeroBitCount
        remaining &= remaining - 1
        writeOption(position, of: check, plain: plain, into: &writer)
        if remaining != 0 { writer.appendRaw(",") }
      }
      writer.appendRaw("]")
      return true
    case (.onOff, .yes), (.onOff, .no), (.onOff, .plain):
      // A record's text is taken as `set` takes it: "true", "No", "1".
      guard
        let on = slot.shape == .plain
          ? spans.withBytes(of: index, in: line, BooleanInput.parse(ascii:)) : slot.shape == .yes,
        on || !filled, check.acceptsBool(on)
      else { return false }
      if writes {
        if on { writer.appendRaw("true") } else { writer.appendRaw("false") }
      }
      return true
    default:
      return false
    }
  }

  /// Option `position`'s id as a JSON string: as it is when the field's ids are `plain`.
  @inline(__always)
  private static func writeOption(
    _ position: Int, of check: FieldByteCheck, plain: Bool, into writer: inout FillResultWriter
  ) {
    check.withOptionID(position) { id in
      if plain { writer.appendPlainString(id) } else { writer.appendString(utf8: id) }
    }
  }
}
