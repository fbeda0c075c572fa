import FormshPlatform

/// The variables the command line gives commands (`${NAME}`): `--var NAME=VALUE`, `--secret
/// NAME[=VALUE]`, `--var-file FILE` (plain, under `--var`'s) and `test --data FILE` (a row's,
/// over both; docs/testing.md, "Data-driven suites"). The files are read before any command
/// runs.
struct VariableOptions {
  /// The values of `--var` and `--secret NAME=VALUE` (and, once read, of `--var-file`).
  var values: [String: String] = [:]
  /// The variables whose values are secret: `--secret NAME=VALUE` (its value is in
  /// `values`) or `--secret NAME` (an environment variable's).
  var secretNames: Set<String> = []
  /// `--var-file FILE`, in order given.
  var files: [String] = []
  /// `test --data FILE`: every scenario runs once per row of FILE (CSV or JSON Lines).
  var data: String?
  /// The rows of `--data`, once read.
  var rows: DataRows?

  /// The variables, the secret ones marked.
  var variables: Variables { Variables(defined: values, marked: secretNames) }

  static let variable = OptionSpec<VariableOptions>(
    "--var", value: "NAME=VALUE", help: "define ${NAME} for commands (before the environment)"
  ) { (options, text) throws(UsageError) in
    // The value is not quoted back: it may be a secret given with the wrong option.
    guard let equals = text.firstIndex(of: "=") else {
      throw UsageError(
        "--var takes NAME=VALUE; this one has no ="
          + (Variables.isValidName(text) && Terminal.environment(text) != nil
            ? " (the environment's \(text): --var \(text)=\"$\(text)\", or --secret \(text)"
              + " to keep it secret)" : ""))
    }
    guard Variables.isValidName(String(text[..<equals])) else {
      throw UsageError(
        "--var takes NAME=VALUE; \"\(text[..<equals].prefix(40))\" is not a variable's name"
          + " (letters, digits and _, not starting with a digit)")
    }
    options.values[String(text[..<equals])] = String(text[text.index(after: equals)...])
  }

  static let secret = OptionSpec<VariableOptions>(
    "--secret", value: "NAME=VALUE",
    help: "define ${NAME} as a secret: masked in everything formsh writes (output, errors,"
      + " --echo, history, reports, record, events)"
  ) { (options, text) throws(UsageError) in
    // NAME=VALUE defines a secret; NAME alone makes an environment variable's value one.
    // The value is never quoted back, not even in a usage error.
    let name = String(text.prefix { $0 != "=" })
    guard Variables.isValidName(name) else {
      throw UsageError(
        "--secret takes NAME=VALUE or the NAME of an environment variable; "
          + (name.count < text.count
            ? "\"\(name.prefix(40))\" is not a variable's name"
            : "this one is neither (its text is not shown: it may be the secret)"))
    }
    options.secretNames.insert(name)
    if name.count < text.count { options.values[name] = String(text.dropFirst(name.count + 1)) }
  }

  static let file = OptionSpec<VariableOptions>(
    "--var-file", value: "FILE",
    help: "define the variables of FILE: NAME=VALUE lines (#\u{A0}comments) or a JSON object;"
      + " plain, under --var's (the shell, run, test)"
  ) { options, path in options.files.append(path) }

  static let data = OptionSpec<VariableOptions>(
    "--data", value: "FILE",
    help: "run every scenario once per row of FILE (.csv with a header of names, or .jsonl,"
      + " an object per line), its columns as ${NAME}, over --var's; reports name the row:"
      + " \"signup.formsh [row 3]\", from 1; --secret NAME makes a column secret"
  ) { options, path in options.data = path }

  /// Reads `--var-file` into `values`, where `--var` and `--secret NAME=VALUE` gave no
  /// value, and `--data` into `rows`.
  mutating func read() throws(ShellError) {
    if !files.isEmpty {
      values.merge(try VariableFile.read(files)) { given, _ in given }
    }
    if let data { rows = try DataRows.read(data) }
  }

  /// The first `--secret NAME` (by name) whose variable has no value: not given, not in the
  /// environment, no column of `--data`.
  var unsetSecret: String? {
    secretNames.sorted().first { name in
      values[name] == nil && Terminal.environment(name) == nil
        && rows?.names.contains(name) != true
    }
  }
}
