import FormshDomain

extension ServerErrorMapper {
  /// The shapes of error response a body has, as coverage tells them apart: an `errors[]`
  /// list is JSON:API's when an entry has a `source`, else RFC 9457's; an `errors` object is
  /// the Rails/Laravel map; `invalid_params` RFC 9457's; a problem with none of these, a
  /// problem without a list. Empty when the body is not JSON or has none of them.
  public static func shapes(_ body: [UInt8]) -> [ServerErrorShape] {
    guard case .object(let object)? = try? JSONParser.parse(body) else { return [] }
    var shapes: [ServerErrorShape] = []
    switch object["errors"] {
    case .array(let entries)?:
      let jsonAPI = entries.contains { entry in
        if case .object(let error) = entry { error["source"] != nil } else { false }
      }
      shapes.append(jsonAPI ? .jsonAPI : .problemDetails)
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
