import FormshData
import FormshDomain
import FormshPresentation

/// `state --json`: the whole session as one JSON object (docs/protocol.md), what `expect state
/// FILE` compares with. Keys, in this order: `format` ("formsh-state"), `version`, `form`
/// (`source`, `title`), `values` (field id → the value as the payload carries it, in render
/// order, empty text `""` as in the payload; a secret that is set masked), `errors` (field id → the message on
/// show, the rules' and the server's; `_form` for the form's own), `fields` (id → `visible`,
/// `required`, now), `sections` (id → `visible`), `checkpoints` (names, in the order made),
/// `unsubmitted_changes` and `submitted`.
enum StateSnapshot {
  /// The value of `format`.
  static let format = "formsh-state"
  /// The schema's version: a key removed or whose meaning changes raises it; new keys do not.
  static let version = 1

  /// A form session as a snapshot.
  static func json(of formSession: FormSession) -> JSONValue {
    let session = formSession.session
    let form = session.form
    let view = session.view
    let values = form.fields.map { field in
      (field.id, field.reportedPayload(session.value(of: field)).json)
    }
    var errors: [(key: String, value: JSONValue)] = form.fields.compactMap { field in
      view.errors[field.id].map { (field.id, .string($0)) }
    }
    if form.field(CrossFieldRule.formWide) == nil,
      let message = view.errors[CrossFieldRule.formWide]
    {
      errors.append((CrossFieldRule.formWide, .string(message)))
    }
    let fields = form.fields.enumerated().map { position, field in
      (
        field.id,
        JSONValue.object(
          JSONObject([
            ("visible", .bool(session.isVisible(field))),
            ("required", .bool(session.isRequired(field))),
            // `enabled_if`; a hidden field counts as enabled (FormStatus).
            ("enabled", .bool(session.status.enabled[position])),
          ]))
      )
    }
    let sections = form.sections.enumerated().map { position, section in
      (
        section.id,
        JSONValue.object(JSONObject([("visible", .bool(session.status.sectionVisible[position]))]))
      )
    }
    return .object(
      JSONObject([
        ("format", .string(format)),
        ("version", .number(String(version))),
        (
          "form",
          .object(
            JSONObject([("source", .string(session.loaded.source)), ("title", .string(form.title))])
          )
        ),
        ("values", .object(JSONObject(values))),
        ("errors", .object(JSONObject(errors))),
        ("fields", .object(JSONObject(fields))),
        ("sections", .object(JSONObject(sections))),
        ("checkpoints", .array(formSession.checkpoints.names.map(JSONValue.string))),
        ("unsubmitted_changes", .bool(session.hasUnsubmittedChanges)),
        ("submitted", .bool(session.lastSubmission != nil)),
      ]))
  }
}
