import FormshDomain

/// Bytes of a form file → a loaded form: JSON parsing, lenient DTO decoding, then mapping.
public enum FormDecoder {
  /// Decodes a form; `source` names it in errors and diagnostics.
  public static func decode(_ bytes: [UInt8], source: String) throws(FormLoadError) -> LoadedForm {
    let object: JSONObject
    do {
      object = try JSONParser.parseObject(bytes)
    } catch {
      throw .malformed(path: source, line: error.line, column: error.column, reason: error.reason)
    }
    let mapped = FormMapper.map(FormDTO(json: object))
    return LoadedForm(source: source, form: mapped.form, diagnostics: mapped.diagnostics)
  }
}
