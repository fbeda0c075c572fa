import FormshJSON

extension SchemaMapper {
  /// A property that may be null: `anyOf` or `oneOf` of one schema and `{"type": "null"}`
  /// (pydantic's `Optional[X]`, OpenAPI 3.1's spelling; the one schema may be a `$ref`) is
  /// that schema, with the keywords beside `anyOf` (`title`, `default`, `description`)
  /// winning, and nullable; so is `type: ["string", "null"]`. `nil` when the schema is
  /// neither.
  static func nullable(_ schema: JSONObject) -> JSONObject? {
    if case .array(let types)? = schema["type"], types.contains(.string("null")),
      types.count > 1
    {
      return schema
    }
    for key in ["anyOf", "oneOf"] {
      guard let alternatives = schema.array(key), alternatives.count == 2 else { continue }
      let isNull = { (value: JSONValue) in
        value.objectValue.map { $0.members.count == 1 && $0["type"] == .string("null") } ?? false
      }
      guard alternatives.contains(where: isNull),
        let other = alternatives.first(where: { !isNull($0) })?.objectValue
      else { continue }
      var merged = JSONObject(schema.members.filter { $0.key != key })
      for member in other.members where merged[member.key] == nil {
        merged.members.append(member)
      }
      return merged
    }
    return nil
  }
}
