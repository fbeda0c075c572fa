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

  /// Creates a completer for a form.
  public init(form: Form, checkpoints: [String] = []) {
    self.form = form
    self.checkpoints = checkpoints
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

  /// What an argument of this kind at this position completes to.
  func byArguments(_ arguments: [ArgumentKind], position: Int, _ current: String) -> Completion {
    guard position >= 1, position - 1 < arguments.count else { return .none }
    switch arguments[position - 1] {
    case .field(let filter): return offer(ids(filter), current, suffix: " ")
    case .path: return paths(current)
    case .command: return offer(CommandTable.names, current, suffix: " ")
    case .none: return .none
    }
  }

  /// The ids of the fields a filter accepts, in render order.
  func ids(_ filter: FieldFilter) -> [String] {
    form.fields.filter(filter.accepts).map(\.id)
  }

  /// The values a field's kind suggests after `set FIELD=`.
  func values(for id: String, _ partial: String) -> Completion {
    guard let field = form.field(id) else { return .none }
    let values = field.kind.behavior.suggestions(for: field)
    return values.isEmpty ? .none : offer(values, partial, suffix: " ")
  }

  /// The candidates starting with `prefix`, sorted.
  func offer(_ all: [String], _ prefix: String, suffix: String) -> Completion {
    Completion(
      replacing: prefix.count, candidates: all.filter { $0.hasPrefix(prefix) }.sorted(),
      suffix: suffix)
  }

  /// Paths starting with `partial`; directories end in `/`.
  func paths(_ partial: String) -> Completion {
    let slash = partial.lastIndex(of: "/")
    let directory = slash.map { String(partial[...$0]) } ?? ""
    let prefix = slash.map { String(partial[partial.index(after: $0)...]) } ?? partial
    guard let names = try? FileSystem.list(directory.isEmpty ? "." : directory) else {
      return .none
    }
    let candidates = names.filter {
      $0.hasPrefix(prefix) && (prefix.hasPrefix(".") || !$0.hasPrefix("."))
    }
    .map { name in
      directory + name + (FileSystem.isDirectory(directory + name) ? "/" : "")
    }
    let onlyDirectory = candidates.count == 1 && candidates[0].hasSuffix("/")
    return Completion(
      replacing: partial.count, candidates: candidates, suffix: onlyDirectory ? "" : " ")
  }
}
