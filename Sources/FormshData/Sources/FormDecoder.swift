import FormshDomain

/// Bytes of a form file → a loaded form: JSON parsing, lenient DTO decoding, then mapping.
public enum FormDecoder {
  /// Decodes a form; `source` names it in errors and diagnostics.
  public static func decode(_ bytes: [UInt8], source: String) throws(FormLoadError) -> LoadedForm {
    let json: JSONValue
    do {
      json = try JSONParser.parse(bytes)
    } catch {
      throw .malformed(path: source, line: error.line, column: error.column, reason: error.reason)
    }
    guard case .object(let object) = json else {
      let start =
        bytes.firstIndex { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) } ?? 0
      let line = bytes[..<start].count { $0 == UInt8(ascii: "\n") } + 1
      let byteOrderMark = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
      let lineStart =
        bytes[..<start].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? byteOrderMark
      throw .malformed(
        path: source, line: line, column: start - lineStart + 1,
        reason: "expected a JSON object at the top level, found \(json.typeDescription)")
    }
    let mapped = FormMapper.map(FormDTO(json: object))
    return LoadedForm(source: source, form: mapped.form, diagnostics: mapped.diagnostics)
  }
}
