import FormshData
import FormshDomain
import FormshPlatform
import FormshPresentation

/// Why a command or a subcommand failed. `ErrorPrinter` turns any of these into the line a
/// user reads (`FILE:LINE: error: …` in a script, `error: …` at the prompt,
/// `formsh SUBCOMMAND: error: …` on the command line), and `exitStatus` into the process's exit
/// status.
public enum ShellError: Error {
  /// The line could not be split or parsed (bad quote, unknown command, wrong arguments).
  case parse(ParseError)
  /// The command line was used wrongly (an unknown option, a missing operand); the printer
  /// adds the subcommand's usage line.
  case usage(String)
  /// An edit was refused.
  case edit(EditError)
  /// A form could not be loaded.
  case load(FormLoadError)
  /// A file could not be read or written.
  case file(FileSystem.Failure)
  /// A data file is malformed where nothing can go on (a CSV header): `PATH:LINE: reason`.
  case malformed(path: String, line: Int, reason: String)
  /// `submit` found fields that fail validation.
  case submitRefused([FieldFailure])
  /// An `expect` did not hold.
  case expectation(expected: String, found: String)
  /// `open N` with no such link.
  case noSuchLink(number: Int, count: Int)
  /// A script line longer than the limit; it was skipped.
  case lineTooLong(bytes: Int, limit: Int)
  /// A script line that is not UTF-8 text; it was skipped. `byte`: the position (from 1) of
  /// its first byte that begins no character.
  case notUTF8(byte: Int)
  /// A request got no response: the server could not be reached, TLS failed, a time-out,
  /// Ctrl-C.
  case http(HTTPFailure)
  /// A server answered a request with a status other than 2xx. `details`: what it said, one
  /// line each (its mapped errors, or the first lines of its body), shown under the message
  /// so that a report says why, not only that.
  case serverRefused(HTTPResponse, details: [String])
  /// Something else the user can fix; the text says how. `code` is its class in the machine
  /// protocol (`command_failed` unless a finer one fits).
  case other(String, code: ErrorCode = .commandFailed)

  /// The exit status the error stands for (docs/command-line.md, exit statuses): the same failure
  /// gives the same status in every subcommand and at the prompt.
  public var exitStatus: Int32 {
    switch self {
    case .parse, .usage, .load(.noOperation): ExitStatus.usage
    case .load(.malformed), .load(.tooLarge), .load(.unknownDialect), .malformed:
      ExitStatus.malformed
    case .load(.unreadable): ExitStatus.unreadable
    case .load(.unreachable): ExitStatus.unreachable
    case .load(.interrupted): ExitStatus.interrupted
    case .file(let failure):
      failure.operation == .reading ? ExitStatus.unreadable : ExitStatus.unwritable
    case .http(let failure):
      switch failure.kind {
      case .interrupted: ExitStatus.interrupted
      case .badURL: ExitStatus.usage
      default: ExitStatus.unreachable
      }
    case .edit, .submitRefused, .expectation, .noSuchLink, .lineTooLong, .notUTF8, .serverRefused,
      .other:
      ExitStatus.failure
    }
  }

  /// The message, without location; extra lines are indented.
  public var message: String {
    switch self {
    case .parse(let error): error.message
    case .usage(let text): text
    case .edit(let error): error.message
    case .load(let error): error.message
    case .file(let failure): failure.message
    case .malformed(let path, let line, let reason): "\(path):\(line): \(reason)"
    case .submitRefused(let failures):
      "submit refused: \(FailuresRenderer.headline(failures))\n"
        + ShellError.withoutTrailingNewline(FailuresRenderer.render(failures))
    case .expectation(let expected, let found): "expected \(expected), found \(found)"
    case .noSuchLink(let number, let count):
      count == 0
        ? "the form has no links" : "no link \(number); the form has \(count) (see links)"
    case .lineTooLong(let bytes, let limit):
      "the line is \(bytes) bytes long, more than the \(limit >> 20) MiB a line may have; skipped"
    case .notUTF8(let byte):
      "the line is not UTF-8 text (at byte \(byte)); it was skipped: save the script as UTF-8"
    case .http(let failure): failure.message
    case .serverRefused(let response, let details):
      "the server answered \(response.statusLine) (\(HTTPRequest.shown(response.url)))"
        + details.map { "\n  " + $0 }.joined()
    case .other(let text, _): text
    }
  }

  private static func withoutTrailingNewline(_ text: String) -> String {
    text.hasSuffix("\n") ? String(text.dropLast()) : text
  }
}
