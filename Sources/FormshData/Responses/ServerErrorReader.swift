import FormshDomain
import FormshJSON

/// One shape of error answer formsh reads: which shape it is (its name and words, for
/// coverage), how a body of it is told by its structure, and how its errors are put on the
/// form's fields. The readers are listed once, in `ServerErrorShapes.all`.
protocol ServerErrorReader: Sendable {
  /// The shape this reader reads.
  var shape: ServerErrorShape { get }
  /// Whether the body is of this shape (its structure alone; a reader tried later takes
  /// what this one does not).
  func recognises(_ body: ServerErrorBody) -> Bool
  /// Hands each error of a body this reader recognised to `errors`, with the name or path it
  /// gives; sets the answer's summary, if it has one.
  func read(_ body: ServerErrorBody, into errors: inout ServerErrorCollector)
}

/// A server's answer as the readers see it: the bytes, and the JSON they hold, parsed once
/// (`nil` when they are not JSON, for a reader of another kind of body).
struct ServerErrorBody {
  /// The body as received.
  let bytes: [UInt8]
  /// The body parsed as JSON, when it is.
  let json: JSONValue?

  /// The top-level object, when the body is a JSON object.
  var object: JSONObject? { json?.objectValue }
}

extension JSONValue {
  /// A string's text, or a number's as written (a path's index, an ASP.NET status):
  /// anything else is no text.
  var serverText: String? {
    switch self {
    case .string(let text): text
    case .number(let text): text
    default: nil
    }
  }
}
