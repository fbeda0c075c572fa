import FormshData
import FormshDomain
import FormshPresentation
import FormshSession

/// `get URL`: fetches a document with the session's headers, cookies and HTTP settings and
/// makes it the last response, for `expect status|header|response|duration` and `capture`,
/// without loading it as a form (a scenario checks what a submit created). A status other
/// than 2xx is shown, not an error of `get`: a scenario may `expect status 404`.
struct GetCommand: Command, Equatable {
  static let spec = CommandSpec(
    "get", synopsis: "get URL",
    summary: "fetch a document from a server for expect and capture",
    details: """
      get ${BACKEND}/users/${id}       GET with the session's headers and cookies (see
                                       header); prints the status and the body
      expect status 200                then expect status, header, response and
                                       duration,
      expect response $.email == ada@example.com   and capture, read what it answered
      The form stays as it is: get never loads what it fetches (load URL does). A
      relative URL (/users/7) resolves against the URL the form was loaded from; one
      of another scheme (ftp:, mailto:) is refused. A status other than 2xx is shown
      but is no error of get's (expect status 404 may be what a test wants); no answer
      at all (refused, time-out, TLS) is status 69. A body that is not JSON still has
      a status and headers; expect response then says it is not JSON.
      """,
    arguments: [.required()])

  /// The URL as written: absolute, or relative to the form's.
  let url: String

  init(url: String) { self.url = url }

  init(_ arguments: Arguments) throws(ParseError) {
    url = arguments[0]
  }

  func run(in context: RequestContext, more: (String) -> String?) throws(ShellError) {
    let request = HTTPRequest(
      method: "GET", url: try GetCommand.resolved(url, in: context),
      headers: [HTTPHeader(name: "Accept", value: "application/json, */*;q=0.5")])
    context.show(try context.perform(request))
  }

  /// The URL to fetch: an http(s) URL as it is, another resolved against the URL the form was
  /// loaded from.
  static func resolved(_ url: String, in context: RequestContext) throws(ShellError) -> String {
    if HTTPRequest.isWebURL(url) { return url }
    if !HTTPRequest.isRelative(url) {
      throw .usage(
        "get takes an http(s) URL, not \"\(TerminalText.sanitize(HTTPRequest.shown(url)))\""
          + " (or a path relative to the form's URL: /users/7)")
    }
    guard let resolved = HTTPRequest.resolve(url, against: context.form.session.loaded.source)
    else {
      throw .usage(
        "get \(TerminalText.sanitize(HTTPRequest.shown(url))) is not an http(s) URL, and the"
          + " form was not loaded from one to resolve it against: give an absolute URL"
          + " (http://host/path)")
    }
    return resolved
  }

  func record(to recorder: Recorder, before: Session, after: Session) {
    recorder.write("get " + Recorder.quoteWord(url))
  }

  /// Names no field.
  var namedField: String? { nil }

  /// `status` of the response.
  func eventDetails(in context: RequestContext) -> [(key: String, value: JSONValue)] {
    context.http.lastResponse.map { [("status", .number(String($0.status)))] } ?? []
  }
}
