/// A link's URL as it may leave formsh (in an OSC 8 hyperlink, to the browser): printable
/// ASCII only, as the WHATWG URL parser would serialise it. Characters outside ASCII in the
/// path, query or fragment are percent-encoded (UTF-8); a host outside ASCII is refused, since
/// formsh does no IDNA (write it as punycode, `xn--…`); a control, format or space character
/// anywhere (C1 controls, U+2028, bidi overrides, NBSP, zero-width characters, the BOM, the
/// soft hyphen, any default-ignorable code point) and a port above 65535 are refused.
///
/// Printable ASCII that WHATWG would also percent-encode (`"`, `<`, `>`, a backtick) is kept
/// as written: it is harmless in OSC 8 and in an argument vector, and `open` passes the URL
/// the form wrote.
public enum LinkTarget {
  /// Why a URL is not a link.
  public enum Refusal: Error, Sendable, Equatable {
    /// Not an http(s) URL with a host (or it holds an ASCII space or control character).
    case notWeb
    /// It holds this invisible or controlling character.
    case character(Unicode.Scalar)
    /// Its host is not ASCII.
    case nonASCIIHost
    /// Its port, as written, is above 65535.
    case port(String)
  }

  /// The URL to emit and open, or why it is not a link.
  public static func serialize(_ text: String) -> Result<String, Refusal> {
    guard WebURL.isValid(text) else { return .failure(.notWeb) }
    let scalars = Array(text.unicodeScalars)
    if let bad = scalars.first(where: isRefused) { return .failure(.character(bad)) }
    // WebURL.isValid found "scheme://", and the authority ends at the first / ? or #.
    var index = scalars.firstIndex(of: ":")! + 3
    var colon: Int?
    while index < scalars.count, !"/?#".unicodeScalars.contains(scalars[index]) {
      guard scalars[index].isASCII else { return .failure(.nonASCIIHost) }
      if scalars[index] == ":" { colon = index }
      index += 1
    }
    if let colon {
      let port = String(String.UnicodeScalarView(scalars[(colon + 1)..<index]))
      let digits = port.drop { $0 == "0" }
      if digits.count > 5 || (Int(digits) ?? 0) > 65_535 { return .failure(.port(port)) }
    }
    guard scalars[index...].contains(where: { !$0.isASCII }) else { return .success(text) }
    var serialized = String(String.UnicodeScalarView(scalars[..<index]))
    for scalar in scalars[index...] {
      if scalar.isASCII {
        serialized.unicodeScalars.append(scalar)
      } else {
        for byte in String(scalar).utf8 { serialized += percentEncoded(byte) }
      }
    }
    return .success(serialized)
  }

  /// A control, format or space character, or one meant to be invisible.
  static func isRefused(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator: return true
    default: return scalar.properties.isDefaultIgnorableCodePoint
    }
  }

  private static func percentEncoded(_ byte: UInt8) -> String {
    let digits: [Character] = Array("0123456789ABCDEF")
    return "%" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0x0F)])
  }
}
