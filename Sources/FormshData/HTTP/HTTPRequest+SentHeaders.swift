extension HTTPRequest {
  /// The headers the request goes out with: the client's (`settings.headers`, from `header`
  /// and `--header`), then the request's own, which replace any of the same name (any case).
  /// To a URL a server chose on another origin than its own (`credentialOrigin`), neither the
  /// client's nor a secret one of its own, unless `settings.locationTrusted`: as after a
  /// redirect. What libcurl is given, and what `submit --curl` writes.
  public func sentHeaders(with settings: HTTPSettings) -> [HTTPHeader] {
    if let origin = credentialOrigin, !settings.locationTrusted,
      HTTPRequest.origin(of: url) != origin
    {
      return headers.filter { !$0.isSecret }
    }
    let own = Set(headers.map { $0.name.lowercased() })
    return settings.headers.filter { !own.contains($0.name.lowercased()) } + headers
  }
}
