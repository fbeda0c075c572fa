import FormshDomain

/// express-validator's `{errors: result.array()}`: `errors[]` of `{type: "field", path,
/// msg, location}` (v7) or `{param, msg, location}` (v6), the path as lodash writes it
/// (`address.city`, `items[0].name`); an error of no field (`type: "alternative"`) is the
/// form's. Told from RFC 9457's list by an entry with a `msg` and a `path` or `param`.
struct ExpressValidatorReader: ServerErrorReader {
  let shape = ServerErrorShape.expressValidator

  func recognises(_ body: ServerErrorBody) -> Bool {
    guard let entries = body.object?["errors"]?.arrayValue else { return false }
    return entries.contains { entry in
      guard let entry = entry.objectValue, entry["msg"] != nil else { return false }
      return entry["path"] != nil || entry["param"] != nil
    }
  }

  func read(_ body: ServerErrorBody, into errors: inout ServerErrorCollector) {
    for entry in body.object?["errors"]?.arrayValue ?? [] {
      guard let entry = entry.objectValue else { continue }
      let path = entry["path"]?.stringValue ?? entry["param"]?.stringValue ?? ""
      errors.add(
        entry["msg"]?.stringValue, path: ServerFieldName.steps(ofPath: path), shown: path)
    }
  }
}
