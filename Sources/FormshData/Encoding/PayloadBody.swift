import FormshDomain

/// A record's payload as the body of a request (`fill --to`): JSON, as `submit` prints it, or
/// `application/x-www-form-urlencoded` (`--as form`), as an HTML form posts it.
///
/// In a form body each field is `id=value`, percent-encoded (a space is `+`); a number is its
/// text as entered, a checkbox or toggle `true` or `false`, a multi-select one `id=option` per
/// selected option (none when nothing is selected), an empty number or dropdown `id=`.
public struct PayloadBody: Sendable {
  /// How the payload is encoded.
  public enum Encoding: String, Sendable {
    /// `application/json` (the default).
    case json
    /// `application/x-www-form-urlencoded`.
    case form
  }

  /// How the payload is encoded.
  public let encoding: Encoding
  private let writer: PayloadWriter
  /// The fields' ids, each already percent-encoded and followed by `=`.
  private let formNames: [[UInt8]]

  /// An encoder for payloads of fields with these ids, in this order.
  public init(fieldIDs: [String], encoding: Encoding) {
    self.encoding = encoding
    writer = PayloadWriter(fieldIDs: fieldIDs)
    formNames = fieldIDs.map { id in
      var name: [UInt8] = []
      PayloadBody.appendFormEncoded(id, to: &name)
      name.append(UInt8(ascii: "="))
      return name
    }
  }

  /// The `Content-Type` of the bodies.
  public var contentType: String {
    switch encoding {
    case .json: "application/json"
    case .form: "application/x-www-form-urlencoded"
    }
  }

  /// The body of a payload whose values are aligned with the field ids; a field `hidden`
  /// marks is left out (an empty `hidden` marks none).
  public func body(_ values: [PayloadValue], hidden: [Bool] = []) -> [UInt8] {
    switch encoding {
    case .json:
      var buffer = ByteBuffer(capacity: 64 * max(values.count, 1))
      if hidden.isEmpty {
        writer.appendObject(values, to: &buffer)
      } else {
        writer.appendObject(values, hidden: hidden, to: &buffer)
      }
      return buffer.bytes
    case .form:
      var bytes: [UInt8] = []
      for index in values.indices where hidden.isEmpty || !hidden[index] {
        appendForm(values[index], name: formNames[index], to: &bytes)
      }
      return bytes
    }
  }

  private func appendForm(_ value: PayloadValue, name: [UInt8], to bytes: inout [UInt8]) {
    func pair(_ text: String) {
      if !bytes.isEmpty { bytes.append(UInt8(ascii: "&")) }
      bytes.append(contentsOf: name)
      PayloadBody.appendFormEncoded(text, to: &bytes)
    }
    switch value {
    case .string(let text), .number(let text): pair(text)
    case .bool(let on): pair(on ? "true" : "false")
    case .null: pair("")
    case .strings(let ids): for id in ids { pair(id) }
    }
  }

  /// Appends text percent-encoded as `application/x-www-form-urlencoded` wants it (the URL
  /// standard's serializer): letters, digits and `*-._` as they are, a space as `+`, every
  /// other byte of its UTF-8 as `%XX`.
  static func appendFormEncoded(_ text: String, to bytes: inout [UInt8]) {
    let hex = Array("0123456789ABCDEF".utf8)
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "*"), UInt8(ascii: "-"),
        UInt8(ascii: "."), UInt8(ascii: "_"):
        bytes.append(byte)
      case UInt8(ascii: " "):
        bytes.append(UInt8(ascii: "+"))
      default:
        bytes.append(UInt8(ascii: "%"))
        bytes.append(hex[Int(byte >> 4)])
        bytes.append(hex[Int(byte & 0x0F)])
      }
    }
  }
}
