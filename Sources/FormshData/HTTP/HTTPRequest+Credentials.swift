extension HTTPRequest {
  /// What a URL's user information puts on the wire that is secret: its password as written
  /// and percent-decoded, and the `Basic` credentials libcurl makes of the user and password
  /// (`Authorization: Basic …`), which a server may echo. Empty when the URL has no password.
  public static func credentials(of url: String) -> [String] {
    guard let password = password(of: url), let start = authorityStart(url) else { return [] }
    let userinfo = url[start...].prefix { $0 != "@" }
    let user = userinfo.prefix { $0 != ":" }
    let decoded = percentDecoded(Substring(password))
    let token = Base64.encode(Array(percentDecoded(user).utf8) + [UInt8(ascii: ":")] + decoded.utf8)
    return [password, decoded, token]
  }

  /// `%XX` escapes turned into their bytes (others kept as written).
  private static func percentDecoded(_ text: Substring) -> String {
    var bytes: [UInt8] = []
    var iterator = Array(text.utf8).makeIterator()
    while let byte = iterator.next() {
      guard byte == UInt8(ascii: "%") else {
        bytes.append(byte)
        continue
      }
      let high = iterator.next()
      let low = iterator.next()
      if let high, let low,
        let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16)
      {
        bytes.append(value)
      } else {
        bytes += [byte] + [high, low].compactMap { $0 }
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
