import FormshDomain
import FormshPlatform

/// Bytes of a form file → a loaded form: JSON parsing, repeated keys resolved (the first
/// wins), the limits of `FormLimits` checked, lenient DTO decoding, then mapping. Ctrl-C (or
/// SIGTERM) during the load is `FormLoadError.interrupted`.
public enum FormDecoder {
  /// Decodes a form; `source` names it in errors and diagnostics, `dialect` is the one
  /// `--dialect` named (else the document's own is detected).
  public static func decode(
    _ bytes: [UInt8], source: String, dialect: (any Dialect)? = nil
  ) throws(FormLoadError) -> LoadedForm {
    let translated = try translate(bytes, source: source, dialect: dialect)
    // Ctrl-C while a large form loads ends the load (mapping stops at the next field), so
    // that the run ends rather than go on with the commands that follow.
    let interrupted = { Signals.wasInterrupted }
    guard !interrupted() else { throw .interrupted(path: source) }
    let mapped = FormMapper.map(FormDTO(json: translated.form), isInterrupted: interrupted)
    guard !interrupted() else { throw .interrupted(path: source) }
    return LoadedForm(
      source: source, form: mapped.form,
      diagnostics: translated.diagnostics + mapped.diagnostics,
      dialect: translated.dialect.title)
  }

  /// A document said in formsh's dialect (what `formsh convert` prints).
  public struct Translated: Sendable {
    /// The dialect it was written in.
    public let dialect: any Dialect
    /// The form in formsh's dialect.
    public let form: JSONObject
    /// Repeated keys of the source, then what the translation did not keep.
    public let diagnostics: [Diagnostic]
  }

  /// Bytes of a form in any dialect → the same form in formsh's: JSON parsing, repeated keys
  /// resolved (the first wins), the limits of `FormLimits` checked, the dialect detected (unless
  /// one is given) and the document translated.
  public static func translate(
    _ bytes: [UInt8], source: String, dialect given: (any Dialect)? = nil
  ) throws(FormLoadError) -> Translated {
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
    // A dialect named is taken as it is: naming one is how a document that detection
    // mistakes (or does not recognise) is read.
    guard let dialect = given ?? Dialects.detect(object) else {
      throw .unknownDialect(path: source, reason: Dialects.unrecognised)
    }
    let translation = dialect.translate(object)
    // Another dialect's document may say in a few bytes what makes a large form (inputs in
    // a card): the form is held to the limits as a formsh file is.
    if !(dialect is FormshDialect), let reason = FormLimits.violation(in: translation.form) {
      throw .tooLarge(path: source, reason: reason)
    }
    return Translated(
      dialect: dialect, form: translation.form,
      diagnostics: duplicates + misnamed(given, object).map { Diagnostic(problem: $0) }
        + translation.dropped.map { Diagnostic(problem: $0) })
  }

  /// A dialect named for a document it does not recognise: said, as what it reads of another
  /// dialect's document (a Form.io form read as SurveyJS) may be nothing at all, with no other
  /// warning. formsh's own dialect says so by its unknown keys.
  private static func misnamed(_ given: (any Dialect)?, _ object: JSONObject) -> [DialectProblem] {
    guard let given, !(given is FormshDialect), !given.recognises(object) else { return [] }
    let detected = Dialects.detect(object).map { "detection reads it as \($0.title)" }
    return [
      DialectProblem(
        dialect: given.title, construct: "--dialect \(given.name)",
        outcome: "names a document not shaped as one (\(detected ?? "no dialect recognises it"));"
          + " what it does not say in \(given.title) is left out", pointer: "")
    ]
  }
}
