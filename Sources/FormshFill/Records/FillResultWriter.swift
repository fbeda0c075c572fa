import FormshData
import FormshDomain

/// Writes `fill`'s output lines, one per record, into one buffer that `finish()` hands over:
///
///     {"record":1,"ok":true,"payload":{"name":"Ada","age":36}}
///     {"record":2,"ok":false,"errors":{"email":"must be an email address"}}
///     {"record":3,"ok":false,"malformed":"expected ',' or '}' in an object (column 17)"}
///
/// For a terminal (keys made with `terminalSafe`), C1 and bidi controls in strings are
/// `\uXXXX` escapes too: the JSON means the same, and a record's text cannot rewrite the screen.
///
/// With keys made with `carriesID` (`fill --id KEY`), every line has `"id"` right after
/// `"record"`: `{"record":1,"id":"A-17","ok":true,…}` (see `id`).
public struct FillResultWriter: ~Copyable {
  /// The lines written so far.
  // Internal to inlinable code: batch fill's byte path writes each member and value through
  // these from another module, where a call apiece would cost more than the write.
  @usableFromInline var buffer: ByteBuffer
  @usableFromInline let keys: FillResultKeys
  /// The record's identity for the next line, when the keys carry one: a string or a number
  /// as the record wrote it (a number's digits kept exactly), a boolean, a list of strings;
  /// `null` for nil (the record has no such key, or is malformed) or any other shape.
  public var id: Input?

  /// Creates a writer with the form's keys, already escaped.
  public init(keys: FillResultKeys, capacity: Int = 1 << 16) {
    self.keys = keys
    buffer = ByteBuffer(capacity: capacity)
  }

  /// The bytes written so far, as an array.
  public var bytes: [UInt8] { buffer.bytes }

  /// The lines written, handed over without a copy; the writer is done.
  public consuming func finish() -> ByteBuffer { buffer }

  @inline(__always)
  private mutating func appendString(_ text: String) {
    keys.payload.appendString(text, to: &buffer)
  }

  /// A valid record and its payload (aligned with the fields), written by the same
  /// `PayloadWriter` as `submit`'s; a field `hidden` marks is left out (an empty `hidden`
  /// marks none).
  public mutating func valid(_ record: Int, _ payload: [PayloadValue], hidden: [Bool] = []) {
    start(record, ok: true)
    buffer.append(#","payload":"#)
    if hidden.isEmpty {
      keys.payload.appendObject(payload, to: &buffer)
    } else {
      keys.payload.appendObject(payload, hidden: hidden, to: &buffer)
    }
    buffer.append("}\n")
  }

  /// Where the next line starts: a line begun with `beginValid` is taken back by
  /// `discardLine(from:)` when the record turns out to be invalid.
  @inlinable
  public var lineStart: Int { buffer.count }

  /// Begins the line of a valid record whose payload is written member by member
  /// (`appendMember` and a value each), in the order of the fields.
  @inline(__always)
  public mutating func beginValid(_ record: Int) {
    start(record, ok: true)
    buffer.append(#","payload":{"#)
  }

  /// The member name of field `index`, with a comma before it unless `first`.
  @inlinable @inline(__always)
  public mutating func appendMember(_ index: Int, first: Bool) {
    if !first { buffer.append(UInt8(ascii: ",")) }
    keys.payload.appendMember(index, to: &buffer)
  }

  /// Text of plain ASCII (`RecordSpans.Shape.plain`: nothing in it to escape) as a JSON
  /// string: the bytes between quotes.
  @inlinable @inline(__always)
  public mutating func appendPlainString(_ bytes: UnsafeBufferPointer<UInt8>) {
    buffer.reserve(bytes.count + 2)
    buffer.append(UInt8(ascii: "\""))
    buffer.append(bytes)
    buffer.append(UInt8(ascii: "\""))
  }

  /// Whether UTF-8 text has nothing JSON escapes (a quote, a backslash, a control character),
  /// so that `appendPlainString` writes it as `appendString` would.
  public static func needsNoEscape(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
    ByteScan.skipUnescaped(text, from: 0) == text.count
  }

  /// UTF-8 text (valid) as a JSON string, escaped as `valid` escapes a string.
  @inline(__always)
  public mutating func appendString(utf8 text: UnsafeBufferPointer<UInt8>) {
    JSONWriter.appendString(utf8: text, to: &buffer)
  }

  /// Bytes that are JSON as they are (a number as the record wrote it, `true`).
  @inlinable @inline(__always)
  public mutating func appendRaw(_ bytes: UnsafeBufferPointer<UInt8>) {
    buffer.append(bytes)
  }

  /// A literal that is JSON as it is.
  @inlinable @inline(__always)
  public mutating func appendRaw(_ text: StaticString) {
    buffer.append(text)
  }

  /// A payload value, as `valid` writes it.
  public mutating func appendValue(_ value: PayloadValue) {
    keys.payload.appendValue(value, indent: nil, to: &buffer)
  }

  /// A payload value as this writer writes it, on its own.
  public func json(of value: PayloadValue) -> [UInt8] {
    var buffer = ByteBuffer()
    keys.payload.appendValue(value, indent: nil, to: &buffer)
    return buffer.bytes
  }

  /// Ends the line begun with `beginValid`.
  @inlinable @inline(__always)
  public mutating func endValid() {
    buffer.append("}}\n")
  }

  /// Takes back the bytes written since `lineStart`.
  public mutating func discardLine(from lineStart: Int) {
    buffer.removeAll(after: lineStart)
  }

  /// Whether lines are made safe for a terminal (then every string goes through the
  /// escaping writer).
  public var terminalSafe: Bool { keys.payload.terminalSafe }

  /// An invalid record: one message per field (by position), the form's own (under
  /// `CrossFieldRule.formWide`) and one per unknown key.
  public mutating func invalid(_ record: Int, fields: [FillError], keys unknown: [(String, String)])
  {
    start(record, ok: false)
    buffer.append(#","errors":{"#)
    var first = true
    for error in fields {
      if !first { buffer.append(UInt8(ascii: ",")) }
      first = false
      if let list = error.list {
        appendString(list)
        buffer.append(UInt8(ascii: ":"))
      } else if let field = error.field {
        keys.payload.appendMember(field, to: &buffer)
      } else {
        appendString(CrossFieldRule.formWide)
        buffer.append(UInt8(ascii: ":"))
      }
      appendString(error.message)
    }
    for (key, message) in unknown {
      if !first { buffer.append(UInt8(ascii: ",")) }
      first = false
      appendString(key)
      buffer.append(UInt8(ascii: ":"))
      appendString(message)
    }
    buffer.append("}}\n")
  }

  /// A record the server accepted (`fill --to`, a 2xx): `"status":201`, `"attempts":N` when
  /// it took more than one, and what the server made: `"location":"…"` (its `Location`
  /// header) and `"resource_id":…` (the top-level `id` of its JSON body, a string or a number
  /// as written), each when the response has it.
  public mutating func accepted(
    _ record: Int, status: Int, attempts: Int, created: Created = Created()
  ) {
    start(record, ok: true)
    appendStatus(status, attempts: attempts)
    if let location = created.location {
      buffer.append(#","location":"#)
      appendString(location)
    }
    switch created.id {
    case .string(let text)?:
      buffer.append(#","resource_id":"#)
      appendString(text)
    case .number(let digits)?:
      buffer.append(#","resource_id":"#)
      buffer.append(contentsOf: digits)
    default: break
    }
    buffer.append("}\n")
  }

  /// A record the server refused (`fill --to`, any status but 2xx): the field errors it sent,
  /// first message per field, with the form's own under `_form`; or, when none could be read
  /// from the response, its body's first characters.
  public mutating func refused(
    _ record: Int, status: Int, attempts: Int, serverErrors: [(String, String)], body: String?
  ) {
    start(record, ok: false)
    appendStatus(status, attempts: attempts)
    if !serverErrors.isEmpty {
      buffer.append(#","server_errors":{"#)
      for (position, (field, message)) in serverErrors.enumerated() {
        if position > 0 { buffer.append(UInt8(ascii: ",")) }
        appendString(field)
        buffer.append(UInt8(ascii: ":"))
        appendString(message)
      }
      buffer.append(UInt8(ascii: "}"))
    }
    if let body {
      buffer.append(#","body":"#)
      appendString(body)
    }
    buffer.append("}\n")
  }

  /// A record that got no response (`fill --to`): why, as one line.
  public mutating func unanswered(_ record: Int, error: String, attempts: Int) {
    start(record, ok: false)
    buffer.append(#","error":"#)
    appendString(error)
    if attempts > 1 {
      buffer.append(#","attempts":"#)
      appendInteger(attempts)
    }
    buffer.append("}\n")
  }

  private mutating func appendStatus(_ status: Int, attempts: Int) {
    buffer.append(#","status":"#)
    appendInteger(status)
    if attempts > 1 {
      buffer.append(#","attempts":"#)
      appendInteger(attempts)
    }
  }

  /// A line that could not be read as a record.
  public mutating func malformed(_ record: Int, _ reason: String) {
    start(record, ok: false)
    buffer.append(#","malformed":"#)
    appendString(reason)
    buffer.append("}\n")
  }

  @inline(__always)
  private mutating func start(_ record: Int, ok: Bool) {
    buffer.append(#"{"record":"#)
    appendInteger(record)
    if keys.carriesID { appendID() }
    buffer.append(ok ? #","ok":true"# : #","ok":false"#)
  }

  /// `,"id":` and the identity (kept apart: a fill without `--id` never runs it).
  @inline(never)
  private mutating func appendID() {
    buffer.append(#","id":"#)
    switch id {
    case .text(let text): appendString(text)
    case .number(let digits): buffer.append(contentsOf: digits)
    case .bool(let on): buffer.append(on ? "true" : "false")
    case .list(let strings):
      buffer.append(UInt8(ascii: "["))
      for (position, text) in strings.enumerated() {
        if position > 0 { buffer.append(UInt8(ascii: ",")) }
        appendString(text)
      }
      buffer.append(UInt8(ascii: "]"))
    case .null, .other, nil: buffer.append("null")
    }
  }

  @inline(__always)
  private mutating func appendInteger(_ value: Int) {
    var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
    var remaining = value.magnitude
    var count = 0
    withUnsafeMutableBytes(of: &digits) { raw in
      repeat {
        let (quotient, digit) = remaining.quotientAndRemainder(dividingBy: 10)
        raw[23 - count] = UInt8(truncatingIfNeeded: 48 + digit)
        remaining = quotient
        count += 1
      } while remaining > 0
      buffer.append(UnsafeBufferPointer(rebasing: raw.bindMemory(to: UInt8.self)[(24 - count)...]))
    }
  }
}
