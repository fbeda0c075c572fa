import FormshJSON

/// The nodes of a flow's `ui`, in order: inputs a user fills become fields; hidden inputs
/// (`csrf_token`) and the first submit button (`method`, `provider`) become `submit_data`,
/// the members every submit carries; buttons, scripts, images, texts and links are reported
/// where they carry something the form loses.
struct KratosNodes {
  /// The fields, in node order.
  private(set) var fields: [JSONValue] = []
  /// What every submit carries: hidden inputs and the first submit button, in node order.
  private(set) var submitData: [(key: String, value: JSONValue)] = []
  /// The first submit button: its name, value and label.
  private(set) var submit: (name: String, value: JSONValue, label: String?)?
  /// What was lost.
  var problems: DialectProblems
  /// The import's work: each node read is a step.
  let work: ImportWork
  /// The names in `submitData`, with their places in it.
  private var submitIndex: [String: Int] = [:]

  /// The nodes of a flow, read in `context`, charging its work.
  init(context: DialectContext) {
    work = context.work
    problems = DialectProblems(dialect: KratosDialect.title, context: context)
  }

  /// Reads every node of `ui`.
  mutating func read(_ ui: KratosNode) {
    let (nodes, strays) = ui.elements("nodes")
    for stray in strays {
      problems.report("node that is not an object", .skipped(nil), at: stray)
    }
    for node in nodes {
      guard work.charge() else { return }
      read(node: node)
    }
  }

  /// One node, by its `type` (else its attributes' `node_type`).
  private mutating func read(node: KratosNode) {
    let attributes =
      node.child("attributes")
      ?? KratosNode(object: JSONObject(), pointer: node.pointer.pointer("attributes"))
    node.reportMistyped(
      [
        ("type", "a string"), ("attributes", "an object"), ("messages", "an array"),
        ("meta", "an object"),
      ],
      problems: &problems)
    let type = node.string("type") ?? attributes.string("node_type") ?? ""
    let id = attributes.string("id") ?? attributes.string("name")
    let named = id.map { " `\($0)`" } ?? ""
    switch type {
    case "input":
      readInput(node, attributes)
    case "text":
      // Named, never quoted: a text node carries a TOTP key or the lookup secrets, and a
      // warning goes to terminals and CI logs.
      let message = attributes.child("text")?.object["id"].flatMap { $0.numberText }
      problems.report(
        "text node\(named)\(message.map { " (message \($0))" } ?? "")",
        .notShown("formsh forms show fields only; its text is not quoted"),
        at: node.pointer)
    case "img":
      problems.report("image node\(named)", .notShown(nil), at: node.pointer)
    case "a":
      // Without its query and fragment, which may carry a token (a recovery link's).
      let href =
        attributes.string("href").map { " (\($0.prefix { $0 != "?" && $0 != "#" }))" } ?? ""
      problems.report("link node\(named)\(href)", .notKept(nil), at: node.pointer)
    case "script":
      let group = node.string("group").map { " of group `\($0)`" } ?? ""
      problems.report(
        "script node\(named)\(group)", .notRun,
        at: node.pointer)
    default:
      problems.report("node of type `\(type)`", .unsupported, at: node.pointer)
    }
  }

  /// An input node: a field, a member of `submit_data`, or a button that is reported.
  private mutating func readInput(_ node: KratosNode, _ attributes: KratosNode) {
    let name = attributes.string("name") ?? ""
    switch attributes.string("type") {
    case "hidden":
      guard !name.isEmpty else {
        problems.report("hidden input without a `name`", .skipped(nil), at: node.pointer)
        return
      }
      let value = attributes.object["value"] ?? .null
      if value == .null {
        problems.report(
          "hidden input `\(name)` without a value",
          .submittedAs("\"\" (set it with the flow a server returns)"),
          at: attributes.pointer)
      }
      add(name, value == .null ? .string("") : value, at: attributes.pointer)
    case "submit":
      readSubmit(node, attributes, name: name)
    case "button":
      let label = node.label.map { " (\($0))" } ?? ""
      problems.report(
        "button `\(name)`\(label)",
        .notKept("a button runs a script; formsh runs none"),
        at: node.pointer)
    default:
      let input = KratosInput(node: node, attributes: attributes)
      if let field = input.field(order: fields.count + 1, problems: &problems) {
        fields.append(.object(field))
      }
    }
  }

  /// A submit button: the first one's name and value join `submit_data` (a Kratos form is
  /// sent by the button pressed); every other one is reported.
  private mutating func readSubmit(_ node: KratosNode, _ attributes: KratosNode, name: String) {
    let value = attributes.object["value"] ?? .string("")
    let shown = "`\(name)`=\(value.excerpt)" + (node.label.map { " (\($0))" } ?? "")
    guard let first = submit else {
      guard !name.isEmpty else {
        problems.report(
          "submit button without a `name`", .skipped("sends nothing"), at: node.pointer)
        return
      }
      submit = (name, value, node.label)
      add(name, value, at: attributes.pointer)
      return
    }
    guard first.name != name || first.value != value else { return }
    let chosen = "`\(first.name)`=\(first.value.excerpt)"
    problems.report(
      "submit button \(shown)",
      .secondSubmit(first: chosen),
      at: node.pointer)
  }

  /// A member of `submit_data`: the first of a name is kept; a later one with another value
  /// is reported, its value not quoted (a hidden input's is a CSRF token).
  private mutating func add(_ name: String, _ value: JSONValue, at pointer: String) {
    if let index = submitIndex[name] {
      let kept = submitData[index]
      if kept.value != value {
        problems.report(
          "input `\(name)` of another value", .notSent("the first `\(name)` is"),
          at: pointer)
      }
      return
    }
    submitIndex[name] = submitData.count
    submitData.append((name, value))
  }
}
