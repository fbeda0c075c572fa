import FormshData
import FormshDomain
import FormshPlatform

/// Tab completion of command names and of each command's arguments: the command says what
/// its arguments are (`Command.complete`); this type holds what they complete from (field
/// ids, option ids, checkpoint names, paths). Pure apart from listing directories, so it is
/// tested without a terminal.
public struct Completer {
  /// The form whose ids complete.
  public var form: Form
  /// The names of the checkpoints.
  public var checkpoints: [String]
  /// The home directory `~/` completes in.
  public var home: String?
  /// The fields the form's conditions hide now: offered after the shown ones.
  public var hidden: Set<FieldID>

  /// Creates a completer for a form.
  public init(
    form: Form, checkpoints: [String] = [], home: String? = Terminal.home,
    hidden: Set<FieldID> = []
  ) {
    self.form = form
    self.checkpoints = checkpoints
    self.home = home
    self.hidden = hidden
  }

  /// The completion for the text before the cursor.
  public func complete(_ text: String) -> Completion {
    let segment = String(text.split(separator: ";", omittingEmptySubsequences: false).last ?? "")
    var words = segment.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    if segment.isEmpty || segment.last == " " || segment.last == "\t" { words.append("") }
    let current = words.last ?? ""
    guard words.count > 1 else { return offer(CommandTable.names, current, suffix: " ") }
    guard let command = CommandTable.command(named: words[0]) else { return .none }
    return command.complete(words, current, self)
  }

  /// What the argument being typed (the last of `words`, the command's name first)
  /// completes to, by its kind.
  func byArguments(_ arguments: [ArgumentKind], words: [String], _ current: String) -> Completion {
    let position = words.count - 1
    guard position >= 1, position - 1 < arguments.count else { return .none }
    switch arguments[position - 1] {
    case .field(let filter): return fields(filter, current, suffix: " ")
    case .path: return paths(current)
    case .command: return offer(CommandTable.names, current, suffix: " ")
    case .list: return offer(form.lists.map(\.id), current, suffix: " ")
    case .item: return items(of: words[position - 1], current)
    case .none: return .none
    }
  }

  /// The item numbers of a list starting with `prefix`, in order (`remove guests 1`).
  func items(of list: String, _ prefix: String) -> Completion {
    guard let list = form.list(list) else { return .none }
    let numbers = (0..<form.itemCount(of: list)).map { String($0 + 1) }
    return Completion(
      replacing: prefix.count, candidates: numbers.filter { $0.hasPrefix(prefix) }, suffix: " ")
  }

  /// The ids of the fields a filter accepts starting with `prefix`: the shown ones first, then
  /// those the form's conditions hide, each group in alphabetical order.
  func fields(_ filter: FieldFilter, _ prefix: String, suffix: String) -> Completion {
    let matching = ids(filter).filter { $0.hasPrefix(prefix) }
    let shown = matching.filter { !hidden.contains($0) }.sorted()
    let later = matching.filter { hidden.contains($0) }.sorted()
    return Completion(replacing: prefix.count, candidates: shown + later, suffix: suffix)
  }

  /// The ids of the fields a filter accepts, in render order.
  func ids(_ filter: FieldFilter) -> [String] {
    form.fields.filter(filter.accepts).map(\.id)
  }

  /// The values a field's kind suggests after `set FIELD=`.
  func values(for id: String, _ partial: String) -> Completion {
    guard let field = form.field(id) else { return .none }
    if field.kind.shape.takesOptions { return options(of: field, partial, suffix: " ") }
    let values = field.kind.behavior.suggestions(for: field)
    return values.isEmpty ? .none : offer(values, partial, suffix: " ")
  }

  /// A field's option ids starting with `partial`; when none does, its labels starting with
  /// it, in any case (`set country=C` offers Canada), since `set` and `select` take either.
  func options(of field: Field, _ partial: String, suffix: String) -> Completion {
    let ids = offer(field.options.map(\.id), partial, suffix: suffix)
    guard ids.candidates.isEmpty, !partial.isEmpty else { return ids }
    let typed = partial.lowercased()
    let labels = field.options.map(\.label).filter { $0.lowercased().hasPrefix(typed) }
    return Completion(replacing: partial.count, candidates: labels.sorted(), suffix: suffix)
  }

  /// The candidates starting with `prefix`, sorted.
  func offer(_ all: [String], _ prefix: String, suffix: String) -> Completion {
    Completion(
      replacing: prefix.count, candidates: all.filter { $0.hasPrefix(prefix) }.sorted(),
      suffix: suffix)
  }

  /// Paths starting with `partial`; directories end in `/`. A leading `~/` lists the home
  /// directory and stays in the candidates, as the lexer expands it.
  func paths(_ partial: String) -> Completion {
    if partial == "~" { return Completion(replacing: 1, candidates: ["~/"], suffix: "") }
    let slash = partial.lastIndex(of: "/")
    let directory = slash.map { String(partial[...$0]) } ?? ""
    let prefix = slash.map { String(partial[partial.index(after: $0)...]) } ?? partial
    var listed = directory.isEmpty ? "." : directory
    if listed.hasPrefix("~/"), let home { listed = home + listed.dropFirst() }
    guard let names = try? FileSystem.list(listed) else { return .none }
    let candidates = names.filter {
      $0.hasPrefix(prefix) && (prefix.hasPrefix(".") || !$0.hasPrefix("."))
    }
    .map { name in
      directory + name + (FileSystem.isDirectory(listed + "/" + name) ? "/" : "")
    }
    let onlyDirectory = candidates.count == 1 && candidates[0].hasSuffix("/")
    return Completion(
      replacing: partial.count, candidates: candidates, suffix: onlyDirectory ? "" : " ")
  }
}
