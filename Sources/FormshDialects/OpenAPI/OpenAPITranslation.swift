import FormshJSON

/// One OpenAPI operation said as a form: its request body's schema as fields, its summary as
/// the title, and where it is sent as the form's `action`.
struct OpenAPITranslation {
  let document: JSONObject
  let operation: OpenAPIOperation
  let context: DialectContext
  let dialect: String

  func form() -> DialectTranslation {
    let mapper = SchemaMapper(dialect: dialect, root: document, rootPointer: "", context: context)
    mapper.leavesOutReadOnly = true
    let operationObject =
      OpenAPIOperation.localObject("#" + operation.pointer, in: document)
      ?? JSONObject()
    var translation: DialectTranslation
    var encoding = "json"
    if let (schema, pointer, media) = body(of: operationObject, into: mapper) {
      encoding = OpenAPIDialect.mediaTypes.first { $0.0 == media }?.1 ?? "json"
      translation = JSONSchemaDialect.translate(
        schema: schema, at: pointer, ui: .empty, mapper: mapper)
      if media == "multipart/form-data" {
        mapper.problems.report(
          "media type `multipart/form-data`",
          .changed("is sent as application/x-www-form-urlencoded"),
          at: operation.pointer.pointer("requestBody"))
      }
    } else {
      translation = JSONSchemaDialect.translate(
        schema: JSONObject([("type", .string("object")), ("properties", .object(JSONObject()))]),
        at: operation.pointer, ui: .empty, mapper: mapper)
    }
    reportParameters(of: operationObject, into: mapper)
    var form = translation.form
    let title = operation.summary ?? operation.operationId ?? operation.name
    if let place = form.members.firstIndex(where: { $0.key == "form_title" }) {
      form.members[place].value = .string(title)
    }
    if let action = action(encoding: encoding, into: mapper) {
      form.members.append(("action", .object(action)))
    }
    return DialectTranslation(form: form, dropped: mapper.problems.list)
  }

  /// The request body's schema for the first media type formsh sends (JSON, then a URL-encoded
  /// form, then multipart), where it is, and the media type; nil when the operation takes no
  /// body formsh can send (reported).
  private func body(of operationObject: JSONObject, into mapper: SchemaMapper)
    -> (JSONObject, String, String)?
  {
    let bodyPointer = operation.pointer.pointer("requestBody")
    guard let declared = operationObject.object("requestBody") else { return nil }
    guard
      let (requestBody, pointer) = OpenAPIOperation.requestBody(
        declared, in: document, at: bodyPointer)
    else {
      mapper.problems.report(
        "requestBody $ref", .skipped("names nothing in this document"), at: bodyPointer)
      return nil
    }
    let content = requestBody.object("content") ?? JSONObject()
    for (media, _) in OpenAPIDialect.mediaTypes {
      guard let type = content.object(media) else { continue }
      let at = pointer.pointer("content").pointer(media)
      return (type.object("schema") ?? JSONObject(), at.pointer("schema"), media)
    }
    mapper.problems.report(
      "request body of media types \(content.members.map(\.key).joined(separator: ", "))",
      .skipped("is not one formsh sends (application/json, a URL-encoded or multipart form)"),
      at: pointer.pointer("content"))
    return nil
  }

  /// Path, query, header and cookie parameters: not read into the form yet, each reported.
  private func reportParameters(of operationObject: JSONObject, into mapper: SchemaMapper) {
    let pathItemPointer = String(operation.pointer.dropLast(operation.method.count + 1))
    let pathItem = OpenAPIOperation.localObject("#" + pathItemPointer, in: document) ?? JSONObject()
    let lists = [
      (pathItem.array("parameters") ?? [], pathItemPointer.pointer("parameters")),
      (operationObject.array("parameters") ?? [], operation.pointer.pointer("parameters")),
    ]
    for (parameters, pointer) in lists {
      for (index, value) in parameters.enumerated() {
        guard mapper.work.charge() else { return }
        guard case .object(var parameter) = value else { continue }
        if let ref = parameter.string("$ref"),
          let target = OpenAPIOperation.localObject(ref, in: document)
        {
          parameter = target
        }
        let name = parameter.string("name") ?? "?"
        let place = parameter.string("in") ?? "?"
        mapper.problems.report(
          "\(place) parameter `\(name)`",
          .skipped("is not read (formsh forms are the request body)"),
          at: pointer.pointer(index))
      }
    }
  }

  /// The form's `action`: the first server's URL (its variables at their defaults; none:
  /// `/`, the document's origin) joined with the path, the method and the encoding; nil
  /// (reported) for a method `submit` does not send, or a path with parameters (`{id}`),
  /// which no field fills yet: a URL with the template in it would be sent as it stands.
  private func action(encoding: String, into mapper: SchemaMapper) -> JSONObject? {
    guard ["POST", "PUT", "PATCH"].contains(operation.method) else {
      mapper.problems.report(
        "operation `\(operation.name)`",
        .changed("has no action (submit sends POST, PUT or PATCH): submit --to URL"),
        at: operation.pointer)
      return nil
    }
    guard !operation.path.contains("{") else {
      mapper.problems.report(
        "operation `\(operation.name)`",
        .changed(
          "has no action (its path's parameters are not read as fields yet): submit --to URL"),
        at: operation.pointer)
      return nil
    }
    var server = "/"
    if case .object(let first)? = document.array("servers")?.first,
      let url = first.string("url")
    {
      server = url
      for (variable, value) in first.object("variables")?.members ?? [] {
        if case .object(let definition) = value, let fallback = definition.string("default") {
          server = server.replacing("{\(variable)}", with: fallback)
        }
      }
    }
    while server.hasSuffix("/") { server.removeLast() }
    return JSONObject([
      ("url", .string(server + operation.path)), ("method", .string(operation.method)),
      ("as", .string(encoding)),
    ])
  }
}
