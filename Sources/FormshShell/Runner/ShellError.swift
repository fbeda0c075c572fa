import FormshData
import FormshDomain
import FormshPlatform
import FormshPresentation

/// Why a command failed. `ErrorPrinter` turns any of these into `FILE:LINE: error: …` and
/// `exitStatus` into the process's exit status.
public enum ShellError: Error {
  /// The line could not be split or parsed (bad quote, unknown command, wrong arguments).
  case parse(ParseError)
  /// An edit was refused.
  case edit(EditError)
  /// A form could not be loaded.
  case load(FormLoadError)
  /// A file could not be read or written.
  case file(FileSystem.Failure)
  /// `submit` found fields that fail validation.
  case submitRefused([FieldFailure])
  /// An `expect` did not hold.
  case expectation(expected: String, found: String)
  /// `open N` with no such link.
  case noSuchLink(number: Int, count: Int)
  /// A script line longer than the limit; it was skipped.
  case lineTooLong(bytes: Int, limit: Int)
  /// Something else the user can fix; the text says how.
  case other(String)

  /// The exit status the error stands for (PRODUCT.md §5).
  public var exitStatus: Int32 {
    switch self {
    case .parse: ExitStatus.usage
    case .load(.malformed): ExitStatus.malformed
    case .load(.unreadable), .file: ExitStatus.unreadable
    default: ExitStatus.failure
    }
  }

  /// The message, without location; extra lines are indented.
  public var message: String {
    switch self {
    case .parse(let error): error.message
    case .edit(let error): error.message
    case .load(let error): error.message
    case .file(let failure): "\(failure.path): \(failure.reason)"
    case .submitRefused(let failures):
      "submit refused: \(FailuresRenderer.headline(failures))\n"
        + FailuresRenderer.render(failures).trimmingTrailingNewline()
    case .expectation(let expected, let found): "expected \(expected), found \(found)"
    case .noSuchLink(let number, let count):
      count == 0
        ? "the form has no links" : "no link \(number); the form has \(count) (see links)"
    case .lineTooLong(let bytes, let limit):
      "the line is \(bytes) bytes long, more than the \(limit >> 20) MiB a line may have; skipped"
    case .other(let text): text
    }
  }
}

/// Exit statuses (PRODUCT.md §5).
public enum ExitStatus {
  public static let success: Int32 = 0
  /// A command failed, an expectation failed, a submit was refused, a record was invalid.
  public static let failure: Int32 = 1
  /// The command line or a command was used wrongly.
  public static let usage: Int32 = 2
  /// A form or data file is malformed.
  public static let malformed: Int32 = 65
  /// A file cannot be read.
  public static let unreadable: Int32 = 66
  /// Interrupted by Ctrl-C.
  public static let interrupted: Int32 = 130
}

/// Where a command came from: a file and line, or the prompt.
public struct Location: Sendable, Equatable {
  /// The script's name as the user gave it; `nil` at the prompt.
  public var file: String?
  /// 1-based line.
  public var line: Int

  /// A location in a script.
  public init(file: String?, line: Int) {
    self.file = file
    self.line = line
  }

  /// The prompt.
  public static let prompt = Location(file: nil, line: 0)
}

/// Turns errors into the lines users read.
public enum ErrorPrinter {
  /// `FILE:LINE[:COL]: error: message` in scripts, `error: message` at the prompt; every
  /// line sanitised, since messages quote form data and user input.
  public static func format(_ error: ShellError, at location: Location) -> String {
    var prefix = ""
    if let file = location.file {
      prefix = "\(file):\(location.line):"
      if case .parse(let parseError) = error { prefix += "\(parseError.column):" }
      prefix += " "
    }
    return prefix + "error: " + TerminalText.sanitizeKeepingNewlines(error.message) + "\n"
  }

  /// A warning line.
  public static func warning(_ text: String, at location: Location? = nil) -> String {
    var prefix = ""
    if let location, let file = location.file { prefix = "\(file):\(location.line): " }
    return prefix + "warning: " + TerminalText.sanitizeKeepingNewlines(text) + "\n"
  }
}

extension TerminalText {
  /// Sanitises each line of a multi-line message, keeping the line breaks.
  static func sanitizeKeepingNewlines(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { sanitize(String($0)) }
      .joined(separator: "\n")
  }
}

extension String {
  func trimmingTrailingNewline() -> String {
    hasSuffix("\n") ? String(dropLast()) : self
  }
}
