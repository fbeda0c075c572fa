import FormshJSON

/// Form.io (form.io): a form's JSON, recognised by `components` holding Form.io component
/// types (`textfield`, `select`, `datagrid`…), at the top or in a `form` object. Components
/// become fields named by their keys (so the payload is Form.io's `data`), layout components
/// are flattened, containers become groups and grids lists; Form.io's JSON Logic is kept with
/// its `data.` and `row.` variables renamed. `docs/dialects/formio.md` says what maps to what
/// and what is reported.
struct FormIODialect: Dialect {
  var name: String { "formio" }
  var title: String { "Form.io" }

  func recognises(_ document: JSONObject) -> Bool {
    FormIOComponentTypes.recognises(document)
  }

  func translate(_ document: JSONObject, in context: DialectContext) -> DialectTranslation {
    var translator = FormIOTranslator(context: context)
    return translator.translate(document)
  }
}
