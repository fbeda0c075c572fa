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
  private let paths: [[PayloadStep]]?

  /// An encoder for payloads of fields with these ids, in this order, nested by `paths`
  /// when the form has groups (`Payload.paths`).
  public init(
    fieldIDs: [String], paths: [[PayloadStep]]? = nil,
    emptyLists: [(before: Int, path: [PayloadStep])] = [], encoding: Encoding
  ) {
    self.encoding = encoding
    writer = PayloadWriter(fieldIDs: fieldIDs, paths: paths, emptyLists: emptyLists)
    self.fieldIDs = fieldIDs
    self.paths = paths
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
      let kept = values.indices.filter { hidden.isEmpty || !hidden[$0] }
      return PayloadFormEncoding.encode(
        kept.map { (fieldIDs[$0], values[$0]) },
        paths: paths.map { paths in kept.map { paths[$0] } })
    }
  }
}
