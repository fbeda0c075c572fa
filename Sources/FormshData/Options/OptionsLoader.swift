import FormshDomain
import FormshJSON

/// Loads the options of the dropdowns whose options a server gives (`options_url`), with the
/// session's HTTP client (its headers, cookies, time-outs and TLS settings). An `options_url`
/// is a URL the form's server chose: the session's credentials go with it only to the form's
/// origin (`LoadedForm.credentialOrigin`), as with its action. Each URL's response is fetched
/// once and kept for the session; a failure is not kept, so the URL is asked again the next
/// time it is needed.
public final class OptionsLoader: @unchecked Sendable {
  /// The client that fetches the options.
  public let client: HTTPClient
  /// The responses taken, by URL and the origin the credentials were kept to.
  private var responses: [Request: JSONValue] = [:]

  /// A fetch of options: its URL, and `HTTPRequest.credentialOrigin`.
  private struct Request: Hashable {
    let url: String
    let credentialOrigin: String?
  }

  /// Creates a loader for one session.
  public init(client: HTTPClient) {
    self.client = client
  }

  /// The form of `source` with the options of each field that takes them from a server
  /// loaded, where its URL (its placeholders filled from `state`) is not the one they were last loaded
  /// from; only the fields `isShown` says yes to. A field whose options cannot be loaded has
  /// none, and the reason as its `RemoteOptions.problem`. `nil` when nothing changed.
  public func refresh(_ source: LoadedForm, state: FormState, isShown: (Int) -> Bool) -> Form? {
    let form = source.form
    var refreshed: Form?
    for (position, field) in form.fields.enumerated() {
      guard let remote = field.remoteOptions, isShown(position) else { continue }
      let url = remote.url(in: form, state: state)
      guard url != remote.loadedFrom else { continue }
      let loaded: Field
      do {
        let options = try self.options(
          at: url, path: remote.path, credentialOrigin: source.credentialOrigin,
          place: "options from")
        loaded = field.withOptions(options, from: url)
      } catch {
        let problem = "could not load options from \(HTTPRequest.shown(url)): \(Self.reason(error))"
        loaded = field.withOptions([], from: url, problem: problem)
      }
      refreshed = (refreshed ?? form).replacing(loaded)
    }
    return refreshed
  }

  /// A form for a run of records or payloads (`fill`, `probe`): read from its source, with
  /// the options of its fields from servers loaded once, before the first.
  public static func loadForRun(_ source: some FormSource, client: HTTPClient)
    throws(FormLoadError) -> LoadedForm
  {
    let loaded = try source.load()
    return loaded.with(try OptionsLoader(client: client).loadAll(loaded))
  }

  /// The form of `loaded` with the options of every field that takes them from a server
  /// loaded, their placeholders filled from the form's starting values (batch fill, before the records).
  /// Throws the first that cannot be loaded, naming the field and the URL.
  public func loadAll(_ loaded: LoadedForm) throws(FormLoadError) -> Form {
    let form = loaded.form
    guard form.fields.contains(where: { $0.remoteOptions != nil }) else { return form }
    let state = form.initialState
    var loadedForm = form
    for field in form.fields {
      guard let remote = field.remoteOptions else { continue }
      let url = remote.url(in: form, state: state)
      let options = try options(
        at: url, path: remote.path, credentialOrigin: loaded.credentialOrigin,
        place: "options of \(quoted(field.id)) from")
      loadedForm = loadedForm.replacing(field.withOptions(options, from: url))
    }
    return loadedForm
  }

  /// The options at a URL: the response's array, or the nodes `path` selects (one node
  /// that is an array: its elements), fetched with the session's credentials only if the URL
  /// is on `credentialOrigin` (or that is `nil`). `place` begins the error's text, before the
  /// URL.
  public func options(
    at url: String, path: String?, credentialOrigin: String?, place: String
  ) throws(FormLoadError) -> [Option] {
    let shown = "\(place) \(HTTPRequest.shown(url))"
    let document = try response(
      to: Request(url: url, credentialOrigin: credentialOrigin), shown: shown)
    var items: [JSONValue]
    if let path {
      let query: JSONPath
      do {
        query = try JSONPath(path)
      } catch {
        throw .unreadable(path: shown, reason: "options_path: \(error)")
      }
      do {
        items = try query.select(in: document, budget: JSONPath.defaultBudget)
      } catch {
        throw .unreadable(path: shown, reason: "options_path \(quoted(path)): \(error)")
      }
      if items.isEmpty {
        throw .unreadable(path: shown, reason: "options_path \(quoted(path)) selects nothing")
      }
      if items.count == 1, case .array(let elements) = items[0] { items = elements }
    } else {
      guard case .array(let elements) = document else {
        throw .unreadable(
          path: shown,
          reason: "the response is \(document.typeDescription), not an array of options")
      }
      items = elements
    }
    var options: [Option] = []
    var seen: Set<String> = []
    for (offset, item) in items.enumerated() {
      guard let option = Self.option(item) else {
        throw .unreadable(
          path: shown, reason: "option #\(offset + 1) is not an object with an id (\(item.excerpt))"
        )
      }
      if seen.insert(option.id).inserted { options.append(option) }
    }
    return options
  }

  /// Why loading failed, without the place it names.
  private static func reason(_ error: FormLoadError) -> String {
    switch error {
    case .unreadable(_, let reason), .tooLarge(_, let reason), .unreachable(_, let reason),
      .unknownDialect(_, let reason), .noOperation(_, let reason):
      reason
    case .malformed(_, let line, let column, let reason): "\(line):\(column): \(reason)"
    case .interrupted: "interrupted"
    }
  }

  /// `{"id": …, "label": …}`: the id a string or a number, the label a string (the id when
  /// missing or empty).
  private static func option(_ item: JSONValue) -> Option? {
    guard case .object(let object) = item else { return nil }
    let id: String
    var isNumber = false
    switch object["id"] {
    case .string(let text)? where !text.isEmpty: id = text
    case .number(let text)?:
      id = text
      isNumber = true
    default: return nil
    }
    guard case .string(let label)? = object["label"], !label.isEmpty else {
      return Option(id: id, label: id, isNumber: isNumber)
    }
    return Option(id: id, label: label, isNumber: isNumber)
  }

  /// The JSON a URL answers with, kept for the session once it is read.
  private func response(to fetch: Request, shown: String) throws(FormLoadError) -> JSONValue {
    if let kept = responses[fetch] { return kept }
    var request = HTTPRequest(
      url: fetch.url, headers: [HTTPHeader(name: "Accept", value: "application/json")])
    request.credentialOrigin = fetch.credentialOrigin
    let response: HTTPResponse
    do {
      response = try client.send(request)
    } catch {
      switch error.kind {
      case .interrupted: throw .interrupted(path: shown)
      case .tooLarge: throw .unreadable(path: shown, reason: error.reason)
      default: throw .unreachable(path: shown, reason: error.reason)
      }
    }
    guard response.isSuccess else {
      let body = response.excerpt()
      throw .unreadable(
        path: shown, reason: response.statusLine + (body.isEmpty ? "" : ": " + body))
    }
    let document: JSONValue
    do {
      document = try JSONParser.parse(response.body)
    } catch {
      throw .unreadable(
        path: shown,
        reason: "the response is not JSON (line \(error.line), column \(error.column):"
          + " \(error.reason))")
    }
    responses[fetch] = document
    return document
  }
}
