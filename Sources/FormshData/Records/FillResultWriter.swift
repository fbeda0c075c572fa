import FormshDomain

/// Writes `fill`'s output lines, one per record, into a buffer handed to `sink` in large
/// pieces:
///
///     {"record":1,"ok":true,"payload":{"name":"Ada","age":36}}
///     {"record":2,"ok":false,"errors":{"email":"must be an email address"}}
///     {"record":3,"ok":false,"malformed":"expected ',' or '}' in an object (column 17)"}
///
/// For a terminal (`keys.terminalSafe`), C1 and bidi controls in strings are `\uXXXX` escapes
/// too: the JSON means the same, and a record's text cannot rewrite the screen.
public struct FillResultWriter: ~Copyable {
  /// The lines written so far.
  public private(set) var buffer: ByteBuffer
  private let keys: FillResultKeys

  /// Creates a writer with the form's keys, already escaped.
  public init(keys: FillResultKeys, capacity: Int = 1 << 16) {
    self.keys = keys
    buffer = ByteBuffer(capacity: capacity)
  }

  /// The bytes written so far, as an array.
  public var bytes: [UInt8] { buffer.bytes }

  /// The lines written, handed over without a copy; the writer is done.
  public consuming func finish() -> ByteBuffer { buffer }

  private mutating func appendString(_ text: String) {
    JSONWriter.appendString(text, to: &buffer, terminalSafe: keys.terminalSafe)
  }

  /// A valid record and its payload (aligned with the fields).
  public mutating func valid(_ record: Int, _ payload: [PayloadValue]) {
    start(record, ok: true)
    buffer.append(#","payload":{"#)
    keys.members.withUnsafeBufferPointer { members in
      for index in payload.indices {
        if index > 0 { buffer.append(UInt8(ascii: ",")) }
        buffer.append(UnsafeBufferPointer(rebasing: members[keys.ranges[index]]))
        append(payload[index])
      }
    }
    buffer.append("}}\n")
  }

  /// An invalid record: one message per field (by position) and per unknown key.
  public mutating func invalid(_ record: Int, fields: [FillError], keys unknown: [(String, String)])
  {
    start(record, ok: false)
    buffer.append(#","errors":{"#)
    var first = true
    keys.members.withUnsafeBufferPointer { members in
      for error in fields {
        if !first { buffer.append(UInt8(ascii: ",")) }
        first = false
        buffer.append(UnsafeBufferPointer(rebasing: members[keys.ranges[error.field]]))
        appendString(error.message)
      }
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

  /// A line that could not be read as a record.
  public mutating func malformed(_ record: Int, _ reason: String) {
    start(record, ok: false)
    buffer.append(#","malformed":"#)
    appendString(reason)
    buffer.append("}\n")
  }

  private mutating func start(_ record: Int, ok: Bool) {
    buffer.append(#"{"record":"#)
    appendInteger(record)
    buffer.append(ok ? #","ok":true"# : #","ok":false"#)
  }

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

  private mutating func append(_ value: PayloadValue) {
    switch value {
    case .string(let text): appendString(text)
    case .number(let text): buffer.append(contentsOf: text)
    case .bool(let on): buffer.append(on ? "true" : "false")
    case .null: buffer.append("null")
    case .strings(let ids):
      buffer.append(UInt8(ascii: "["))
      for (index, id) in ids.enumerated() {
        if index > 0 { buffer.append(UInt8(ascii: ",")) }
        appendString(id)
      }
      buffer.append(UInt8(ascii: "]"))
    }
  }
}

/// Each field's `"id":`, escaped once for every record.
public struct FillResultKeys: Sendable {
  /// Every field's `"id":`, one after another; `ranges[i]` says where field i's is.
  let members: [UInt8]
  let ranges: [Range<Int>]
  /// Whether C1 and bidi controls are escaped too (the output is a terminal).
  let terminalSafe: Bool

  /// Escapes a form's field ids.
  public init(fieldIDs: [String], terminalSafe: Bool = false) {
    self.terminalSafe = terminalSafe
    var buffer = ByteBuffer()
    var ranges: [Range<Int>] = []
    for id in fieldIDs {
      let start = buffer.count
      JSONWriter.appendString(id, to: &buffer, terminalSafe: terminalSafe)
      buffer.append(UInt8(ascii: ":"))
      ranges.append(start..<buffer.count)
    }
    members = buffer.bytes
    self.ranges = ranges
  }
}
