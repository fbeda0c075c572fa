/// How formsh talks to servers: time-outs, TLS, limits and the headers every request carries.
/// The defaults are those a careful user would set.
public struct HTTPSettings: Sendable, Equatable {
  /// Seconds to wait for a connection (`--connect-timeout`).
  public var connectTimeout: Double = 10
  /// Seconds a whole request may take (`--max-time`).
  public var maxTime: Double = 30
  /// Redirects followed, to http(s) only.
  public var maxRedirects = 5
  /// Certificates to trust instead of the system's (`--cacert FILE`).
  public var caCertificates: String?
  /// Whether TLS certificates go unchecked (`--insecure`, said on stderr).
  public var insecure = false
  /// The largest response body taken (`--max-response-size`, default 16 MiB).
  public var maxResponseBytes = 16 << 20
  /// `User-Agent`.
  public var userAgent = "formsh"
  /// Sent with every request (`--header`, `header NAME: VALUE`); to the first origin only,
  /// after a redirect, unless `locationTrusted`.
  public var headers: [HTTPHeader] = []
  /// Whether the headers set, credentials among them, go along on a redirect to another
  /// origin (`--location-trusted`, as curl names it).
  public var locationTrusted = false

  /// The defaults.
  public init() {}
}
