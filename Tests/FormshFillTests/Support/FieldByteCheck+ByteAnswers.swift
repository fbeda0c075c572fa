import FormshDomain

@testable import FormshFill

/// A check asked as batch fill's byte path asks it (`FillEngine+Bytes`: `writeChecked` for a
/// field's payload, `reading` for what the conditions read), for a value as that path finds it
/// (`RecordValue.reading`).
extension FieldByteCheck {
  /// What the byte path writes for the value: each way it may be asked (a number is checked
  /// whole, or after the conditions read it), the payload it then writes; empty when the check
  /// is not sure. `required`: a condition makes the field required.
  func written(_ value: RecordValue, required: Bool) -> [PayloadValue] {
    var written: [PayloadValue] = []
    switch (accept, value.reading) {
    case (.text, .plain(let bytes)):
      if bytes.withUnsafeBufferPointer({ acceptsText($0, required: required) }) {
        written.append(.string(Self.text(bytes)))
      }
    case (.text, .text(let bytes, let ascii)):
      if bytes.withUnsafeBufferPointer({ acceptsText($0, ascii: ascii, required: required) }) {
        written.append(.string(Self.text(bytes)))
      }
    case (.number, .number(let bytes)), (.number, .plain(let bytes)):
      if bytes.withUnsafeBufferPointer(acceptsNumber) { written.append(.number(Self.text(bytes))) }
    case (.option, .plain(let bytes)):
      if let position = bytes.withUnsafeBufferPointer(optionPosition),
        acceptsSelection(count: 1)
      {
        written.append(.string(id(position)))
      }
    case (.options, .list(let items)):
      if let chosen = chosen(items), !required || chosen != 0,
        acceptsSelection(count: chosen.nonzeroBitCount)
      {
        written.append(.strings(Self.positions(chosen).map(id)))
      }
    case (.onOff, .yes):
      if acceptsBool(true) { written.append(.bool(true)) }
    case (.onOff, .no):
      if !required, acceptsBool(false) { written.append(.bool(false)) }
    default: break
    }
    return written
  }

  /// What the check tells the conditions the value reads as (a value of a field of a few
  /// values, `ConditionReadings.Reading`): the value `accept` must make of it; `nil` when it
  /// leaves the value to `accept`.
  func conditionReading(_ value: RecordValue) -> FormValue? {
    switch (accept, value.reading) {
    case (.option, .plain(let bytes)):
      return bytes.withUnsafeBufferPointer(optionPosition).map { .selection([id($0)]) }
    case (.options, .list(let items)):
      return chosen(items).map { .selection(Self.positions($0).map(id)) }
    case (.onOff, .yes): return .bool(true)
    case (.onOff, .no): return .bool(false)
    default: return nil
    }
  }

  /// The options a list names by id, as bits by position (`FillEngine.chosen`); `nil` when
  /// one is no id or is named twice.
  private func chosen(_ items: [[UInt8]]) -> UInt64? {
    var chosen: UInt64 = 0
    for item in items {
      guard let position = item.withUnsafeBufferPointer(optionPosition),
        chosen & (1 << position) == 0
      else { return nil }
      chosen |= 1 << position
    }
    return chosen
  }

  /// Option `position`'s id.
  private func id(_ position: Int) -> String {
    withOptionID(position) { Self.text($0) }
  }

  private static func text(_ bytes: some Collection<UInt8>) -> String {
    String(decoding: bytes, as: UTF8.self)
  }

  private static func positions(_ bits: UInt64) -> [Int] {
    (0..<64).filter { bits & (1 << $0) != 0 }
  }
}
