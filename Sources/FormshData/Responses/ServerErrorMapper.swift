import FormshDomain
import FormshJSON

/// Maps a server's error response onto a form's fields, in the shapes the frameworks answer
/// with (`ServerErrorShapes.all`, one reader each; [http.md](../../../docs/http.md) has the
/// table): RFC 9457 problem details, JSON:API, the Rails/Laravel map, Ory Kratos, FastAPI,
/// Django REST framework, Django forms, Spring Boot, express-validator, Zod, NestJS and
/// ASP.NET Core.
///
/// A name matches a field id exactly, or as a path to the field's place in the payload
/// (`ServerFieldName`, `ServerFieldIndex`): `/address/city`, `["body", "items", 0, "name"]`,
/// `Items[0].Name`. Anything naming no field is a form error that keeps the name
/// ("nickname: is reserved"). A server's text is untrusted: control characters are removed,
/// each message is cut to `messageLimit` characters (ending in "…"), and at most `errorLimit`
/// errors are kept, the rest counted in a last form error ("… and 9900 more errors").
public enum ServerErrorMapper {
  /// The most characters kept of one message.
  public static let messageLimit = 500
  /// The most errors kept of one response.
  public static let errorLimit = 100

  /// The errors in a response body; `nil` when it has none of the shapes.
  public static func map(_ body: [UInt8], form: Form) -> ServerErrors? {
    map(ServerErrorBody(bytes: body, json: try? JSONParser.parse(body)), form: form)
  }

  /// The errors in a parsed response body; `nil` when it has none of the shapes.
  public static func map(_ body: JSONValue, form: Form) -> ServerErrors? {
    map(ServerErrorBody(bytes: [], json: body), form: form)
  }

  private static func map(_ body: ServerErrorBody, form: Form) -> ServerErrors? {
    guard let reader = ServerErrorShapes.reader(for: body) else { return nil }
    var collector = ServerErrorCollector(
      form: form, limit: errorLimit, messageLimit: messageLimit)
    reader.read(body, into: &collector)
    return collector.result
  }

  /// The shapes the mapper reads, in the order it tries them: each of `ServerErrorShape`'s
  /// cases once.
  public static var shapesRead: [ServerErrorShape] { ServerErrorShapes.all.map(\.shape) }

  /// The shape of error response a body has, as coverage tells them apart (at most one);
  /// empty when it has none.
  public static func shapes(_ body: [UInt8]) -> [ServerErrorShape] {
    let body = ServerErrorBody(bytes: body, json: try? JSONParser.parse(body))
    return ServerErrorShapes.reader(for: body).map { [$0.shape] } ?? []
  }
}
