import FormshJSON

/// formsh's own dialect (the format reference): recognised by `fields` at the top level and,
/// when no other dialect claims the document, by any of its other top-level keys or by an
/// empty object (a form with no fields yet, which lint warns about). Its translation is the
/// document itself.
public struct FormshDialect: Dialect {
  public var name: String { "formsh" }
  public var title: String { "formsh" }

  public func recognises(_ document: JSONObject) -> Bool {
    document["fields"] != nil
  }

  /// Whether the document may be a formsh form that no dialect claimed: empty, or with one of
  /// the dialect's top-level keys (`form_title`, a typo of `fields` is still lint's to report).
  func mayBe(_ document: JSONObject) -> Bool {
    document.members.isEmpty
      || document.members.contains { FormKeys.Level.form.known.contains($0.key) }
  }

  public func translate(_ document: JSONObject, in context: DialectContext) -> DialectTranslation {
    DialectTranslation(form: document)
  }
}
