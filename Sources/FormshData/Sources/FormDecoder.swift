import FormshDomain
import FormshPlatform

/// Bytes of a form file → a loaded form: JSON parsing, repeated keys resolved (the first
/// wins), the limits of `FormLimits` checked, lenient DTO decoding, then mapping. Ctrl-C (or
/// SIGTERM) during the load is `FormLoadError.interrupted`.
public enum FormDecoder {
  /// Decodes a form; `source` names it in errors and diagnostics.
  public static func decode(_ bytes: [UInt8], source: String) throws(FormLoadError) -> LoadedForm {
    guard bytes.count <= FormLimits.fileBytes else {
      throw .tooLarge(path: source, reason: FormLimits.fileTooLarge())
    }
    // A failed allocation cannot be caught: under a memory limit, refuse what may not fit.
    let needed = FormLimits.memoryNeeded(forBytes: bytes.count)
    if let left = MemoryLimit.addressSpaceLeft(), needed > left {
      throw .tooLarge(path: source, reason: FormLimits.tooLittleMemory(needed: needed, left: left))
    }
    let parsed: JSONObject
    do {
      parsed = try JSONParser.parseObject(bytes)
    } catch {
      throw .malformed(path: source, line: error.line, column: error.column, reason: error.reason)
    }
    let (object, duplicates) = DuplicateKeys.resolve(parsed)
    if let reason = FormLimits.violation(in: object) {
      throw .tooLarge(path: source, reason: reason)
    }
    // Ctrl-C while a large form loads ends the load (mapping stops at the next field), so
    // that the run ends rather than go on with the commands that follow.
    let interrupted = { Signals.wasInterrupted }
    guard !interrupted() else { throw .interrupted(path: source) }
    let mapped = FormMapper.map(FormDTO(json: object), isInterrupted: interrupted)
    guard !interrupted() else { throw .interrupted(path: source) }
    return LoadedForm(
      source: source, form: mapped.form, diagnostics: duplicates + mapped.diagnostics)
  }
}
