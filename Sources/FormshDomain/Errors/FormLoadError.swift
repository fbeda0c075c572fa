/// Why no form could be loaded at all. (Problems inside a form that still loads are
/// `Diagnostic`s, not errors.)
public enum FormLoadError: Error, Sendable, Equatable {
  /// The file could not be read; `reason` is the system's (e.g. "No such file or directory").
  case unreadable(path: String, reason: String)
  /// The file is not JSON, or not a JSON object; line and column are 1-based.
  case malformed(path: String, line: Int, column: Int, reason: String)
  /// The form is larger than formsh takes (a file size, a count of fields or options, a
  /// string's length); `reason` says which limit and what to do.
  case tooLarge(path: String, reason: String)
  /// The server at a URL could not be reached, or did not answer in time; `reason` says how.
  case unreachable(path: String, reason: String)
  /// Ctrl-C stopped the loading.
  case interrupted(path: String)
  /// The document is JSON, but in no dialect formsh reads (or not in the one named);
  /// `reason` names the dialects and what to do.
  case unknownDialect(path: String, reason: String)
  /// The document holds several forms (an OpenAPI document's operations) and `--operation`
  /// picked none of them: not given where several could be meant, or naming none; `reason`
  /// lists them or suggests one.
  case noOperation(path: String, reason: String)

  /// `path:line:column: reason`, the way compilers say it.
  public var message: String {
    switch self {
    case .unreadable(let path, let reason): "\(path): cannot read: \(reason)"
    case .malformed(let path, let line, let column, let reason):
      "\(path):\(line):\(column): \(reason)"
    case .tooLarge(let path, let reason): "\(path): \(reason)"
    case .unreachable(let path, let reason): "\(path): \(reason)"
    case .interrupted(let path): "\(path): interrupted"
    case .unknownDialect(let path, let reason): "\(path): \(reason)"
    case .noOperation(let path, let reason): "\(path): \(reason)"
    }
  }
}
