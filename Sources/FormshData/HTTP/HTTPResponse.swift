import FormshDomain

/// A server's final response (after any redirects): status, headers and body.
public struct HTTPResponse: Sendable, Equatable {
  /// The status code (`201`).
  public let status: Int
  /// The reason phrase the server sent, made fit to show (control characters and escape
  /// sequences dropped, at most 100 characters), or the standard one (HTTP/2 sends none).
  public let reason: String
  /// The headers of the final response, in order.
  public let headers: [HTTPHeader]
  /// The body, decoded from gzip or deflate when the server compressed it.
  public let body: [UInt8]
  /// The URL that answered, after redirects.
  public let url: String
  /// How long the request took, in seconds: from sending it to the end of the final
  /// response, redirects included, on the monotonic clock (`HTTPClient.send` measures it;
  /// 0 for a response made otherwise). For `expect duration`.
  public internal(set) var duration: Double = 0

  /// Creates a response. The reason phrase is the server's text, printed on the status line:
  /// an escape sequence in it must not reach the terminal, so it is cleaned here, once.
  public init(status: Int, reason: String, headers: [HTTPHeader], body: [UInt8], url: String) {
    self.status = status
    self.reason =
      ServerText.clean(reason, limit: HTTPResponse.reasonLimit)
      ?? HTTPResponse.standardReason(status)
    self.headers = headers
    self.body = body
    self.url = url
  }

  /// The most characters of a reason phrase kept.
  static let reasonLimit = 100

  /// Whether the status is 2xx.
  public var isSuccess: Bool { (200..<300).contains(status) }

  /// `HTTP 201 Created`.
  public var statusLine: String { "HTTP \(status)" + (reason.isEmpty ? "" : " \(reason)") }

  /// The value of the first header of this name (any case).
  public func header(_ name: String) -> String? {
    let lowered = name.lowercased()
    return headers.first { $0.name.lowercased() == lowered }?.value
  }

  /// Every value of the headers of this name (any case), in order.
  public func headers(named name: String) -> [String] {
    let lowered = name.lowercased()
    return headers.filter { $0.name.lowercased() == lowered }.map(\.value)
  }

  /// The media type, lowercased, without parameters (`application/problem+json`).
  public var mediaType: String? {
    guard let value = header("Content-Type") else { return nil }
    let type = value.split(separator: ";", maxSplits: 1).first.map(String.init) ?? value
    return type.trimmingWhitespace().lowercased()
  }

  /// Whether the body says it is JSON (`application/json`, `…+json`), or looks like it.
  public var isJSON: Bool {
    if let type = mediaType, type == "application/json" || type.hasSuffix("+json") {
      return true
    }
    let first = body.first { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }
    return first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
  }

  /// The body as text (invalid UTF-8 repaired).
  public var text: String { String(decoding: body, as: UTF8.self) }

  /// The first `count` characters of the body on one line, for an error message.
  public func excerpt(_ count: Int = 200) -> String {
    var flat: [Character] = []
    for character in text {
      let space = character.isWhitespace
      if space, flat.last == " " || flat.isEmpty { continue }
      if character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }),
        !space
      {
        continue
      }
      flat.append(space ? " " : character)
      if flat.count > count { break }
    }
    let kept = String(flat.prefix(count)).trimmingWhitespace()
    return flat.count > count ? kept + "…" : kept
  }

  /// The reason phrase of a standard status.
  public static func standardReason(_ status: Int) -> String {
    switch status {
    case 100: "Continue"
    case 200: "OK"
    case 201: "Created"
    case 202: "Accepted"
    case 204: "No Content"
    case 301: "Moved Permanently"
    case 302: "Found"
    case 303: "See Other"
    case 304: "Not Modified"
    case 307: "Temporary Redirect"
    case 308: "Permanent Redirect"
    case 400: "Bad Request"
    case 401: "Unauthorized"
    case 403: "Forbidden"
    case 404: "Not Found"
    case 405: "Method Not Allowed"
    case 406: "Not Acceptable"
    case 408: "Request Timeout"
    case 409: "Conflict"
    case 410: "Gone"
    case 413: "Content Too Large"
    case 415: "Unsupported Media Type"
    case 422: "Unprocessable Content"
    case 429: "Too Many Requests"
    case 500: "Internal Server Error"
    case 501: "Not Implemented"
    case 502: "Bad Gateway"
    case 503: "Service Unavailable"
    case 504: "Gateway Timeout"
    default: ""
    }
  }
}
