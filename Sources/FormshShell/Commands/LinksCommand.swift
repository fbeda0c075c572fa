import FormshData
import FormshPresentation

/// `links [FIELD]`: the rich-text links, numbered for `open N`.
struct LinksCommand: Command, Equatable {
  static let spec = CommandSpec(
    "links", synopsis: "links [FIELD]", summary: "number the rich-text links (for open N)",
    arguments: [.optional(.field(.withLinks))])

  let field: String?

  init(field: String?) { self.field = field }

  init(_ arguments: Arguments) throws(ParseError) {
    field = arguments.given(0)
  }

  func run(in context: FormContext, more: (String) -> String?) throws(ShellError) {
    let shown = try field.map { (id) throws(ShellError) in try context.form.field(id) }
    let only = shown?.id
    context.form.session.noteLinksListed(of: shown)
    context.console.print(
      LinksRenderer.render(context.form.session.view, only: only, context.settings.render))
  }

  /// The field whose links are listed, if one.
  var namedField: String? { field }

  /// Adds nothing to its event (`--format jsonl`).
  func eventDetails(in context: FormContext) -> [(key: String, value: JSONValue)] { [] }
}
