/// The field a command names, for the `field` key of its event in the machine protocol
/// (`--format jsonl`): as typed, before the command ran (a misspelt id is still named, and
/// the event's code says `unknown_field`). Kept in one file so that the commands' own files
/// stay about what they do.
extension Command {
  var namedField: String? {
    switch self {
    case let edit as any EditCommand: edit.fieldID
    case let expect as ExpectCommand: expect.expectation.namedField
    case let describe as DescribeCommand: describe.field
    case let why as WhyCommand: why.field
    case let show as ShowCommand: show.field
    case let links as LinksCommand: links.field
    case let validate as ValidateCommand: validate.field
    default: nil
    }
  }
}

extension Expectation {
  /// The field an `expect` names, if one.
  var namedField: String? {
    switch self {
    case let state as any FieldStateExpectation: state.field
    case let error as ErrorExpectation: error.field
    case let noError as NoErrorExpectation: noError.field
    case let value as ValueExpectation: value.field
    case let server as ServerErrorExpectation: server.field
    case let refused as RefusedExpectation: refused.edit.fieldID
    default: nil
    }
  }
}
