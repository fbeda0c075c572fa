import FormshData

/// The form a subcommand works on and how it is read: `--form FORM` (`-f`) and `--dialect
/// NAME`.
struct FormOptions {
  /// `--form FORM`: a path, `-` or an http(s) URL.
  var form: String?
  /// `--dialect NAME`: the dialect forms are read in (`nil`: each form's own, recognised).
  var dialect: (any Dialect)?
  /// `--operation ID`: which operation of an OpenAPI document is the form.
  var operation: String?

  static let form = OptionSpec<FormOptions>("--form", "-f", value: "FORM") { options, path in
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

  static let operation = OptionSpec<FormOptions>(
    "--operation", value: "ID",
    help: "the operation of an OpenAPI document FORM is: its operationId or 'METHOD /path'"
  ) { options, operation in
    options.operation = operation
  }
}
