/// The stable, documented `code` of a failure in the machine protocol (`--format jsonl`,
/// docs/protocol.md): one snake_case word per class of error, so that a program reacts to
/// what failed without reading the message. A code, once published, keeps its meaning; new
/// ones may be added. `ShellError.code` is the one place that decides an error's code.
public enum ErrorCode: String, CaseIterable, Sendable {
  // The line and the command.
  /// A line that does not split: a quote or `${` left open, a bad escape.
  case syntax
  /// `${NAME}` names a variable neither set nor captured.
  case unsetVariable = "unset_variable"
  /// The first word is no command.
  case unknownCommand = "unknown_command"
  /// A command (or the command line) used wrongly: a missing or extra argument, a bad option.
  case usage
  /// A script line longer than the limit; it was skipped.
  case lineTooLong = "line_too_long"
  /// A script line that is not UTF-8 text; it was skipped.
  case invalidEncoding = "invalid_encoding"

  // Edits refused (nothing changed).
  /// No field has that id.
  case unknownField = "unknown_field"
  /// The command does not apply to the field's kind (`toggle` on a text field).
  case wrongKind = "wrong_kind"
  /// Text longer than the field's `max_length` (as a value, or as a rule on validate).
  case tooLong = "too_long"
  /// Not a number, for a NUMBER field (as a value, or as a rule on validate).
  case notANumber = "not_a_number"
  /// No option of the dropdown has that id or label.
  case unknownOption = "unknown_option"
  /// Not a boolean spelling (true/false, yes/no, on/off, 1/0).
  case notABoolean = "not_a_boolean"
  /// Several options given to a single-select dropdown.
  case oneOptionOnly = "one_option_only"
  /// An option listed twice.
  case repeatedOption = "repeated_option"
  /// A value the field's kind cannot take in that shape.
  case wrongInput = "wrong_input"
  /// An edit the field refuses for a reason its message gives (a date that is no date).
  case editRefused = "edit_refused"
  /// An edit of a read-only or computed field (`read_only`, `value`).
  case readOnly = "read_only"
  /// An edit of a field whose `enabled_if` does not hold.
  case disabled

  // Rules (in `errors` of validate and submit_refused, and what `expect error` judges).
  /// A required field is empty (unchecked, nothing selected).
  case required
  /// Not an email address.
  case invalidEmail = "invalid_email"
  /// Not an http(s) URL with a host.
  case invalidURL = "invalid_url"
  /// Shorter than `min_length`.
  case tooShort = "too_short"
  /// Does not match the field's regex.
  case patternMismatch = "pattern_mismatch"
  /// The regex could not be checked (too costly, or interrupted).
  case patternNotChecked = "pattern_not_checked"
  /// A number below `min`.
  case belowMinimum = "below_minimum"
  /// A number above `max`.
  case aboveMaximum = "above_maximum"
  /// Fewer options selected than `min_selections`.
  case tooFewSelections = "too_few_selections"
  /// More options selected than `max_selections`.
  case tooManySelections = "too_many_selections"
  /// Fewer items in a repeating group than its `min`.
  case tooFewItems = "too_few_items"
  /// More items in a repeating group than its `max`.
  case tooManyItems = "too_many_items"
  /// A rule of the field's kind fails (a date outside its range).
  case ruleFailed = "rule_failed"
  /// A rule of the form's own (`rules`, across fields) does not hold.
  case formRuleFailed = "form_rule_failed"

  // Commands.
  /// `submit` found fields failing their rules; `errors` lists them.
  case submitRefused = "submit_refused"
  /// An `expect` did not hold; `expected` and `found` say how.
  case expectationFailed = "expectation_failed"
  /// `open N` with no such link.
  case noSuchLink = "no_such_link"
  /// `validate --strict` found problems.
  case validationFailed = "validation_failed"
  /// `undo` with nothing to take back.
  case nothingToUndo = "nothing_to_undo"
  /// `redo` with nothing undone since the last edit.
  case nothingToRedo = "nothing_to_redo"
  /// `restore` or `diff` names no checkpoint made.
  case noSuchCheckpoint = "no_such_checkpoint"
  /// `diff NAME` on a checkpoint of another form.
  case differentForm = "different_form"
  /// `set FIELD` without a value where none can be read (a secret with no terminal, text that
  /// ended before its lone `.`).
  case noValue = "no_value"
  /// `record stop` while not recording.
  case notRecording = "not_recording"
  /// `record FILE` while already recording to FILE (without `--force`).
  case alreadyRecording = "already_recording"
  /// `source` nested too deep, or too many files sourced.
  case sourceLimit = "source_limit"
  /// `help` of no command.
  case unknownTopic = "unknown_topic"
  /// `header --clear NAME` of a header not sent.
  case noSuchHeader = "no_such_header"
  /// `capture` found no single value (no such header, nothing or several selected).
  case captureFailed = "capture_failed"
  /// The last response's body is not JSON, where JSON is needed.
  case responseNotJSON = "response_not_json"
  /// Anything else a command refuses; the message says what to do.
  case commandFailed = "command_failed"

  // Files and forms.
  /// A file or form cannot be read.
  case unreadable
  /// An output file cannot be created or written.
  case unwritable
  /// A form or data file is malformed.
  case malformed
  /// A form larger than formsh loads.
  case tooLarge = "too_large"
  /// A document in no dialect formsh reads, or not in the one `--dialect` names.
  case unknownDialect = "unknown_dialect"
  /// An OpenAPI document of several operations with no `--operation`, or one naming none.
  case noOperation = "no_operation"

  // Servers.
  /// A server cannot be reached: name, connection, TLS or time-out.
  case unreachable
  /// A server's response is larger than `--max-response-size`.
  case responseTooLarge = "response_too_large"
  /// Redirects that go wrong: too many, or to another scheme.
  case badRedirect = "bad_redirect"
  /// A URL formsh does not send to.
  case badURL = "bad_url"
  /// A server answered with a status other than 2xx; `status` is its status.
  case serverRefused = "server_refused"
  /// HTTP is not available (libcurl is missing).
  case httpUnavailable = "http_unavailable"

  /// Ctrl-C stopped it.
  case interrupted
}
