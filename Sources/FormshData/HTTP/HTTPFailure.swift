/// Why a request got no response: the server could not be reached or did not answer in time,
/// TLS failed, the redirects went wrong, the response was too large, or the user pressed
/// Ctrl-C. (A response with a 4xx or 5xx status is a response, not a failure.)
public struct HTTPFailure: Error, Sendable, Equatable {
  /// What went wrong.
  public enum Kind: Sendable, Equatable {
    /// The host name could not be resolved.
    case resolve
    /// Nothing accepted the connection.
    case connect
    /// TLS failed: `reason` is libcurl's.
    case tls
    /// No connection within the connect time-out.
    case connectTimeout
    /// No complete response within the total time-out.
    case totalTimeout
    /// More redirects than allowed, or one to a scheme other than http(s).
    case redirect
    /// The response body is larger than allowed.
    case tooLarge
    /// The URL is not one formsh sends to.
    case badURL
    /// Ctrl-C.
    case interrupted
    /// libcurl is not installed.
    case unavailable
    /// Any other transport error: `reason` is libcurl's.
    case other
  }

  /// What went wrong.
  public let kind: Kind
  /// The URL asked for.
  public let url: String
  /// One line saying what happened and, where it helps, what to do.
  public let reason: String

  /// Creates a failure.
  public init(_ kind: Kind, url: String, reason: String) {
    self.kind = kind
    self.url = url
    self.reason = reason
  }

  /// `URL: REASON`.
  public var message: String { "\(url): \(reason)" }
}
