import FormshData
import FormshDomain
import FormshPlatform

/// What Tab offers: the characters before the cursor to replace, and the candidates.
public struct Completion: Sendable, Equatable {
  /// How many characters before the cursor the candidate replaces.
  public var replacing: Int
  /// Full replacements, sorted.
  public var candidates: [String]
  /// Appended when exactly one candidate is left (a space, `=` after `set FIELD`, or none
  /// after a directory).
  public var suffix: String

  /// Nothing to offer.
  public static let none = Completion(replacing: 0, candidates: [], suffix: "")
}

/// Tab completion of command names, field ids (only of fields the command applies to), option
/// ids, boolean spellings and paths. Pure apart from listing directories, so it is tested
/// without a terminal.
public struct Completer {
  /// The form whose ids complete.
  public var form: Form

  /// Creates a completer for a form.
  public init(form: Form) {
    self.form = form
  }

  /// The completion for the text before the cursor.
  public func complete(_ text: String) -> Completion {
    let segment = String(text.split(separator: ";", omittingEmptySubsequences: false).last ?? "")
    var words = segment.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    if segment.isEmpty || segment.last == " " || segment.last == "\t" { words.append("") }
    let current = words.last ?? ""
    guard words.count > 1 else { return offer(CommandTable.names, current, suffix: " ") }
    let name = words[0]
    let position = words.count - 1
    switch name {
    case "set":
      if let equals = current.firstIndex(of: "=") {
        return values(
          for: String(current[..<equals]), String(current[current.index(after: equals)...]))
      }
      if position == 1 { return offer(ids(.any), current, suffix: "=") }
      return .none
    case "select":
      if position == 1 { return offer(ids(.choice), current, suffix: " ") }
      guard position == 2, let field = form.field(words[1]) else { return .none }
      var piece = Substring(current)
      if piece.hasPrefix("+") || piece.hasPrefix("-") { piece = piece.dropFirst() }
      if let comma = piece.lastIndex(of: ",") { piece = piece[piece.index(after: comma)...] }
      return offer(field.options.map(\.id), String(piece), suffix: "")
    case "expect":
      return expectation(words, current)
    case "submit":
      if position == 1 { return offer(["--out"], current, suffix: " ") }
      return position == 2 && words[1] == "--out" ? paths(current) : .none
    case "record":
      guard position == 1 else { return .none }
      let files = paths(current)
      let stop = "stop".hasPrefix(current) ? ["stop"] : []
      return Completion(
        replacing: current.count, candidates: (stop + files.candidates).sorted(),
        suffix: files.candidates.isEmpty ? " " : files.suffix)
    default:
      guard let spec = CommandTable.spec(name), position - 1 < spec.arguments.count else {
        return .none
      }
      switch spec.arguments[position - 1] {
      case .field(let filter): return offer(ids(filter), current, suffix: " ")
      case .path: return paths(current)
      case .command: return offer(CommandTable.names, current, suffix: " ")
      case .none: return .none
      }
    }
  }

  private func ids(_ filter: FieldFilter) -> [String] {
    form.fields.filter(filter.accepts).map(\.id)
  }

  private func values(for id: String, _ partial: String) -> Completion {
    guard let field = form.field(id) else { return .none }
    if field.kind.isChoice { return offer(field.options.map(\.id), partial, suffix: " ") }
    if field.kind.isBoolean { return offer(["true", "false"], partial, suffix: " ") }
    return .none
  }

  private func expectation(_ words: [String], _ current: String) -> Completion {
    let kinds = ["valid", "invalid", "error", "no", "value", "submitted", "links", "refused"]
    if words.count > 3, words[1] == "refused" {
      return complete(words.dropFirst(2).joined(separator: " "))
    }
    switch words.count - 1 {
    case 2 where words[1] == "refused":
      let edits = ["set", "select", "toggle", "check", "uncheck", "clear", "reset"]
      return offer(edits, current, suffix: " ")
    case 1: return offer(kinds, current, suffix: " ")
    case 2 where words[1] == "error" || words[1] == "value":
      return offer(ids(.any), current, suffix: " ")
    case 2 where words[1] == "no": return offer(["error"], current, suffix: " ")
    case 3 where words[1] == "no": return offer(ids(.any), current, suffix: " ")
    default: return .none
    }
  }

  private func offer(_ all: [String], _ prefix: String, suffix: String) -> Completion {
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
