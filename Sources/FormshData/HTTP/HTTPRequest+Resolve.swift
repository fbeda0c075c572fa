extension HTTPRequest {
  /// `reference` resolved against `base` (RFC 3986 §5.2, for http(s) bases): an absolute
  /// URL is itself; `//host/p`, `/p`, `?q` and `p` (with `.` and `..` segments) take what
  /// they lack from `base`. The base's user name and password are not carried over (a
  /// form's own target gets no credentials from the URL the form came from). `nil` when
  /// `base` is not an http(s) URL, or when `reference` is absolute with another scheme
  /// (`mailto:a@b.c`, `ftp://x/y`: no path under the base).
  public static func resolve(_ reference: String, against base: String) -> String? {
    if isWebURL(reference) { return reference }
    guard isRelative(reference) else { return nil }
    guard isWebURL(base), let start = authorityStart(base) else { return nil }
    let scheme = String(base[..<start])  // "https://"
    let rest = base[start...]
    let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
    var authority = String(rest[..<authorityEnd])
    if let at = authority.lastIndex(of: "@") {
      authority = String(authority[authority.index(after: at)...])
    }
    let tail = rest[authorityEnd...]
    let pathEnd = tail.firstIndex { $0 == "?" || $0 == "#" } ?? tail.endIndex
    let basePath = tail[..<pathEnd].isEmpty ? "/" : String(tail[..<pathEnd])
    let baseQuery = tail[pathEnd...].prefix { $0 != "#" }
    let origin = scheme + authority
    if reference.hasPrefix("//") { return scheme.dropLast(2) + reference }
    if reference.hasPrefix("/") { return origin + removingDotSegments(reference) }
    if reference.hasPrefix("?") { return origin + basePath + reference }
    if reference.isEmpty || reference.hasPrefix("#") { return origin + basePath + baseQuery }
    let directory = basePath[...(basePath.lastIndex(of: "/") ?? basePath.startIndex)]
    return origin + removingDotSegments(directory + reference)
  }

  /// Whether a URL is a relative reference (RFC 3986 §4.2): no scheme before its first
  /// `/`, `?` or `#` (`mailto:a@b.c` and `ftp://x/y` are absolute, of another scheme).
  public static func isRelative(_ url: String) -> Bool {
    let head = url.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
    return !head.contains(":")
  }

  /// A path with its `.` and `..` segments worked out (RFC 3986 §5.2.4); the query after
  /// it is left as it is.
  private static func removingDotSegments(_ reference: String) -> String {
    let end = reference.firstIndex { $0 == "?" || $0 == "#" } ?? reference.endIndex
    let path = reference[..<end]
    var output: [Substring] = []
    let segments = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
    for (offset, segment) in segments.enumerated() {
      let last = offset == segments.count - 1
      switch segment {
      case ".": if last { output.append("") }
      case "..":
        _ = output.popLast()
        if last { output.append("") }
      default: output.append(segment)
      }
    }
    return "/" + output.joined(separator: "/") + reference[end...]
  }
}
