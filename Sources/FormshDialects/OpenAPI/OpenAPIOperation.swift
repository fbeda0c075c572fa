import FormshJSON

/// One operation of an OpenAPI document (a method on a path): what `formsh operations` lists
/// and `--operation` picks, by its `operationId` or as `METHOD /path`.
public struct OpenAPIOperation: Sendable, Equatable {
  /// The method, in capitals (`POST`).
  public let method: String
  /// The path, as the document writes it (`/users/{id}`).
  public let path: String
  /// `operationId`, when it has one.
  public let operationId: String?
  /// `summary`, when it has one.
  public let summary: String?
  /// The media types its request body may be sent as, in the document's order; empty when
  /// it takes no body.
  public let mediaTypes: [String]
  /// Where the operation object is in the document (`/paths/~1users/post`).
  public let pointer: String

  /// `METHOD /path`, the name `--operation` takes besides the `operationId`.
  public var name: String { "\(method) \(path)" }

  /// The methods an OpenAPI path item holds operations under, in the order it lists them.
  public static let methods = ["get", "put", "post", "delete", "options", "head", "patch", "trace"]

  /// Every operation of a document, path by path in the document's order and, within a
  /// path, in `methods`' order. A request body that is a `$ref`
  /// (`#/components/requestBodies/…`) is followed.
  public static func all(in document: JSONObject) -> [OpenAPIOperation] {
    guard let paths = document.object("paths") else { return [] }
    var operations: [OpenAPIOperation] = []
    for (path, item) in paths.members {
      guard case .object(let item) = item else { continue }
      for method in methods {
        guard let operation = item.object(method) else { continue }
        let body = operation.object("requestBody").flatMap { requestBody($0, in: document) }
        operations.append(
          OpenAPIOperation(
            method: method.uppercased(), path: path, operationId: operation.string("operationId"),
            summary: operation.string("summary"),
            mediaTypes: body?.body.object("content")?.members.map(\.key) ?? [],
            pointer: "".pointer("paths").pointer(path).pointer(method)))
      }
    }
    return operations
  }

  /// A request body with its `$ref`s followed (at most `refLimit` of them), and where it is.
  static func requestBody(_ body: JSONObject, in document: JSONObject, at pointer: String = "")
    -> (body: JSONObject, pointer: String)?
  {
    var (body, pointer) = (body, pointer)
    for _ in 0..<refLimit {
      guard let ref = body.string("$ref") else { return (body, pointer) }
      guard let target = localObject(ref, in: document) else { return nil }
      (body, pointer) = (target, String(ref.dropFirst()))
    }
    return nil
  }

  /// How many `$ref`s in a row a request body or a parameter may go through.
  static let refLimit = 8

  /// The object a local `$ref` (`#/components/requestBodies/user`) names, if there is one.
  static func localObject(_ ref: String, in document: JSONObject) -> JSONObject? {
    guard ref.hasPrefix("#/") else { return nil }
    var object = document
    for token in ref.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false) {
      let key = String(token).replacing("~1", with: "/").replacing("~0", with: "~")
      guard let next = object.object(key) else { return nil }
      object = next
    }
    return object
  }
}
