import Foundation
import FormshData
import FormshDomain
import Testing

/// `docs/form.schema.json` is written by hand; `FormKeys` is the one key list the loader
/// reads and `lint` checks unknown keys against (issue 28, point 13). These tests keep the
/// two from drifting: each object's properties in the schema are exactly its keys in the
/// code, and the schema's type and subtype names are those the kinds spell.
@Suite struct FormSchemaTests {
  /// The schema, read afresh (a `[String: Any]` cannot be shared between tests).
  static func schema() -> [String: Any] {
    let path = Fixture.inRepository("docs/form.schema.json")
    guard let data = FileManager.default.contents(atPath: path),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { return [:] }
    return object
  }

  /// The object of the schema that describes `level`: the top level, or its `$defs` entry.
  static func definition(_ level: FormKeys.Level) -> [String: Any]? {
    guard level != .form else { return schema() }
    return (schema()["$defs"] as? [String: Any])?[level.rawValue] as? [String: Any]
  }

  @Test func isAJSONSchema202012() {
    #expect(Self.schema()["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
  }

  @Test(arguments: FormKeys.Level.allCases)
  func propertiesAreTheKeysTheLoaderKnows(level: FormKeys.Level) throws {
    let definition = try #require(Self.definition(level), "no schema for \(level)")
    let properties = try #require(definition["properties"] as? [String: Any])
    #expect(Set(properties.keys) == Set(level.keys), "\(level)")
    #expect(level.keys.count == Set(level.keys).count, "\(level) lists a key twice")
    // Any other key is refused, as lint warns about it.
    #expect(definition["additionalProperties"] as? Bool == false, "\(level)")
  }

  @Test func typeAndSubtypeNamesAreTheKindsSpellings() throws {
    let field = try #require(Self.definition(.field)?["properties"] as? [String: Any])
    func names(_ key: String) throws -> [String] {
      let property = try #require(field[key] as? [String: Any])
      let anyOf = try #require(property["anyOf"] as? [[String: Any]])
      return try #require(anyOf.compactMap { $0["enum"] as? [String] }.first)
    }
    #expect(try Set(names("type")) == Set(FieldKind.typeNames + [FormKeys.groupType]))
    #expect(try Set(names("subtype")) == Set(FieldKind.subtypeNames(ofType: "TEXT")))
  }
}
