import FormshJSON

/// What RFC 9457 problem details and JSON:API share: an `errors[]` entry's name (`pointer`,
/// `field`, `source.pointer`, `source.parameter`) and message (`detail`, `message`, `title`),
/// `invalid_params` of `{name, reason}`, and the problem's own `detail` (else `title`) as
/// the summary.
enum ProblemReading {
  /// Reads the problem's `errors[]`, its `invalid_params` and its summary.
  static func read(_ object: JSONObject, into collector: inout ServerErrorCollector) {
    if case .array(let entries)? = object["errors"] {
      for entry in entries { addListed(entry, to: &collector) }
    }
    for key in ["invalid_params", "invalid-params"] {
      guard case .array(let entries)? = object[key] else { continue }
      for entry in entries {
        guard case .object(let parameter) = entry else { continue }
        collector.add(
          parameter["reason"]?.stringValue ?? parameter["detail"]?.stringValue
            ?? parameter["message"]?.stringValue,
          name: parameter["name"]?.stringValue)
      }
    }
    collector.summary = object["detail"]?.stringValue ?? object["title"]?.stringValue
  }

  /// Whether the object is a problem: a `title` or `detail`, and a `type` or `status`.
  static func isProblem(_ object: JSONObject) -> Bool {
    (object["title"]?.stringValue != nil || object["detail"]?.stringValue != nil)
      && (object["type"] != nil || object["status"] != nil)
  }

  /// Whether the object has `invalid_params` (or `invalid-params`) as a list.
  static func hasInvalidParams(_ object: JSONObject) -> Bool {
    object["invalid_params"]?.arrayValue != nil || object["invalid-params"]?.arrayValue != nil
  }

  /// One entry of an `errors` array; a string entry is the form's.
  private static func addListed(_ entry: JSONValue, to collector: inout ServerErrorCollector) {
    guard case .object(let error) = entry else {
      if case .string(let message) = entry { collector.addFormError(message) }
      return
    }
    var name = error["pointer"]?.stringValue ?? error["field"]?.stringValue
    if name == nil, case .object(let source)? = error["source"] {
      name = source["pointer"]?.stringValue ?? source["parameter"]?.stringValue
    }
    let message =
      error["detail"]?.stringValue ?? error["message"]?.stringValue
      ?? error["title"]?.stringValue
    guard message != nil || name != nil else { return }
    collector.add(message, name: name)
  }
}
