/// `formsh convert [--dialect NAME] FORM`: its spec and options.
struct ConvertOptions: SubcommandOptions {
  static let spec = SubcommandSpec(
    "convert",
    usage: ["formsh convert [--dialect NAME] FORM"],
    overview: [("formsh convert FORM", "print a form of another system in\nformsh's dialect")],
    help: [
      .usage,
      .text(
        """
        Prints FORM in formsh's own dialect, as formsh reads it: a form written for
        another system (JSON Schema, JSON Forms, SurveyJS, Adaptive Cards, Form.io, Ory
        Kratos) comes out as the formsh form it loads as, so that it can be read, kept
        and edited by hand (formsh lint of the output lists the same fields). What the
        translation could not keep is counted on standard error; formsh lint FORM lists
        each construct with its place.
        --dialect NAME reads FORM in that dialect instead of recognising it by its
        shape.
        FORM may be a path, - for standard input, or an http(s) URL.
        Exit status: 0 converted · 2 usage · 65 malformed or in no dialect formsh
        reads · 66 unreadable · 69 unreachable.

        """),
    ])

  static let options =
    CommonOptions.taken(by: \Self.common) + [
      FormOptions.dialect.within(\Self.form), FormOptions.htmlForm.within(\Self.form),
      FormOptions.operation.within(\Self.form),
    ]
    + HTTPOptions.all.map { $0.within(\Self.http) }

  static var http: KeyPath<ConvertOptions, HTTPOptions>? { \.http }

  var common = CommonOptions()
  var operands: [String] = []
  /// Its `--dialect` (its form is its operand).
  var form = FormOptions()
  var http = HTTPOptions()
}
