import FormshDomain

/// Where a FORM argument leads: an http(s) URL is fetched with the session's client, `-` is
/// standard input, anything else a file.
public enum FormSources {
  /// The source a FORM argument names.
  public static func source(_ argument: String, client: HTTPClient) -> any FormSource {
    HTTPRequest.isWebURL(argument)
      ? RemoteFormSource(url: argument, client: client) : FileFormSource(path: argument)
  }
}
