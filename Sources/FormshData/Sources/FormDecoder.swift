import FormshDialects
import FormshDomain
import FormshHTML
import FormshJSON
import FormshPlatform

/// Bytes of a form file → a loaded form: JSON parsing, repeated keys resolved (the first
/// wins), the limits of `FormLimits` checked, lenient DTO decoding, then mapping. Ctrl-C (or
/// SIGTERM) during the load is `FormLoadError.interrupted`.
public enum FormDecoder {
  /// Decodes a form; `source` names it in errors and diagnostics, `dialect` is the one
  /// `--dialect` named (else the document's own is detected). `answer`: the bytes are a
  /// server's answer (`follow`), a form only when a dialect recognises it by its own marks.
  /// An HTML page's form is `page` (`--html-form`, nil: the first); `url` is the page's.
  /// `operation`: which operation of an OpenAPI document (`--operation`).
  public static func decode(
    _ bytes: [UInt8], source: String, dialect: (any Dialect)? = nil, answer: Bool = false,
    page: HTMLPageReading = HTMLPageReading(), operation: String? = nil
  ) throws(FormLoadError) -> LoadedForm {
    let translated = try translate(
      bytes, source: source, dialect: dialect, answer: answer, page: page, operation: operation)
    // Ctrl-C while a large form loads ends the load (mapping stops at the next field), so
    // that the run ends rather than go on with the commands that follow.
    let interrupted = { Signals.wasInterrupted }
    guard !interrupted() else { throw .interrupted(path: source) }
    let mapped = FormMapper.map(FormDTO(json: translated.form), isInterrupted: interrupted)
    guard !interrupted() else { throw .interrupted(path: source) }
    return LoadedForm(
      source: source, form: mapped.form,
      diagnostics: translated.diagnostics + mapped.diagnostics,
      dialect: translated.title)
  }

  /// A document said in formsh's dialect (what `formsh convert` prints).
  public struct Translated: Sendable {
    /// The dialect it was written in; nil for an HTML page.
    public let dialect: (any Dialect)?
    /// The name of the language it was written in: the dialect's title, or `HTML`.
    public let title: String
    /// The form in formsh's dialect.
    public let form: JSONObject
    /// Repeated keys of the source, then what the translation did not keep.
    public let diagnostics: [Diagnostic]
  }

  /// Bytes of a form in any dialect → the same form in formsh's: JSON parsing, repeated keys
  /// resolved (the first wins), the limits of `FormLimits` checked, the dialect detected (unless
  /// one is given) and the document translated. A server's `answer` is detected strictly: an
  /// object with no dialect's marks (`{"title": …}`, `{"id": 1}`) is no form, not an empty one.
  /// A document that is not JSON is read as YAML (`yamlObject`); an OpenAPI document's form
  /// is the operation `operation` picks (`OperationPicker`).
  public static func translate(
    _ bytes: [UInt8], source: String, dialect given: (any Dialect)? = nil, answer: Bool = false,
    page: HTMLPageReading = HTMLPageReading(), operation: String? = nil
  ) throws(FormLoadError) -> Translated {
    guard bytes.count <= FormLimits.fileBytes else {
      throw .tooLarge(path: source, reason: FormLimits.fileTooLarge())
    }
    if !answer, HTMLPage.recognises(bytes) {
      if let operation { throw noOperation(operation, source: source, title: HTMLPage.title) }
      return try translatePage(bytes, source: source, page: page)
    }
    let (object, duplicates) = try document(bytes, source: source)
    // A dialect named is taken as it is: naming one is how a document that detection
    // mistakes (or does not recognise) is read.
    guard var dialect = given ?? (answer ? Dialects.recognise(object) : Dialects.detect(object))
    else {
      throw .unknownDialect(
        path: source, reason: answer ? Dialects.unrecognisedAnswer : Dialects.unrecognised)
    }
    if dialect is OpenAPIDialect {
      dialect = OpenAPIDialect(
        operation: try OperationPicker.pick(operation, in: object, source: source))
    } else if let operation {
      throw noOperation(operation, source: source, title: dialect.title)
    }
    // Ctrl-C ends the translation of a large document too; a document whose translation
    // needs more work than any form should is refused, as one too large is.
    let work = ImportWork(limit: FormLimits.importWork, isInterrupted: { Signals.wasInterrupted })
    var translation = dialect.translate(object, in: .formsh(work: work))
    if let openAPI = dialect as? OpenAPIDialect, !HTTPRequest.isWebURL(source) {
      openAPI.dropRelativeAction(from: &translation)
    }
    switch work.stop {
    case nil: break
    case .interrupted: throw .interrupted(path: source)
    case .overBudget(let limit):
      throw .tooLarge(
        path: source, reason: FormLimits.importTooCostly(dialect: dialect.title, limit: limit))
    }
    // Named, it is read as that dialect; that it does not look like one is said, so that an
    // empty form is never the only answer to a wrong name.
    if given != nil, !dialect.recognises(object) {
      let detected = Dialects.detect(object)
      if detected?.name != dialect.name {
        let seen = detected.map { "it reads as \($0.name)" } ?? "no dialect recognises it"
        translation.dropped.insert(
          DialectProblem(
            dialect: dialect.title, construct: "form",
            outcome: .changed(
              "is not what this document looks like (--dialect \(dialect.name) was named;"
                + " \(seen))"), pointer: ""), at: 0)
      }
    }
    // Another dialect's document may say in a few bytes what makes a large form (inputs in
    // a card): the form is held to the limits as a formsh file is.
    if !(dialect is FormshDialect), let reason = FormLimits.violation(in: translation.form) {
      throw .tooLarge(path: source, reason: reason)
    }
    return Translated(
      dialect: dialect, title: dialect.title, form: translation.form,
      diagnostics: duplicates + translation.dropped.map { Diagnostic(problem: $0) })
  }

  /// `--operation` given for a form that is no OpenAPI document.
  private static func noOperation(_ operation: String, source: String, title: String)
    -> FormLoadError
  {
    .noOperation(
      path: source,
      reason: "--operation \(operation) picks an operation of an OpenAPI document, and this"
        + " is a \(title) form")
  }

  /// An HTML page's form (docs/html-forms.md), held to the limits a dialect's form is.
  private static func translatePage(
    _ bytes: [UInt8], source: String, page: HTMLPageReading
  ) throws(FormLoadError) -> Translated {
    let work = ImportWork(limit: FormLimits.importWork, isInterrupted: { Signals.wasInterrupted })
    let translation: DialectTranslation
    do {
      translation = try HTMLPage.translate(
        bytes, form: page.form, page: page.url, in: .formsh(work: work))
    } catch {
      switch error {
      case .tooDeep: throw .tooLarge(path: source, reason: error.reason)
      default: throw .unknownDialect(path: source, reason: error.reason)
      }
    }
    switch work.stop {
    case nil: break
    case .interrupted: throw .interrupted(path: source)
    case .overBudget(let limit):
      throw .tooLarge(
        path: source, reason: FormLimits.importTooCostly(dialect: HTMLPage.title, limit: limit))
    }
    if let reason = FormLimits.violation(in: translation.form) {
      throw .tooLarge(path: source, reason: reason)
    }
    return Translated(
      dialect: nil, title: HTMLPage.title, form: translation.form,
      diagnostics: translation.dropped.map { Diagnostic(problem: $0) })
  }
}

/// How an HTML page is read as a form: which `<form>` (`--html-form`: an id, a name or a
/// number from 1; nil: the first) and the page's URL (where a form with no `action` sends
/// itself; nil for a file).
public struct HTMLPageReading: Sendable {
  /// `--html-form`'s value.
  public var form: String?
  /// The page's URL.
  public var url: String?

  /// A reading.
  public init(form: String? = nil, url: String? = nil) {
    self.form = form
    self.url = url
  }
}

extension FormDecoder {
  /// Bytes of a document → its object, held to `FormLimits`: JSON, else YAML; repeated
  /// keys resolved (the first wins, each a diagnostic). What `translate` reads, and what
  /// `formsh operations` lists an OpenAPI document's operations from.
  public static func document(_ bytes: [UInt8], source: String) throws(FormLoadError)
    -> (object: JSONObject, duplicates: [Diagnostic])
  {
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
      parsed = try yamlObject(bytes, source: source, jsonError: error)
    }
    let (object, duplicates) = DuplicateKeys.resolve(parsed)
    if let reason = FormLimits.violation(in: object) {
      throw .tooLarge(path: source, reason: reason)
    }
    return (object, duplicates)
  }
}
