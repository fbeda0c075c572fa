import FormshData

/// The form a subcommand works on and how it is read: `--form FORM` (`-f`) and `--dialect
/// NAME`.
struct FormOptions {
  /// `--form FORM`: a path, `-` or an http(s) URL.
  var form: String?
  /// `--dialect NAME`: the dialect forms are read in (`nil`: each form's own, recognised).
  var dialect: (any Dialect)?
  /// `--html-form ID|NAME|N`: which `<form>` of an HTML page (`nil`: the first).
  var htmlForm: String?
  /// `--operation ID`: which operation of an OpenAPI document is the form.
  var operation: String?

  static let form = OptionSpec<FormOptions>(
    "--form", "-f", value: "FORM", help: "the form: a file, - (standard input) or an http(s) URL"
  ) { options, path in
    options.form = path
  }

  static let dialect = OptionSpec<FormOptions>(
    "--dialect", value: "NAME",
    help: "read FORM in this dialect rather than recognise it: formsh, json-schema, json-forms,"
      + " openapi, surveyjs, adaptive-cards, formio, kratos",
    choices: Dialects.names
  ) { (options, name) throws(UsageError) in
    guard let dialect = Dialects.named(name) else { throw UsageError(Dialects.refusal(of: name)) }
    options.dialect = dialect
  }

  static let htmlForm = OptionSpec<FormOptions>(
    "--html-form", value: "ID|NAME|N",
    help: "of an HTML page, read the <form> of this id or name, or the Nth (from 1), not the"
      + " first"
  ) { options, pick in
    options.htmlForm = pick
  }

  static let operation = OptionSpec<FormOptions>(
    "--operation", value: "ID",
    help: "the operation of an OpenAPI document FORM is: its operationId or 'METHOD /path'"
  ) { options, operation in
    options.operation = operation
  }
}
