/// The shapes of error responses a server may answer with, as coverage tells them apart (the
/// mapper reads them all).
public enum ServerErrorShape: String, Sendable, CaseIterable {
  /// RFC 9457 problem details with `errors[]` of `{pointer, detail}`.
  case problemDetails = "problem_details"
  /// RFC 9457 `invalid_params` (or `invalid-params`) of `{name, reason}`.
  case invalidParams = "invalid_params"
  /// A problem with no list of errors: only its `title` or `detail`.
  case problem
  /// JSON:API `errors[]` of `{source: {pointer}, detail}`.
  case jsonAPI = "json_api"
  /// The Rails/Laravel map `{"errors": {field: [message]}}`.
  case errorsMap = "errors_map"

  /// The shape in words, as a coverage report names it.
  public var words: String {
    switch self {
    case .problemDetails: "RFC 9457 problem details (errors[].pointer)"
    case .invalidParams: "RFC 9457 invalid_params"
    case .problem: "RFC 9457 problem without a list"
    case .jsonAPI: "JSON:API (errors[].source.pointer)"
    case .errorsMap: "Rails/Laravel errors map"
    }
  }
}
