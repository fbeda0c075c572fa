import FormshData
import FormshDomain
import FormshSession

/// `select FIELD a,b | +c | -a`: a dropdown's options, exactly these, added or removed.
struct SelectCommand: EditCommand, Equatable {
  static let spec = CommandSpec(
    "select", synopsis: "select FIELD a,b | +c | -a",
    summary: "choose dropdown options: exactly these, add, or remove",
    details: """
      select interests design,sales   exactly these (ids or labels, comma-separated)
      select interests +support       add one (on a single-select: choose it instead)
      select interests -design        remove one
      """,
    arguments: [.required(.field(.choice)), .required()], freeText: true)

  let field: String
  let change: SelectionChange

  init(field: String, change: SelectionChange) {
    self.field = field
    self.change = change
  }

  init(_ arguments: Arguments) throws(ParseError) {
    guard arguments.count >= 2 else { throw arguments.usage("missing field or options") }
    let text = arguments.rest(from: 1)
    func tokens(_ text: Substring) -> [String] {
      text.split(separator: ",", omittingEmptySubsequences: false).map {
        String($0).trimmingSpacesAndTabs()
      }
    }
    field = arguments[0]
    let quoted = arguments.words[1].startsQuoted
    if !quoted, text.hasPrefix("+") {
      change = .add(tokens(text.dropFirst()))
    } else if !quoted, text.hasPrefix("-") {
      change = .remove(tokens(text.dropFirst()))
    } else {
      change = .exactly(tokens(Substring(text)))
    }
  }

  var fieldID: String? { field }

  func run(in context: FormContext, more: (String) -> String?) throws(ShellError) {
    try applyConfirming(in: context)
  }

  /// Adds nothing to its event (`--format jsonl`) but the field it names.
  func eventDetails(in context: FormContext) -> [(key: String, value: JSONValue)] { [] }

  func apply(to session: inout Session) throws(EditError) -> Field? {
    try session.select(field, change)
  }

  func display(secret: Bool) -> String {
    switch change {
    case .exactly(let ids): "select \(field) " + ids.joined(separator: ",")
    case .add(let ids): "select \(field) +" + ids.joined(separator: ",")
    case .remove(let ids): "select \(field) -" + ids.joined(separator: ",")
    }
  }

  static func complete(_ words: [String], _ current: String, _ completer: Completer)
    -> Completion
  {
    if words.count == 2 { return completer.fields(.choice, current, suffix: " ") }
    guard words.count == 3, let field = completer.form.field(words[1]) else { return .none }
    var piece = Substring(current)
    if piece.hasPrefix("+") || piece.hasPrefix("-") { piece = piece.dropFirst() }
    if let comma = piece.lastIndex(of: ",") { piece = piece[piece.index(after: comma)...] }
    return completer.options(of: field, String(piece), suffix: "")
  }
}
