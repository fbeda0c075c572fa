import FormshData
import FormshDomain

/// `expect …`: an assertion for test scenarios. It judges the values as they are now (running
/// the rules itself); one that fails says what was expected and what was found, and fails
/// the run. At the prompt, one that holds says `ok`.
struct ExpectCommand: Command {
  static let spec = CommandSpec(
    "expect",
    synopsis:
      "expect valid|invalid|submitted|error F [MSG]|no error F|value F = V|value F != V|"
      + "value F ~ /RE/|visible F|hidden F|"
      + "required F|links N|refused EDIT|status N|header H …|response PATH …|duration < MS|"
      + "server-error F|state FILE|form TITLE",
    summary: "assert the form's state (for test scenarios)",
    details: """
      expect valid                 every rule passes now
      expect invalid               some rule fails now
      expect error email           the field fails a rule, or a server's error stands
                                   on it (submit --to, validate --remote)
      expect error email must be an email address    …with exactly this message
      expect error email /email/   …with a message matching the regex
      expect no error email        the field passes its rules; no server's error
                                   stands
      expect error _form /gift/    a rule of the form's own fails (no error _form:
                                   none does)
      expect visible vat_number    the field is shown now (its section and its
                                   visible_if)
      expect hidden gift_note      the field is hidden now
      expect required vat_number   the field is required now (by the form or a
                                   condition)
      expect value budget = 19.990 compared by kind: numbers as numbers,
                                   selections as sets, booleans by any spelling,
                                   date-times with offsets as instants (== is =)
      expect value budget != 0     the field does not hold this value
      expect value email ~ /@example\\.com$/   its text matches the regex
      expect submitted             a submit succeeded since the form was loaded
      expect links 2               the form has exactly 2 links
      expect refused set age=abc   the edit of a field is refused; nothing changes
                                   (\(CommandTable.list(CommandTable.edits)))
      After get URL, submit --to URL or validate --remote URL, on the server's last
      response:
      expect status 201            its status (a class: 2xx; a list: 201,202 or
                                   200,3xx)
      expect header Location ~ /^\\/users\\//   a header, with the predicates of
                                                response
      expect response $.id exists  an RFC 9535 JSONPath in its JSON body, then a
                                   predicate:
      expect response $.email == ada@example.com    == VALUE (JSON, or else text), !=
                                                    VALUE,
      expect response $.total >= 10                 > >= < <= N (numbers by value),
      expect response $.items[*] count 3            count N, exists, ~ /REGEX/,
      expect response $.name startsWith Ada         startsWith TEXT, contains VALUE (a
      expect response $.tags contains "new"         substring, or an element of an
                                                    array),
      expect response $.id isInteger                isInteger, isNumber, isString,
                                                    isBoolean,
      expect response $.note not isNull             isNull, isEmpty; not before any of
                                                    them;
      expect response "$['a b']" ~ /^x/             quote a path that holds quotes or
                                                    spaces
      expect duration < 500        the last request took less than 500 ms (<=, >, >=
                                   too)
      retry N on the line before re-sends the last request (a get or a PUT) until it
      holds.
      expect server-error email /taken/   the server put an error on the field (_form:
                                   one naming no field); cleared when the value
                                   changes. expect error sees it too; this one sees
                                   only the server's
      expect state snapshot.json   the whole session is as state --json saved it:
                                   values, errors, visibility, checkpoints (field by
                                   field diff)
      expect form Sign up: profile the current form has this title (or /REGEX/): the
                                   step a flow is on, after follow or submit --follow
                                   Expectations judge the values as they are now; no
                                   validate is needed first.
      A failed expectation prints what was expected and what was found, and fails the
                                   run.
      """,
    arguments: [.none, .field(.any)], freeText: true)

  let expectation: any Expectation

  init(_ expectation: any Expectation) { self.expectation = expectation }

  init(_ arguments: Arguments) throws(ParseError) {
    guard arguments.count > 0 else { throw arguments.usage("missing what to expect") }
    guard let type = ExpectationTable.expectation(named: arguments[0]) else {
      throw arguments.usage("unknown expectation \"\(arguments[0])\"", at: 0)
    }
    expectation = try type.init(arguments)
  }

  func run(in shell: Interpreter, more: (String) -> String?) throws(ShellError) {
    let tries = try shell.judge(expectation)
    shell.tell(tries > 1 ? "ok (after \(tries) tries)" : "ok")
  }

  /// The field the expectation names, if one.
  var namedField: String? { expectation.namedField }

  /// Adds nothing to its event (`--format jsonl`).
  func eventDetails(in shell: Interpreter) -> [(key: String, value: JSONValue)] { [] }

  func isSame(as other: any Command) -> Bool {
    guard let other = other as? ExpectCommand else { return false }
    return expectation.isSame(as: other.expectation)
  }

  func masked(isSecret: (String) -> Bool) -> MaskedCommand? {
    expectation.masked(isSecret: isSecret)
  }

  var showsNoSecret: Bool { expectation.showsNoSecret }

  static func complete(_ words: [String], _ current: String, _ completer: Completer)
    -> Completion
  {
    if words.count == 2 {
      return completer.offer(ExpectationTable.all.map { $0.word }, current, suffix: " ")
    }
    guard let type = ExpectationTable.expectation(named: words[1]) else { return .none }
    return type.complete(words, current, completer)
  }
}
