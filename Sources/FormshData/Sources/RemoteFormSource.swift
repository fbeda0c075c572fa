import FormshDialects
import FormshDomain

/// A form at an http(s) URL, fetched with the session's client (its headers, cookies and
/// TLS settings). A status other than 2xx cannot be read (exit 66, with the status and the
/// start of the body); a server that cannot be reached is `unreachable` (exit 69). The body
/// is held to the form's own size limit.
public struct RemoteFormSource: FormSource {
  /// The URL as the user gave it.
  public let url: String
  /// The client that fetches it.
  public let client: HTTPClient
  /// The dialect `--dialect` named, or nil to detect it.
  public let dialect: (any Dialect)?
  /// The OpenAPI operation `--operation` named, or nil.
  public let operation: String?

  /// Creates a source for a URL.
  public init(
    url: String, client: HTTPClient, dialect: (any Dialect)? = nil, operation: String? = nil
  ) {
    self.url = url
    self.client = client
    self.dialect = dialect
    self.operation = operation
  }

  public func load() throws(FormLoadError) -> LoadedForm {
    try FormDecoder.decode(
      body(), source: HTTPRequest.shown(url), dialect: dialect, operation: operation)
  }

  /// The form in formsh's dialect, for `formsh convert`.
  public func translated() throws(FormLoadError) -> FormDecoder.Translated {
    try FormDecoder.translate(
      body(), source: HTTPRequest.shown(url), dialect: dialect, operation: operation)
  }

  func body() throws(FormLoadError) -> [UInt8] {
    let shown = HTTPRequest.shown(url)
    let saved = client.settings
    client.settings.maxResponseBytes = min(saved.maxResponseBytes, FormLimits.fileBytes)
    defer { client.settings = saved }
    let response: HTTPResponse
    do {
      response = try client.send(
        HTTPRequest(url: url, headers: [HTTPHeader(name: "Accept", value: "application/json")]))
    } catch {
      switch error.kind {
      case .tooLarge where client.settings.maxResponseBytes == FormLimits.fileBytes:
        throw .tooLarge(path: shown, reason: FormLimits.fileTooLarge())
      case .tooLarge: throw .tooLarge(path: shown, reason: error.reason)
      case .badURL: throw .unreadable(path: shown, reason: error.reason)
      case .interrupted: throw .interrupted(path: shown)
      default: throw .unreachable(path: shown, reason: error.reason)
      }
    }
    guard response.isSuccess else {
      let body = response.excerpt()
      throw .unreadable(
        path: shown, reason: response.statusLine + (body.isEmpty ? "" : ": " + body))
    }
    return response.body
  }
}
