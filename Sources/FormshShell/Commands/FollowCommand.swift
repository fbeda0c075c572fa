import FormshData
import FormshDomain
import FormshSession

/// `follow`: the form the last response holds becomes the current form (the next step of a
/// flow), the session's headers, cookies and variables kept; `submit --follow` submits and
/// follows at once.
struct FollowCommand: Command, Equatable {
  static let spec = CommandSpec(
    "follow", synopsis: "follow",
    summary: "load the form the server answered with (a flow's next step)",
    details: """
      When the body of the last response (submit --to URL, or submit of a form with an
      action) is itself a form, in any dialect load reads (formsh, Ory Kratos, an
      Adaptive Card, …), follow loads it as the current form. The headers, cookies and
      variables of the session stay. The form's URL is the URL that answered (after
      redirects), so a relative action in it resolves against that URL, and a plain
      submit sends the next step. A body is a form when a dialect recognises it by its
      own marks (a formsh form has fields): an error body (RFC 9457 problem details,
      JSON:API, Rails) never is. A body that is no form is an error saying what it was
      (its status, type, size and first bytes): exit 65, as for load. undo goes back
      to the form before, as after load (the server does not go back). submit --follow
      submits and follows in one command; expect form TITLE checks which form is
      current.
      """)
  static var isUndoable: Bool { true }

  init() {}

  init(_ arguments: Arguments) throws(ParseError) {
  }

  func run(in context: RequestContext, more: (String) -> String?) throws(ShellError) {
    guard let response = context.http.lastResponse else {
      throw .other(
        "no response to follow yet: follow loads the form a server answered with"
          + " (submit --to URL first, or submit --follow)")
    }
    try context.follow(response, answering: context.http.lastRequest)
  }

  /// `follow`, then each value of the new form that is not its default.
  func record(to recorder: Recorder, before: Session, after: Session) {
    recorder.write("follow")
    recorder.writeValues(of: after)
  }

  /// Names no field, and adds nothing to its event (`--format jsonl`).
  var namedField: String? { nil }
  func eventDetails(in context: RequestContext) -> [(key: String, value: JSONValue)] { [] }
}
