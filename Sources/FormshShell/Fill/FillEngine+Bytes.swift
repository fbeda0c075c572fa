import FormshData
import FormshDomain
import FormshPlatform

/// The byte path of batch fill: a record's values are checked where they lie in its line
/// (`FieldByteCheck`) and copied from there into its output line, with no `String`,
/// `FormValue` or `PayloadValue` made for them. A value a check is not sure of (too long, not
/// an option id, text beyond plain ASCII, a field with a pattern) is decoded and filled as on
/// the general path, field by field, so its verdict and message are the general path's own; a
/// line that is not a plain object of the form's fields, each named once, takes the general
/// path whole.
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

  /// Writes one record's line from its bytes. `spans` and `errors` are the caller's, reused
  /// from record to record.
  @inline(__always)
  func emitBytes(
    _ line: UnsafeBufferPointer<UInt8>, number: Int, _ parser: JSONRecordParser,
    _ checks: [FieldByteCheck?], _ spans: inout RecordSpans, _ errors: inout [FillError],
    _ writer: inout FillResultWriter, _ summary: inout FillSummary
  ) -> ByteOutcome {
    guard parser.spans(line, into: &spans) else { return .general }
    if idSlot >= 0 { writer.id = spans.input(idSlot, in: line) }
    let lineStart = writer.lineStart
    writer.beginValid(number)
    errors.removeAll(keepingCapacity: true)
    for index in 0..<fieldCount {
      let writes = errors.isEmpty
      if writes { writer.appendMember(index, first: index == 0) }
      if let check = checks[index],
        FillEngine.writeChecked(index, check, spans, line, into: &writer, writes: writes)
      {
        continue
      }
      switch fill.outcome(of: index, given: spans.input(index, in: line)) {
      case .success(let value): if writes { writer.appendValue(value) }
      case .failure(let error):
        if writes { writer.discardLine(from: lineStart) }
        errors.append(error)
      }
    }
    guard !errors.isEmpty else {
      writer.endValid()
      summary.ok += 1
      return .written
    }
    if Signals.wasInterrupted, wasInterrupted(errors) { return .interrupted }
    summary.invalid += 1
    writer.invalid(number, fields: errors, keys: [])
    return .written
  }

  /// Whether field `index`'s value in the record is valid by its check, which then writes its
  /// payload value into `writer` if `writes` (after an error, nothing more is written); false,
  /// writing nothing, when the check is not sure.
  @inline(__always)
  private static func writeChecked(
    _ index: Int, _ check: FieldByteCheck, _ spans: borrowing RecordSpans,
    _ line: UnsafeBufferPointer<UInt8>, into writer: inout FillResultWriter, writes: Bool
  ) -> Bool {
    let slot = spans[index]
    switch (check.accept, slot.shape) {
    case (.text, .plain):
      return spans.withBytes(of: index, in: line) { text in
        guard check.acceptsText(text) else { return false }
        if writes { writer.appendPlainString(text) }
        return true
      }
    case (.text, .text):
      return spans.withBytes(of: index, in: line) { text in
        guard check.acceptsText(text, ascii: slot.ascii) else { return false }
        if writes { writer.appendString(utf8: text) }
        return true
      }
    case (.number, .number):
      return spans.withBytes(of: index, in: line) { text in
        guard check.acceptsNumber(text) else { return false }
        if writes { writer.appendRaw(text) }
        return true
      }
    case (.option, .plain):
      guard
        let position = spans.withBytes(of: index, in: line, check.optionPosition),
        check.acceptsSelection(count: 1)
      else { return false }
      if writes { check.withOptionID(position) { writer.appendPlainString($0) } }
      return true
    case (.options, .list):
      // The options chosen, as bits by position; an id named twice is `accept`'s to refuse.
      var chosen: UInt64 = 0
      var known = true
      spans.withBytes(of: index, in: line) { list in
        RecordSpans.forEachString(in: list) { id in
          guard known, let position = check.optionPosition(id), chosen & (1 << position) == 0
          else {
            known = false
            return
          }
          chosen |= 1 << position
        }
      }
      guard known, check.acceptsSelection(count: chosen.nonzeroBitCount) else { return false }
      guard writes else { return true }
      writer.appendRaw("[")
      var remaining = chosen
      while remaining != 0 {
        let position = remaining.trailingZeroBitCount
        remaining &= remaining - 1
        check.withOptionID(position) { writer.appendPlainString($0) }
        if remaining != 0 { writer.appendRaw(",") }
      }
      writer.appendRaw("]")
      return true
    case (.onOff, .yes):
      guard check.acceptsBool(true) else { return false }
      if writes { writer.appendRaw("true") }
      return true
    case (.onOff, .no):
      guard check.acceptsBool(false) else { return false }
      if writes { writer.appendRaw("false") }
      return true
    default:
      return false
    }
  }
}
