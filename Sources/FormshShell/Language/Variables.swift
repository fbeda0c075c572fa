import FormshPlatform
import FormshPresentation

/// `${NAME}` values: those `capture` took first, then `--var NAME=VALUE` and
/// `--secret NAME=VALUE`, then the environment. The values of `--secret` (given, or of the
/// environment variables it names) and of `capture --secret` are secrets (`Secrets`): nothing
/// formsh writes shows them. A `--var` is a plain parameter.
public struct Variables: Sendable {
  /// Values given with `--var` and `--secret NAME=VALUE`.
  public var defined: [String: String]
  /// Values taken from a server's response with `capture NAME = PATH` (before `--var`s).
  public var captured: [String: String] = [:]
  /// Why each name whose last `capture` took nothing is not set: where that capture was and
  /// what it found (the next `${NAME}` says so rather than "export it").
  public var failedCaptures: [String: String] = [:]
  /// The `--data` row these variables were given from (its file, as given, and its number,
  /// from 1): a name it lacks is not set because of it, and `${NAME}` says so.
  public var row: (path: String, number: Int)?
  /// The names whose values are secret (`--secret`, `capture --secret`).
  public var marked: Set<String> = []
  /// Where other names are looked up (the process environment, or a table in tests).
  public let environment: @Sendable (String) -> String?

  /// Creates variables over an environment.
  public init(
    defined: [String: String] = [:], marked: Set<String> = [],
    environment: @escaping @Sendable (String) -> String? = Terminal.environment
  ) {
    self.defined = defined
    self.marked = marked
    self.environment = environment
  }

  /// The names whose values are secret: those marked.
  public var secretNames: Set<String> { marked }

  /// The value of a name, or `nil` when it is set nowhere.
  public func value(_ name: String) -> String? {
    captured[name] ?? defined[name] ?? environment(name)
  }

  /// Why a name that is set nowhere is not: a capture that took nothing, or the `--data` row
  /// without it; `nil` when nothing more is known than that (the lexer then says "export it or
  /// pass --var").
  public func whyUnset(_ name: String) -> String? {
    if let failed = failedCaptures[name] { return failed }
    guard let row else { return nil }
    return "row \(row.number) of \(TerminalText.sanitize(row.path)) has no \(name); add it to the"
      + " rows, pass --var \(name)=VALUE or export it"
  }

  /// `[A-Za-z_][A-Za-z0-9_]*`.
  public static func isValidName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, first == "_" || first.isASCIILetter else {
      return false
    }
    return name.unicodeScalars.allSatisfy {
      $0 == "_" || $0.isASCIILetter || ("0"..."9").contains($0)
    }
  }
}
