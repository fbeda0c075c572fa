import FormshDomain
import FormshJSON

/// The form-level `action` object, as decoded: where `submit` sends the form.
public struct ActionDTO: Sendable {
  /// `url`.
  public var url: String?
  /// `method`, as written.
  public var method: String?
  /// `as`, as written (`json` or `form`).
  public var encoding: String?
  /// Problems found while decoding it.
  public var problems: [Diagnostic.Problem]

  /// Decodes the object leniently.
  init(json object: JSONObject) {
    var reader = MemberReader(object, level: .action, place: "action")
    url = reader.string("url")
    method = reader.string("method")
    encoding = reader.string("as")
    problems = reader.problems
  }
}
