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
public struct FillResultWriter {
  /// The bytes written so far.
  public private(set) var bytes: [UInt8] = []
  private let keys: FillResultKeys

  /// Creates a writer with the form's keys, already escaped.
  public init(keys: FillResultKeys, capacity: Int = 1 << 16) {
    self.keys = keys
    bytes.reserveCapacity(capacity)
  }

  private mutating func appendString(_ text: String) {
    JSONWriter.appendString(text, to: &bytes, terminalSafe: keys.terminalSafe)
  }

  /// A valid record and its payload (aligned with the fields).
  public mutating func valid(_ record: Int, _ payload: [PayloadValue]) {
    start(record, ok: true)
    bytes.append(contentsOf: #","payload":{"#.utf8)
    for (index, value) in payload.enumerated() {
      if index > 0 { bytes.append(UInt8(ascii: ",")) }
      bytes.append(contentsOf: keys.members[index])
      append(value)
    }
    bytes.append(contentsOf: "}}\n".utf8)
  }

  /// An invalid record: one message per field (by position) and per unknown key.
  public mutating func invalid(_ record: Int, fields: [FillError], keys unknown: [(String, String)])
  {
    start(record, ok: false)
    bytes.append(contentsOf: #","errors":{"#.utf8)
    var first = true
    for error in fields {
      if !first { bytes.append(UInt8(ascii: ",")) }
      first = false
      bytes.append(contentsOf: keys.members[error.field])
      appendString(error.message)
    }
    for (key, message) in unknown {
      if !first { bytes.append(UInt8(ascii: ",")) }
      first = false
      appendString(key)
      bytes.append(UInt8(ascii: ":"))
      appendString(message)
    }
    bytes.append(contentsOf: "}}\n".utf8)
  }

  /// A line that could not be read as a record.
  public mutating func malformed(_ record: Int, _ reason: String) {
    start(record, ok: false)
    bytes.append(contentsOf: #","malformed":"#.utf8)
    appendString(reason)
    bytes.append(contentsOf: "}\n".utf8)
  }

  private mutating func start(_ record: Int, ok: Bool) {
    bytes.append(contentsOf: #"{"record":"#.utf8)
    appendInteger(record)
    bytes.append(contentsOf: (ok ? #","ok":true"# : #","ok":false"#).utf8)
  }

  private mutating func appendInteger(_ value: Int) {
    var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
    var remaining = value
    var count = 0
    withUnsafeMutableBytes(of: &digits) { raw in
      repeat {
        raw[23 - count] = UInt8(48 + remaining % 10)
        remaining /= 10
        count += 1
      } while remaining > 0
      bytes.append(contentsOf: raw[(24 - count)...])
    }
  }

  private mutating func append(_ value: PayloadValue) {
    switch value {
    case .string(let text): appendString(text)
    case .number(let text): bytes.append(contentsOf: text.utf8)
    case .bool(let on): bytes.append(contentsOf: (on ? "true" : "false").utf8)
    case .null: bytes.append(contentsOf: "null".utf8)
    case .strings(let ids):
      bytes.append(UInt8(ascii: "["))
      for (index, id) in ids.enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        appendString(id)
      }
      bytes.append(UInt8(ascii: "]"))
    }
  }
}

/// Each field's `"id":`, escaped once for every record.
public struct FillResultKeys: Sendable {
  let members: [[UInt8]]
  /// Whether C1 and bidi controls are escaped too (the output is a terminal).
  let terminalSafe: Bool

  /// Escapes a form's field ids.
  public init(fieldIDs: [String], terminalSafe: Bool = false) {
    self.terminalSafe = terminalSafe
    members = fieldIDs.map { id in
      var bytes: [UInt8] = []
      JSONWriter.appendString(id, to: &bytes, terminalSafe: terminalSafe)
      bytes.append(UInt8(ascii: ":"))
      return bytes
    }
  }
}
