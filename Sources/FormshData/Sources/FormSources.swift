import FormshDialects
import FormshDomain

/// Where a FORM argument leads: an http(s) URL is fetched with the session's client, `-` is
/// standard input, anything else a file. `operation` picks an OpenAPI document's operation
/// (`--operation`).
public enum FormSources {
  /// The source a FORM argument names, read in `dialect` (nil: the document's own); of an
  /// HTML page, the form `htmlForm` names (nil: the first); of an OpenAPI document, the
  /// operation `operation` picks.
  public static func source(
    _ argument: String, client: HTTPClient, dialect: (any Dialect)? = nil,
    htmlForm: String? = nil, operation: String? = nil
  ) -> any FormSource {
    HTTPRequest.isWebURL(argument)
      ? RemoteFormSource(
        url: argument, client: client, dialect: dialect, htmlForm: htmlForm, operation: operation)
      : FileFormSource(path: argument, dialect: dialect, htmlForm: htmlForm, operation: operation)
  }

  /// A FORM argument's form in formsh's dialect, for `formsh convert`.
  public static func translated(
    _ argument: String, client: HTTPClient, dialect: (any Dialect)? = nil,
    htmlForm: String? = nil, operation: String? = nil
  ) throws(FormLoadError) -> FormDecoder.Translated {
    HTTPRequest.isWebURL(argument)
      ? try RemoteFormSource(
        url: argument, client: client, dialect: dialect, htmlForm: htmlForm, operation: operation
      ).translated()
      : try FileFormSource(
        path: argument, dialect: dialect, htmlForm: htmlForm, operation: operation
      ).translated()
  }

  /// A FORM argument's bytes and the name errors give it (the URL as shown), for `formsh
  /// operations`.
  public static func bytes(_ argument: String, client: HTTPClient) throws(FormLoadError)
    -> (bytes: [UInt8], source: String)
  {
    HTTPRequest.isWebURL(argument)
      ? (try RemoteFormSource(url: argument, client: client).body(), HTTPRequest.shown(argument))
      : (try FileFormSource(path: argument).bytes(), argument)
  }
}
