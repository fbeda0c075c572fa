import FormshDialects
import FormshDomain

/// A construct another dialect's document says and formsh's form does not keep: a warning,
/// which `lint` lists and `load` counts.
extension DialectProblem: FormProblem {
  public var severity: Diagnostic.Severity { .warning }
}
