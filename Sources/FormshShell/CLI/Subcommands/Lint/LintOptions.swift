/// `formsh lint [--json] [--strict] FORM…`: its spec and options.
struct LintOptions: SubcommandOptions {
  static let spec = SubcommandSpec(
    "lint",
    usage: ["formsh lint [--json] [--strict] [--dialect NAME] FORM…"],
    overview: [("formsh lint [--json] FORM…", "load forms and print every diagnostic")],
    help: [
      .usage,
      .text(
        """
        Loads each form and prints every diagnostic: what was odd and what formsh did
        about it, an unknown key or type with the known one it is a typo of ("did you
        mean").
        --json prints one JSON object per form and line: source, title, dialect, fields
        (id, path (where it goes in the payload, a JSON Pointer), kind, label, required
        (true, false or "conditional"), constraints (min, max, min_length, max_length,
        pattern, min_selections, max_selections, options: those it has), value, options,
        links, section, group, visible_if, required_if, read_only, enabled_if, computed,
        default_value_from), submit_data, sections (id, title, description, visible_if,
        required_if), groups (id, label, parent, fields, visible_if, enabled_if), rules
        (check, message, fields), action (url, method, as; null when none), omit_empty
        and diagnostics (severity, field, message); a form that cannot be loaded gets
        {"source":…,"error":…,"status":65 or 66} instead. FORM - reads standard input.
        --strict fails on warnings too (exit 1), for a form author's CI.
        A form written for another system is recognised by its shape (--dialect NAME
        says which instead); what formsh could not keep of it is a warning naming the
        construct and where it is (a JSON Pointer).
        Exit status: 0 no errors (with --strict: no diagnostics) · 1 a diagnostic is an
        error (with --strict: any diagnostic) · 2 usage · 65 malformed · 66 unreadable.

        """),
    ])

  static let options =
    CommonOptions.taken(by: \Self.common) + [
      json, strict, FormOptions.dialect.within(\Self.form), FormOptions.htmlForm.within(\Self.form),
      FormOptions.operation.within(\Self.form),
    ]
    + HTTPOptions.all.map { $0.within(\Self.http) }

  static let json = OptionSpec<LintOptions>(flag: "--json") { $0.json = true }
  static let strict = OptionSpec<LintOptions>(flag: "--strict") { $0.strict = true }

  static var http: KeyPath<LintOptions, HTTPOptions>? { \.http }

  var common = CommonOptions()
  var operands: [String] = []
  /// `--json`: one JSON object per form and line.
  var json = false
  /// `--strict`: a warning fails the run as an error does.
  var strict = false
  /// Its `--dialect` (it takes no `--form`: its forms are its operands).
  var form = FormOptions()
  var http = HTTPOptions()
}
