/// Where a form sends itself (form-level `action`): `submit` with no `--to` sends the
/// payload there. A relative URL resolves against the URL the form was loaded from.
public struct FormAction: Sendable, Equatable {
  /// The URL as the form wrote it: absolute http(s), or relative to the form's own URL.
  public let url: String
  /// POST, PUT or PATCH.
  public let method: String
  /// Whether the body is form-encoded (`"as": "form"`) rather than JSON.
  public let asForm: Bool

  /// Creates an action.
  public init(url: String, method: String = "POST", asForm: Bool = false) {
    self.url = url
    self.method = method
    self.asForm = asForm
  }
}
