extension HTTPRequest {
  /// The headers the request goes out with: the client's (`settings.headers`, from `header`
  /// and `--header`), then the request's own, which replace any of the same name (any case).
  /// What libcurl is given, and what `submit --curl` writes.
  public func sentHeaders(with settings: HTTPSettings) -> [HTTPHeader] {
    let own = Set(headers.map { $0.name.lowercased() })
    return settings.headers.filter { !own.contains($0.name.lowercased()) } + headers
  }
}
