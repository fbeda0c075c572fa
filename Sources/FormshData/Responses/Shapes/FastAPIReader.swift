import FormshDomain
import FormshJSON

/// FastAPI's 422 (pydantic v1 and v2): `{"detail": [{"loc": ["body", "address", "city"],
/// "msg": "…", "type": "…"}]}`; the `loc`'s first step, where the value was read (`body`,
/// `query`, `path`, `header`, `cookie`), is dropped, and the rest is the field's path (an
/// item's index a number, from 0). pydantic's own `errors()` list, a bare array of the same
/// entries, is read too, its `loc` the path as it is.
struct FastAPIReader: ServerErrorReader {
  let shape = ServerErrorShape.fastAPI

  /// The first steps of a FastAPI `loc` that say where the value was read, not which.
  private static let locations: Set<String> = ["body", "query", "path", "header", "cookie"]

  func recognises(_ body: ServerErrorBody) -> Bool {
    entries(of: body) != nil
  }

  func read(_ body: ServerErrorBody, into errors: inout ServerErrorCollector) {
    guard let (entries, wrapped) = entries(of: body) else { return }
    for entry in entries {
      guard let entry = entry.objectValue else { continue }
      var path = entry["loc"]?.arrayValue?.compactMap(\.serverText) ?? []
      if wrapped, let first = path.first, Self.locations.contains(first) {
        path.removeFirst()
      }
      errors.add(
        entry["msg"]?.stringValue, path: path, shown: path.joined(separator: "."))
    }
  }

  /// The entries, and whether they came in FastAPI's `detail` (whose `loc` begins with where
  /// the value was read): a non-empty list of objects, each with a `loc` list and a `msg`.
  private func entries(of body: ServerErrorBody) -> ([JSONValue], Bool)? {
    let (list, wrapped): ([JSONValue]?, Bool) =
      if let object = body.object { (object["detail"]?.arrayValue, true) } else {
        (body.json?.arrayValue, false)
      }
    guard let list, !list.isEmpty,
      list.allSatisfy({ entry in
        entry.objectValue.map { $0["loc"]?.arrayValue != nil && $0["msg"]?.stringValue != nil }
          ?? false
      })
    else { return nil }
    return (list, wrapped)
  }
}
