/// `formsh cases [--out DIR] [--force] [FORM]`: its spec and options.
struct CasesOptions: SubcommandOptions {
  static let spec = SubcommandSpec(
    "cases",
    usage: ["formsh cases [--out DIR] [--force] [FORM]"],
    overview: [("formsh cases [--out DIR] [FORM]", "generate boundary-case scenarios")],
    help: [
      .usage,
      .text(
        """
        Derives a scenario suite from FORM (the built-in form when omitted): for each
        field the values at and across each limit (max_length and one character more,
        counted as characters, not bytes; min_length and one fewer; min/max and one step
        beyond; the earliest and latest date and the day past, time and date-time and
        the minute or second past), empty, each option, each selection-count edge, an
        invalid email and URL, a date, time, date-time or phone that set refuses, a
        value that breaks the pattern; each visible_if and required_if true and false;
        each form rule holding and failing; a valid fill submitted.
        Each scenario starts from a valid value in every field, and each expectation is
        what the form's own rules give. A value that cannot be derived (text matching an
        arbitrary pattern) is not guessed: the case is left out and named on standard
        error.


        """),
      .table(OptionTable(margin: 0, column: 13, [.init(out), .init(force)])),
      .text(
        """
        A control character from the form (an escape sequence in an id or option) is
        written escaped ("\\x1B", "\\u{202E}"), never raw, and reads back as itself.
        Without --out, the scenarios are printed one after another (each starts with its
        load, so the whole is a script as well). A summary goes to standard error:
        scenarios, cases, and each case not generated with the reason.
        Exit status: 0 generated · 2 usage · 65 malformed form · 66 unreadable · 73
        unwritable.

        """),
    ])

  static let options =
    CommonOptions.taken(by: \Self.common) + [out, force]
    + [FormOptions.form, FormOptions.dialect, FormOptions.htmlForm, FormOptions.operation].map {
      $0.within(\Self.form)
    }
    + HTTPOptions.all.map { $0.within(\Self.http) }

  static let out = OptionSpec<CasesOptions>(
    "--out", value: "DIR",
    help: "write one scenario per field, section condition and rule (DIR/email.formsh,"
      + " DIR/section-billing.formsh, DIR/rule-1.formsh) and DIR/form.formsh; DIR is made when"
      + " missing; run them with formsh test DIR, from the directory the form's path is"
      + " relative to"
  ) { options, path in options.out = path }

  static let force = OptionSpec<CasesOptions>(
    flag: "--force",
    help: "replace files that exist (else an existing file is an error, status 73, and"
      + " nothing is written); a symbolic link is replaced, never written through. The files"
      + " appear all at once or not at all: a write that fails leaves DIR as it was. Other"
      + " files in DIR are left alone"
  ) { $0.force = true }

  static var http: KeyPath<CasesOptions, HTTPOptions>? { \.http }

  var common = CommonOptions()
  var operands: [String] = []
  /// `--out DIR`: where the generated scenarios go.
  var out: String?
  /// `--force`: replace files that exist.
  var force = false
  var form = FormOptions()
  var http = HTTPOptions()

  var urls: [String] { [form.form].compactMap(\.self) }
}
