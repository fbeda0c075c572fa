import FormshDialects
import FormshDomain
import FormshJSON

extension DialectContext {
  /// The context of a translation in formsh: `FormLimits`' import budget and field limit,
  /// `FormMapper`'s title of an untitled form, and PCRE2 (the Domain's `Pattern`) compiling a
  /// pattern alone.
  public static func formsh(
    work: ImportWork = ImportWork(limit: FormLimits.importWork)
  ) -> DialectContext {
    DialectContext(
      work: work, fieldLimit: FormLimits.fields, untitled: FormMapper.untitled,
      patternProblem: { body in
        do throws(PatternError) {
          _ = try Pattern(searching: body)
          return nil
        } catch {
          switch error {
          case .doesNotCompile(let reason): return reason
          }
        }
      })
  }
}

extension Dialect {
  /// The same form in formsh's dialect, within formsh's budget and never interrupted.
  func translate(_ document: JSONObject) -> DialectTranslation {
    translate(document, in: .formsh())
  }
}
