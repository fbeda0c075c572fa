extension HTTPClient {
  /// The session's cookies that go with a request to `url`, by name and value: those of its
  /// host (or, for a domain cookie, of a domain it is in) whose path the URL's path is in,
  /// the secure ones only over https. What `submit --curl` names as `-b` placeholders; the
  /// request itself gets its cookies from libcurl.
  public func cookies(for url: String) -> [(name: String, value: String)] {
    let scheme = url.prefix { $0 != ":" }.lowercased()
    let origin = HTTPRequest.origin(of: url)  // "http://host:port"
    let afterScheme = origin.dropFirst(scheme.count + 3)
    let host = String(afterScheme[..<(afterScheme.lastIndex(of: ":") ?? afterScheme.endIndex)])
    let rest = url[(HTTPRequest.authorityStart(url) ?? url.endIndex)...]
    let pathStart = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
    let path = rest[pathStart...].prefix { $0 != "?" && $0 != "#" }
    return cookieLines().compactMap { line in
      // domain, whether subdomains match, path, secure, expiry, name, value (Netscape).
      var domainText = Substring(line)
      if domainText.hasPrefix("#HttpOnly_") { domainText = domainText.dropFirst(10) }
      let columns = domainText.split(separator: "\t", omittingEmptySubsequences: false)
      guard columns.count >= 7 else { return nil }
      let domain = columns[0].lowercased().drop { $0 == "." }
      let inDomain =
        host == domain || (columns[1] == "TRUE" && host.hasSuffix("." + domain))
      let cookiePath = columns[2].isEmpty ? "/" : columns[2]
      let inPath =
        (path.isEmpty ? "/" : path).hasPrefix(cookiePath)
      guard inDomain, inPath, columns[3] != "TRUE" || scheme == "https" else { return nil }
      return (String(columns[5]), columns[6...].joined(separator: "\t"))
    }
  }
}
