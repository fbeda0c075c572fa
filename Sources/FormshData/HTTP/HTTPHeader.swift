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

  /// Headers whose values are credentials: never shown, logged or recorded.
  private static let secretNames: Set<String> = [
    "authorization", "proxy-authorization", "cookie", "set-cookie", "x-api-key", "api-key",
    "x-auth-token", "x-csrf-token", "x-xsrf-token",
  ]

  /// Whether the value is a credential (`Authorization`, `Cookie`, an API key …).
  public var isSecret: Bool { HTTPHeader.isSecret(name: name) }

  /// Whether a header of this name holds a credential.
  public static func isSecret(name: String) -> Bool {
    secretNames.contains(name.lowercased())
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
      return .failure(HTTPHeaderError("a header is written NAME: VALUE; \"\(text)\" has no colon"))
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
