import FormshDomain

/// One header of a request or a response, as written (`Authorization: Bearer …`).
public struct HTTPHeader: Sendable, Equatable {
  /// The name, as the user or the server spelled it.
  public let name: String
  /// The value, without the spaces around it.
  public let value: String

  /// Creates a header; the name and value are not checked (see `parse`).
  public init(name: String, value: String) {
    self.name = name
    self.value = value
  }

  /// Words that, anywhere in a header's name, say its value is a credential
  /// (`Authorization`, `Cookie`, `X-Api-Key`, `Private-Token`, `X-Amz-Security-Token`,
  /// `X-Goog-Api-Key`, `X-Session-Id`, `X-Hub-Signature` …). A name that merely looks like
  /// one is masked too: a header shown as a mask costs less than a credential shown.
  private static let secretWords: [StaticString] = [
    "auth", "token", "key", "secret", "session", "password", "passwd", "signature", "cookie",
    "credential", "csrf", "xsrf",
  ]

  /// Whether the value is a credential (its name says so: `isSecret(name:)`).
  public var isSecret: Bool { HTTPHeader.isSecret(name: name) }

  /// Whether a header of this name holds a credential: its name holds one of the words of
  /// credentials (auth, token, key, secret, session, password, signature, cookie …).
  public static func isSecret(name: String) -> Bool {
    let lowered = name.lowercased()
    return secretWords.contains { lowered.holdsBytes(of: $0) }
  }

  /// `NAME: VALUE` as written on the wire; a secret's value masked when `masked`.
  public func line(masked: Bool) -> String {
    "\(name): \(masked && isSecret ? Secret.mask : value)"
  }

  /// Parses `NAME: VALUE`. The name must be an HTTP token (RFC 9110 §5.6.2: letters, digits
  /// and ``!#$%&'*+-.^_`|~``); the value may not hold a line break or another control
  /// character, which would smuggle a second header into the request.
  public static func parse(_ text: String) -> Result<HTTPHeader, HTTPHeaderError> {
    guard let colon = text.firstIndex(of: ":") else {
      // Not quoted whole: what follows the name may be the credential.
      let name = text.prefix { !$0.isWhitespace }.prefix(60)
      return .failure(
        HTTPHeaderError("a header is written NAME: VALUE, with a colon after \"\(name)\""))
    }
    let name = String(text[..<colon]).trimmingWhitespace()
    let value = String(text[text.index(after: colon)...]).trimmingWhitespace()
    if let problem = problem(name: name) { return .failure(HTTPHeaderError(problem)) }
    if value.unicodeScalars.contains(where: { $0.value < 0x20 && $0 != "\t" || $0.value == 0x7F }) {
      return .failure(
        HTTPHeaderError("the value of \(name) holds a control character; headers are one line"))
    }
    return .success(HTTPHeader(name: name, value: value))
  }

  /// What is wrong with a header name, or `nil` when it is a token.
  public static func problem(name: String) -> String? {
    if name.isEmpty { return "a header needs a name before the colon" }
    let token = name.unicodeScalars.allSatisfy { scalar in
      scalar.isASCII
        && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
          || "!#$%&'*+-.^_`|~".unicodeScalars.contains(scalar))
    }
    return token
      ? nil
      : "\"\(name)\" is not a header name (letters, digits and !#$%&'*+-.^_`|~ only)"
  }
}
