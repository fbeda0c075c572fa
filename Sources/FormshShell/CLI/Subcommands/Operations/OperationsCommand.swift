import FormshData
import FormshDomain
import FormshPresentation

/// `formsh operations [--json] API`: the operations of an OpenAPI document, each a form that
/// `--operation` picks.
struct OperationsCommand: Subcommand {
  let options: OperationsOptions
  let console: Console

  func run() -> Int32 {
    guard options.operands.count == 1, let path = options.operands.first else {
      return ErrorPrinter.report(
        .usage(options.operands.isEmpty ? "no document given" : "operations takes one document"),
        in: Self.spec, to: console)
    }
    let document: JSONObject
    do {
      let http = try options.http.makeClient()
      let (bytes, source) = try FormSources.bytes(path, client: http)
      document = try FormDecoder.document(bytes, source: source).object
      guard OpenAPIDialect().recognises(document) else {
        throw FormLoadError.unknownDialect(
          path: source, reason: "not an OpenAPI 3 document (no `openapi: 3.x` and `paths`)")
      }
    } catch let error as ShellError {
      return ErrorPrinter.report(error, in: Self.spec, to: console)
    } catch let error as FormLoadError {
      return ErrorPrinter.report(.load(error), in: Self.spec, to: console)
    } catch {
      return ErrorPrinter.report(.other("\(error)"), in: Self.spec, to: console)
    }
    for operation in OpenAPIOperation.all(in: document) {
      console.print(options.json ? Self.json(operation) : Self.line(operation))
    }
    return ExitStatus.success
  }

  /// `POST /users  create_user  Create User  [application/json]`: the id and summary left
  /// out when the document has none, text made safe for the terminal.
  static func line(_ operation: OpenAPIOperation) -> String {
    let parts =
      [operation.name, operation.operationId, operation.summary].compactMap {
        $0
      }
      + (operation.mediaTypes.isEmpty
        ? [] : ["[" + operation.mediaTypes.joined(separator: ", ") + "]"])
    return TerminalText.sanitize(parts.joined(separator: "  ")) + "\n"
  }

  static func json(_ operation: OpenAPIOperation) -> String {
    let value = JSONValue.object(
      JSONObject([
        ("method", .string(operation.method)), ("path", .string(operation.path)),
        ("operation_id", operation.operationId.map(JSONValue.string) ?? .null),
        ("summary", operation.summary.map(JSONValue.string) ?? .null),
        ("media_types", .array(operation.mediaTypes.map(JSONValue.string))),
      ]))
    return JSONWriter.string(value, terminalSafe: true) + "\n"
  }
}
