import FormshData
import FormshDomain

extension ShellError {
  /// The error's stable code in the machine protocol: the one place that decides it. Every
  /// switch here is exhaustive, so a new error case does not compile until it has a code.
  public var code: ErrorCode {
    switch self {
    case .parse(let error): error.kind.code
    case .usage: .usage
    case .edit(let error): error.code
    case .load(let error): error.code
    case .file(let failure): failure.operation == .reading ? .unreadable : .unwritable
    case .malformed: .malformed
    case .submitRefused: .submitRefused
    case .expectation: .expectationFailed
    case .noSuchLink: .noSuchLink
    case .lineTooLong: .lineTooLong
    case .notUTF8: .invalidEncoding
    case .http(let failure): failure.kind.code
    case .serverRefused: .serverRefused
    case .other(_, let code): code
    }
  }
}

extension ParseError.Kind {
  /// The code of a line that does not parse.
  var code: ErrorCode {
    switch self {
    case .syntax: .syntax
    case .unsetVariable: .unsetVariable
    case .unknownCommand: .unknownCommand
    case .usage: .usage
    }
  }
}

extension EditError {
  /// The code of a refused edit: the one batch fill counts it under (`fillCode`).
  public var code: ErrorCode { ErrorCode(fillCode) }
}

extension ValidationFailure {
  /// The code of a rule that fails: the one batch fill counts it under (`fillCode`).
  public var code: ErrorCode { ErrorCode(fillCode) }
}

extension ErrorCode {
  /// The protocol's code of a class of error that batch fill counts: the same name.
  /// (`ErrorCodeTests` checks every such class has one.)
  init(_ code: FillErrorCode) {
    self.init(rawValue: code.name)!
  }
}

extension FormLoadError {
  /// The code of a form that does not load.
  public var code: ErrorCode {
    switch self {
    case .unreadable: .unreadable
    case .malformed: .malformed
    case .tooLarge: .tooLarge
    case .unreachable: .unreachable
    case .interrupted: .interrupted
    case .unknownDialect: .unknownDialect
    case .noOperation: .noOperation
    }
  }
}

extension HTTPFailure.Kind {
  /// The code of a request that got no response.
  public var code: ErrorCode {
    switch self {
    case .resolve, .connect, .tls, .connectTimeout, .totalTimeout, .other: .unreachable
    case .redirect: .badRedirect
    case .tooLarge: .responseTooLarge
    case .badURL: .badURL
    case .interrupted: .interrupted
    case .unavailable: .httpUnavailable
    }
  }
}
