import FormshDialects
import FormshDomain
import FormshJSON
import FormshYAML

/// A document that is not JSON read as YAML (an OpenAPI document is often written in it).
extension FormDecoder {
  /// The object a YAML document stands for, when `bytes` are not JSON and the document says
  /// it is YAML (a `.yaml` or `.yml` name, or `---`, `%YAML` or `openapi:` first) or is an
  /// OpenAPI document: a document that begins with `{` or `[` is JSON gone wrong, and
  /// `form_title: x` in `form.json` or a word is no form, so these keep JSON's error.
  static func yamlObject(_ bytes: [UInt8], source: String, jsonError: JSONSyntaxError)
    throws(FormLoadError) -> JSONObject
  {
    let malformedJSON = FormLoadError.malformed(
      path: source, line: jsonError.line, column: jsonError.column, reason: jsonError.reason)
    let first = bytes.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
    guard let first, first != UInt8(ascii: "{"), first != UInt8(ascii: "[") else {
      throw malformedJSON
    }
    do {
      guard case .object(let object) = try YAMLReader.read(bytes),
        saysYAML(bytes, source: source) || OpenAPIDialect().recognises(object)
      else { throw malformedJSON }
      return object
    } catch let error as YAMLError {
      guard saysYAML(bytes, source: source) else { throw malformedJSON }
      throw .malformed(
        path: source, line: error.line, column: error.column, reason: "YAML: " + error.reason)
    } catch {
      throw malformedJSON
    }
  }

  private static func saysYAML(_ bytes: [UInt8], source: String) -> Bool {
    let name = source.lowercased().split(separator: "?").first.map(String.init) ?? ""
    if name.hasSuffix(".yaml") || name.hasSuffix(".yml") { return true }
    let start = String(decoding: bytes.prefix(16), as: UTF8.self)
    return ["---", "%YAML", "openapi:"].contains { start.hasPrefix($0) }
  }
}
