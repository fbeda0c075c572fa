import FormshData

/// Where and how `fill --to URL` sends each valid record: `--method`, `--as`,
/// `--concurrency`, `--rate` and `--retries`, checked.
public struct FillTarget: Sendable {
  /// The http(s) URL each record is sent to.
  public var url: String
  /// `POST` (the default), `PUT` or `PATCH`.
  public var method = "POST"
  /// JSON (the default) or a form body.
  public var encoding = PayloadBody.Encoding.json
  /// Requests in flight at once.
  public var concurrency = 4
  /// At most this many requests started a second, when given.
  public var rate: Double?
  /// Attempts after the first (429, 502, 503, 504, or no connection made).
  public var retries = 3

  /// A target with the defaults.
  public init(url: String) {
    self.url = url
  }
}
