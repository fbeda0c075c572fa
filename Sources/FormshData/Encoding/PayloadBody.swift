import FormshDomain

/// A record's payload as the body of a request (`fill --to`): JSON, as `submit` prints it
/// (`PayloadWriter`), or `application/x-www-form-urlencoded` (`--as form`) as `submit --as
/// form` sends it (`PayloadFormEncoding`), from values aligned with the form's fields.
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
  private let fieldIDs: [String]

  /// An encoder for payloads of fields with these ids, in this order.
  public init(fieldIDs: [String], encoding: Encoding) {
    self.encoding = encoding
    writer = PayloadWriter(fieldIDs: fieldIDs)
    self.fieldIDs = fieldIDs
  }

  /// The `Content-Type` of the bodies.
  public var contentType: String {
    switch encoding {
    case .json: "application/json"
    case .form: PayloadFormEncoding.contentType
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
      return PayloadFormEncoding.encode(
        Payload(
          entries: values.indices.compactMap { index in
            hidden.isEmpty || !hidden[index] ? (fieldIDs[index], values[index]) : nil
          }))
    }
  }
}
