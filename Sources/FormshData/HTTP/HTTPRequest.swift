import FormshDomain

/// A request to send: method, URL, headers and body.
public struct HTTPRequest: Sendable, Equatable {
  /// `GET`, `POST`, `PUT`, `PATCH`, …
  public var method: String
  /// An http or https URL.
  public var url: String
  /// Headers of this request, sent after (and overriding) the client's own.
  public var headers: [HTTPHeader]
  /// The body, if any.
  public var body: [UInt8]?
  /// For a URL a server chose (a form's `action`), the origin of the server that chose it:
  /// the session's headers and any secret header go only there, unless `locationTrusted`,
  /// as after a redirect. `nil` for a URL the user gave.
  public var credentialOrigin: String?

  /// Creates a request.
  public init(method: String = "GET", url: String, headers: [HTTPHeader] = [], body: [UInt8]? = nil)
  {
    self.method = method
    self.url = url
    self.headers = headers
    self.body = body
  }

  /// Whether a text is an http or https URL (the scheme in any case), which formsh fetches
  /// rather than opening as a file.
  public static func isWebURL(_ text: String) -> Bool {
    let lowered = text.prefix(8).lowercased()
    return lowered.hasPrefix("http://") || lowered.hasPrefix("https://")
  }
}

extension HTTPRequest {
  /// The URL as messages show it: a password in it (`https://user:pw@host/`) masked.
  public static func shown(_ url: String) -> String {
    // No `@`, no user information: as it is (the common case, asked of every response).
    guard url.utf8.contains(UInt8(ascii: "@")), let start = authorityStart(url) else { return url }
    let rest = url[start...]
    let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
    let authority = rest[..<authorityEnd]
    guard let at = authority.lastIndex(of: "@") else { return url }
    let userinfo = authority[..<at]
    let user = userinfo.split(separator: ":", maxSplits: 1).first.map(String.init) ?? ""
    let masked = userinfo.contains(":") ? user + ":" + Secret.mask : user
    return String(url[..<start]) + masked + String(rest[at...])
  }

  /// The text with the password of every URL in it masked (`http://bob:********@host/`):
  /// a command line, an error or a recording that spells out a URL with credentials.
  public static func maskingCredentials(in text: String) -> String {
    guard text.holdsBytes(of: "://") else { return text }
    var result = ""
    var rest = Substring(text)
    while let scheme = rest.firstRange(of: "://") {
      result += rest[..<scheme.upperBound]
      rest = rest[scheme.upperBound...]
      let end = rest.firstIndex(where: endsAuthority) ?? rest.endIndex
      let authority = rest[..<end]
      if let at = authority.lastIndex(of: "@"), let colon = authority[..<at].firstIndex(of: ":") {
        result += authority[...colon] + Secret.mask
        rest = rest[at...]
      }
    }
    return result + rest
  }

  /// Whether a text holds a URL with a password in it.
  public static func holdsCredentials(_ text: String) -> Bool {
    text.holdsBytes(of: "://") && maskingCredentials(in: text) != text
  }

  /// The password of a URL (`https://user:pw@host/`), if it has one.
  public static func password(of url: String) -> String? {
    guard let start = authorityStart(url) else { return nil }
    let rest = url[start...]
    let authority = rest[..<(rest.firstIndex(where: endsAuthority) ?? rest.endIndex)]
    guard let at = authority.lastIndex(of: "@"), let colon = authority[..<at].firstIndex(of: ":")
    else { return nil }
    return String(authority[authority.index(after: colon)..<at])
  }

  /// Whether a character ends a URL's authority (or the URL, in running text).
  private static func endsAuthority(_ character: Character) -> Bool {
    "/?#\"' \t\n".contains(character)
  }

  /// The origin of a URL, for telling whether a redirect leaves it: the scheme, host and
  /// port, lowercased, the port made explicit (`http://example.com:80`).
  public static func origin(of url: String) -> String {
    let scheme = url.prefix { $0 != ":" }.lowercased()
    var host = Substring(self.host(of: url).lowercased())
    var port = scheme == "https" ? "443" : "80"
    // A port after the last colon, unless that colon is inside an IPv6 literal (`[::1]`).
    if let colon = host.lastIndex(of: ":"), !host[colon...].contains("]") {
      port = String(host[host.index(after: colon)...])
      host = host[..<colon]
    }
    return "\(scheme)://\(host):\(port)"
  }

  /// The host (and port) of a URL, for messages.
  public static func host(of url: String) -> String {
    guard let start = authorityStart(url) else { return url }
    let rest = url[start...]
    let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
    let authority = rest[..<authorityEnd]
    let host = authority.lastIndex(of: "@").map { authority[authority.index(after: $0)...] }
    return String(host ?? authority)
  }

  /// Where the authority begins: just after `://`.
  static func authorityStart(_ url: String) -> String.Index? {
    var index = url.startIndex
    while index < url.endIndex {
      if url[index...].hasPrefix("://") { return url.index(index, offsetBy: 3) }
      if url[index] == "/" || url[index] == "?" { return nil }
      index = url.index(after: index)
    }
    return nil
  }
}
