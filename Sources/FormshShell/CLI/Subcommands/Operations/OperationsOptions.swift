/// `formsh operations [--json] API`: its spec and options.
struct OperationsOptions: SubcommandOptions {
  static let spec = SubcommandSpec(
    "operations",
    usage: ["formsh operations [--json] API"],
    overview: [("formsh operations API", "list an OpenAPI document's operations")],
    help: [
      .usage,
      .text(
        """
        Lists the operations of an OpenAPI 3.0 or 3.1 document (JSON or YAML), one a
        line: method, path, operationId, summary and the media types its request body
        is sent as. Each is a form: --operation ID (or --operation 'POST /path') picks
        it on every command that takes a form (docs/openapi.md).
        --json prints one JSON object per operation and line: method, path,
        operation_id, summary, media_types (null for what the document does not say).
        API may be a path, - for standard input, or an http(s) URL.
        Exit status: 0 listed · 2 usage · 65 malformed or not an OpenAPI document ·
        66 unreadable · 69 unreachable.

        """),
    ])

  static let options =
    CommonOptions.taken(by: \Self.common) + [json] + HTTPOptions.all.map { $0.within(\Self.http) }

  static let json = OptionSpec<OperationsOptions>(flag: "--json") { $0.json = true }

  static var http: KeyPath<OperationsOptions, HTTPOptions>? { \.http }

  var common = CommonOptions()
  var operands: [String] = []
  /// `--json`: one JSON object per operation and line.
  var json = false
  var http = HTTPOptions()
}
