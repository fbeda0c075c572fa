import FormshData

extension HTTPAccess {
  /// The last response a server gave, or the failure of an expectation that needs one.
  func response(for expected: String) throws(ShellError) -> HTTPResponse {
    guard let lastResponse = http.lastResponse else {
      throw .expectation(
        expected: expected,
        found: "no response yet (get URL, submit --to URL or validate --remote URL first)")
    }
    return lastResponse
  }

  /// The JSON body of a response, or the failure of an expectation that needs one.
  func json(of response: HTTPResponse) throws(ShellError) -> JSONValue {
    do {
      return try JSONParser.parse(response.body)
    } catch {
      let type = response.mediaType ?? "no Content-Type"
      throw .other(
        "the body of the last response is not JSON (\(type), \(response.body.count) bytes): line \(error.line), column \(error.column): \(error.reason)",
        code: .responseNotJSON)
    }
  }
}
