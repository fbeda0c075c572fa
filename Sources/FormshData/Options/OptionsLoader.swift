import FormshDomain

/// Loads the options of the dropdowns whose options a server gives (`options_url`), with the
/// session's HTTP client (its headers, cookies, time-outs and TLS settings). Each URL's
/// response is fetched once and kept for the session; a failure is not kept, so the URL is
/// asked again the next time it is needed.
public final class OptionsLoader: @unchecked Sendable {
  /// The client that fetches the options.
  public let client: HTTPClient
  /// The responses taken, by URL.
  private var responses: [String: JSONValue] = [:]

  /// Creates a loader for one session.
  public init(client: HTTPClient) {
    self.client = client
  }

  /// The form with the options of each field that takes them from a server loaded, where
  /// its URL (its placeholders filled from `state`) is not the one they were last loaded
  /// from; only the fields `isShown` says yes to. A field whose options cannot be loaded has
  /// none, and the reason as its `RemoteOptions.problem`. `nil` when nothing changed.
  public func refresh(_ form: Form, state: FormState, isShown: (Int) -> Bool) -> Form? {
    var refreshed: Form?
    for (position, field) in form.fields.enumerated() {
      guard let remote = field.remoteOptions, isShown(position) else { continue }
      let url = remote.url(in: form, state: state)
      guard url != remote.loadedFrom else { continue }
      let loaded: Field
      do {
        let options = try self.options(at: url, path: remote.path, place: "options from")
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
    let form = try source.load()
    return LoadedForm(
      source: form.source, form: try OptionsLoader(client: client).loadAll(form.form),
      diagnostics: form.diagnostics, dialect: form.dialect)
  }

  /// The form with the options of every field that takes them from a server loaded, their
  /// placeholders filled from the form's starting values (batch fill, before the records).
  /// Throws the first that cannot be loaded, naming the field and the URL.
  public func loadAll(_ form: Form) throws(FormLoadError) -> Form {
    guard form.fields.contains(where: { $0.remoteOptions != nil }) else { return form }
    let state = form.initialState
    var loadedForm = form
    for field in form.fields {
      guard let remote = field.remoteOptions else { continue }
      let url = remote.url(in: form, state: state)
      let options = try options(
        at: url, path: remote.path, place: "options of \(quoted(field.id)) from")
      loadedForm = loadedForm.replacing(field.withOptions(options, from: url))
    }
    return loadedForm
  }

  /// The options at a URL: the response's array, or the nodes `path` selects (one node
  /// that is an array: its elements). `place` begins the error's text, before the URL.
  public func options(at url: String, path: String?, place: String) throws(FormLoadError)
    -> [Option]
  {
    let shown = "\(place) \(HTTPRequest.shown(url))"
    let document = try response(at: url, shown: shown)
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
      .unknownDialect(_, let reason):
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
  private func response(at url: String, shown: String) throws(FormLoadError) -> JSONValue {
    if let kept = responses[url] { return kept }
    let response: HTTPResponse
    do {
      response = try client.send(
        HTTPRequest(url: url, headers: [HTTPHeader(name: "Accept", value: "application/json")]))
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
    responses[url] = document
    return document
  }
}
