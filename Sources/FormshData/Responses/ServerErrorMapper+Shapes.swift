import FormshDomain

extension ServerErrorMapper {
  /// The shapes of error response a body has, as coverage tells them apart: `errors[]`
  /// entries with a `source` are JSON:API's, other entries RFC 9457's; an `errors` object is
  /// the Rails/Laravel map; `invalid_params` RFC 9457's; a problem with none of these, a
  /// problem without a list. Empty when the body is not JSON or has none of them.
  public static func shapes(_ body: [UInt8]) -> [ServerErrorShape] {
    guard case .object(let object)? = try? JSONParser.parse(body) else { return [] }
    var shapes: [ServerErrorShape] = []
    switch object["errors"] {
    case .array(let entries)?:
      var jsonAPI = false
      var problem = false
      for case .object(let entry) in entries {
        if entry["source"] != nil { jsonAPI = true } else { problem = true }
      }
      if problem { shapes.append(.problemDetails) }
      if jsonAPI { shapes.append(.jsonAPI) }
    case .object?:
      shapes.append(.errorsMap)
    default:
      break
    }
    if object["invalid_params"] != nil || object["invalid-params"] != nil {
      shapes.append(.invalidParams)
    }
    if shapes.isEmpty, object["errors"] == nil, isProblem(object) { shapes.append(.problem) }
    return shapes
  }
}
