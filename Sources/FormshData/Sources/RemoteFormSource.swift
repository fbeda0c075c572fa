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
  /// Which form of an HTML page (`--html-form`; nil: the first).
  public let htmlForm: String?
  /// The OpenAPI operation `--operation` named, or nil.
  public let operation: String?

  /// Creates a source for a URL.
  public init(
    url: String, client: HTTPClient, dialect: (any Dialect)? = nil, htmlForm: String? = nil,
    operation: String? = nil
  ) {
    self.url = url
    self.client = client
    self.dialect = dialect
    self.htmlForm = htmlForm
    self.operation = operation
  }

  public func load() throws(FormLoadError) -> LoadedForm {
    try FormDecoder.decode(
      body(), source: HTTPRequest.shown(url), dialect: dialect, page: page, operation: operation)
  }

  /// The form in formsh's dialect, for `formsh convert`.
  public func translated() throws(FormLoadError) -> FormDecoder.Translated {
    try FormDecoder.translate(
      body(), source: HTTPRequest.shown(url), dialect: dialect, page: page, operation: operation)
  }

  /// An HTML page's reading: its form, and this URL, where a form with no action sends itself.
  private var page: HTMLPageReading { HTMLPageReading(form: htmlForm, url: url) }

  /// What a form may come as: JSON first, an HTML page (its `<form>`) next.
  static let accepted = "application/json, text/html;q=0.9, */*;q=0.1"

  func body() throws(FormLoadError) -> [UInt8] {
    let shown = HTTPRequest.shown(url)
    let saved = client.settings
    client.settings.maxResponseBytes = min(saved.maxResponseBytes, FormLimits.fileBytes)
    defer { client.settings = saved }
    let response: HTTPResponse
    do {
      response = try client.send(
        HTTPRequest(url: url, headers: [HTTPHeader(name: "Accept", value: Self.accepted)]))
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
