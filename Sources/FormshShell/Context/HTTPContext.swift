import FormshData
import FormshDomain

/// What the session's requests share: the client (its headers, cookies and connections), the
/// last request and the response it got, a server's refusal and a `retry` waiting for the
/// next command, the loader of dropdowns' remote options and the requests written down as
/// `curl` lines. The commands that speak to a server reach it (`HTTPAccess`).
final class HTTPContext {
  /// The session's HTTP client.
  let client: HTTPClient
  /// The last response a server gave (`get`, `submit --to`, `validate --remote`), for `expect
  /// status`, `expect response` and `capture`.
  var lastResponse: HTTPResponse?
  /// The request that got it (or got none), which a retry re-sends.
  var lastRequest: HTTPRequest?
  /// Whether a server's refusal waits for the next command, which may be an `expect status`
  /// that decides (in a script; `ScriptRunner` sets it).
  var defersRefusals = false
  /// A server's refusal waiting for the next command (`HTTPAccess.refuse`).
  var pendingRefusal: PendingRefusal?
  /// A `retry N` waiting for the expectation on the next line.
  var pendingRetry: PendingRetry?
  /// Where the command running came from: a refusal, a retry and a `curl` line name it.
  var location = Location.prompt
  /// Loads the options of dropdowns with `options_url`, each URL once for the session.
  lazy var optionsLoader = OptionsLoader(client: client)
  /// The requests sent, as `curl` lines, once `Interpreter.logRequestsAsCurl` started them
  /// (`formsh test --curl`).
  var curlLog: [String]?

  /// The HTTP of a session that sends with `client`.
  init(client: HTTPClient) { self.client = client }
}
