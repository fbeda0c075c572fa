import FormshDialects
import FormshDomain

/// Where a FORM argument leads: an http(s) URL is fetched with the session's client, `-` is
/// standard input, anything else a file.
public enum FormSources {
  /// The source a FORM argument names, read in `dialect` (nil: the document's own); of an
  /// HTML page, the form `htmlForm` names (nil: the first).
  public static func source(
    _ argument: String, client: HTTPClient, dialect: (any Dialect)? = nil,
    htmlForm: String? = nil
  ) -> any FormSource {
    HTTPRequest.isWebURL(argument)
      ? RemoteFormSource(url: argument, client: client, dialect: dialect, htmlForm: htmlForm)
      : FileFormSource(path: argument, dialect: dialect, htmlForm: htmlForm)
  }

  /// A FORM argument's form in formsh's dialect, for `formsh convert`.
  public static func translated(
    _ argument: String, client: HTTPClient, dialect: (any Dialect)? = nil,
    htmlForm: String? = nil
  ) throws(FormLoadError) -> FormDecoder.Translated {
    HTTPRequest.isWebURL(argument)
      ? try RemoteFormSource(url: argument, client: client, dialect: dialect, htmlForm: htmlForm)
        .translated()
      : try FileFormSource(path: argument, dialect: dialect, htmlForm: htmlForm).translated()
  }
}
