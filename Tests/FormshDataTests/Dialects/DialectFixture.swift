import Foundation
import FormshData
import FormshDomain

/// The dialect fixtures (`Fixtures/dialects/DIALECT/`), read as formsh reads a file.
enum DialectFixture {
  /// The path of a fixture of a dialect.
  static func path(_ dialect: String, _ name: String) -> String {
    Fixture.path("dialects/\(dialect)/\(name)")
  }

  /// The fixtures of a dialect, by name.
  static func names(_ dialect: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: Fixture.path("dialects/\(dialect)")))
      ?? []).filter { $0.hasSuffix(".json") }.sorted()
  }

  /// A fixture in formsh's dialect, with what its translation dropped.
  static func translated(_ dialect: String, _ name: String) throws -> FormDecoder.Translated {
    try FileFormSource(path: path(dialect, name)).translated()
  }

  /// A fixture loaded.
  static func load(_ dialect: String, _ name: String) throws -> LoadedForm {
    try FileFormSource(path: path(dialect, name)).load()
  }

  /// A document given inline, translated.
  static func translate(_ json: String) throws -> FormDecoder.Translated {
    try FormDecoder.translate(Array(json.utf8), source: "inline")
  }

  /// A document given inline, loaded.
  static func decode(_ json: String) throws -> LoadedForm {
    try FormDecoder.decode(Array(json.utf8), source: "inline")
  }
}

extension FormDecoder.Translated {
  /// The field object at a path of ids (`address.city`) in the translated form.
  func field(_ path: String) -> JSONObject? {
    var fields = form["fields"]
    var found: JSONObject?
    for id in path.split(separator: ".") {
      guard case .array(let list)? = fields else { return nil }
      found =
        list.lazy.compactMap { value -> JSONObject? in
          if case .object(let object) = value, object["id"] == .string(String(id)) { return object }
          return nil
        }.first
      fields = found?["fields"]
    }
    return found
  }

  /// The messages of what was dropped.
  var messages: [String] { diagnostics.map(\.message) }

  /// The form as pretty JSON.
  var text: String { JSONWriter.string(.object(form), style: .pretty) }
}
