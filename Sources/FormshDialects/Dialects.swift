import FormshJSON

/// Every dialect formsh reads, in the order detection tries them (the more particular first:
/// JSON Forms is a JSON Schema with a `uischema`). Adding a dialect is its folder here and one
/// line in `all`.
public enum Dialects {
  /// The dialects, formsh's own first.
  public static let all: [any Dialect] = [
    FormshDialect(),
    OpenAPIDialect(),
    JSONFormsDialect(),
    JSONSchemaDialect(),
    SurveyJSDialect(),
    AdaptiveCardsDialect(),
    FormIODialect(),
    KratosDialect(),
  ]

  /// The names `--dialect` takes, in detection order.
  public static var names: [String] { all.map(\.name) }

  /// The dialect of this name (case-insensitive), if there is one.
  public static func named(_ name: String) -> (any Dialect)? {
    let lowered = name.lowercased()
    return all.first { $0.name == lowered }
  }

  /// The dialect a document is written in: the first that recognises it, else formsh's when
  /// the document may be one of its forms.
  public static func detect(_ document: JSONObject) -> (any Dialect)? {
    recognise(document) ?? (FormshDialect().mayBe(document) ? FormshDialect() : nil)
  }

  /// The dialect that recognises a document by its own marks (formsh's `fields`, Kratos's
  /// `ui.nodes`…), with no guess from a key such as `title`: what a server's answer must be
  /// to be followed as a form, since an error body (RFC 9457's `title`) is never one.
  public static func recognise(_ document: JSONObject) -> (any Dialect)? {
    all.first { $0.recognises(document) }
  }

  /// Why a document was not recognised, for `FormLoadError.unknownDialect`.
  public static var unrecognised: String {
    unrecognisedAnswer + "; name its dialect with --dialect NAME"
  }

  /// Why a server's answer was not recognised as a form (no `--dialect` to name there).
  public static var unrecognisedAnswer: String {
    "not a form in any dialect formsh reads (\(names.joined(separator: ", ")))"
  }
}
