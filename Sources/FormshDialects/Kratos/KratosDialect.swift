import FormshJSON

/// Ory Kratos self-service flows (login, registration, settings, recovery, verification):
/// recognised by `ui.nodes`, in a flow object (`{"id", "type", "ui": {"action", "method",
/// "nodes"}}`) or in the `ui` object itself. Input nodes become fields named by their
/// `attributes.name`; hidden inputs and the first submit button become `submit_data`, so the
/// payload is what the flow's HTML form would post: the node names with their values,
/// `csrf_token` and `method` included. `docs/dialects/kratos.md` says what maps to what.
struct KratosDialect: Dialect {
  /// The title of the dialect, for problems.
  static let title = "Ory Kratos"

  var name: String { "kratos" }
  var title: String { Self.title }

  func recognises(_ document: JSONObject) -> Bool {
    if case .object(let ui)? = document["ui"], case .array? = ui["nodes"] { return true }
    // The `ui` object on its own: its nodes, and the method or action it posts with.
    guard case .array(let nodes)? = document["nodes"] else { return false }
    if case .string? = document["method"] { return true }
    if case .string? = document["action"] { return true }
    return nodes.contains {
      if case .object(let node) = $0, case .object? = node["attributes"] { return true }
      return false
    }
  }

  func translate(_ document: JSONObject, in context: DialectContext) -> DialectTranslation {
    let flow = KratosNode(object: document, pointer: "")
    let ui = flow.child("ui") ?? flow
    var nodes = KratosNodes(context: context)
    ui.reportMistyped(
      [
        ("action", "a string"), ("method", "a string"), ("nodes", "an array"),
        ("messages", "an array"),
      ],
      problems: &nodes.problems)
    let action = Self.action(ui, problems: &nodes.problems)
    nodes.read(ui)
    for message in ui.messages {
      guard context.work.charge() else { break }
      let kind = [message.type, message.id].compactMap { $0 }.joined(separator: " ")
      nodes.problems.report(
        "message\(kind.isEmpty ? "" : " (\(kind))") \"\(message.text)\"",
        .notShown("a formsh form has no place for the flow's own messages"),
        at: message.pointer)
    }
    var form: [(key: String, value: JSONValue)] = [
      ("form_title", .string(Self.formTitle(flow, ui))), ("fields", .array(nodes.fields)),
    ]
    if !nodes.submitData.isEmpty {
      form.append(("submit_data", .object(JSONObject(nodes.submitData))))
    }
    if let action { form.append(("action", action)) }
    return DialectTranslation(form: JSONObject(form), dropped: nodes.problems.list)
  }

  /// `ui.action` and `ui.method`: where and how the flow is submitted, the form's `action`
  /// (`submit` sends there). A method formsh does not send with (GET) is reported, and the
  /// action posts.
  private static func action(_ ui: KratosNode, problems: inout DialectProblems) -> JSONValue? {
    let method = ui.string("method") ?? "POST"
    let sent = ["POST", "PUT", "PATCH"].contains(method.uppercased())
    if !sent {
      problems.report(
        "form method \(method)", .notKept("formsh submits with POST"),
        at: ui.pointer.pointer("method"))
    }
    guard let url = ui.string("action"), !url.isEmpty else { return nil }
    return .object(
      JSONObject([("url", .string(url)), ("method", .string(sent ? method.uppercased() : "POST"))]))
  }

  /// The flows Kratos has, by the path segment of their URLs.
  private static let flows = [
    ("login", "Login"), ("registration", "Registration"), ("settings", "Settings"),
    ("recovery", "Recovery"), ("verification", "Verification"),
  ]

  /// "Login", "Registration", …: the flow named by its `ui.action` or `request_url`
  /// (`/self-service/login`); else "Ory Kratos flow".
  static func formTitle(_ flow: KratosNode, _ ui: KratosNode) -> String {
    let urls = [ui.string("action"), flow.string("request_url")].compactMap { $0 }
    for url in urls {
      for (segment, title) in flows where url.contains("/self-service/\(segment)") {
        return title
      }
    }
    return "Ory Kratos flow"
  }
}
