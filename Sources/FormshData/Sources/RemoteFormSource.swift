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

  /// Creates a source for a URL.
  public init(url: String, client: HTTPClient) {
    self.url = url
    self.client = client
  }

  public func load() throws(FormLoadError) -> LoadedForm {
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
    return try FormDecoder.decode(response.body, source: shown)
  }
}
