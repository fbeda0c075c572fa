import FormshData
import FormshDomain
import Testing

/// The shapes of server error responses coverage tells apart.
@Suite struct ServerErrorShapesTests {
  @Test(arguments: [
    (#"{"errors": [{"pointer": "/email", "detail": "taken"}]}"#, ["problem_details"]),
    (#"{"errors": [{"source": {"pointer": "/data/attributes/email"}}]}"#, ["json_api"]),
    (#"{"errors": {"email": ["has already been taken"]}}"#, ["errors_map"]),
    (#"{"title": "Bad", "invalid_params": [{"name": "age", "reason": "no"}]}"#, ["invalid_params"]),
    (#"{"type": "about:blank", "title": "Conflict", "status": 409}"#, ["problem"]),
    (#"{"ok": true}"#, []),
    ("not json", []),
  ])
  func eachShapeIsToldApart(_ body: String, _ shapes: [String]) {
    #expect(ServerErrorMapper.shapes(Array(body.utf8)).map(\.rawValue) == shapes)
  }
}
