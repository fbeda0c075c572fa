import FormshCases
import FormshDomain
import FormshSession

/// The coverage recorders of one scenario: one per form session started, so that every form
/// the scenario loads is recorded, and the forms merged by source and title at the end.
final class CoverageBook {
  private var recorders: [CoverageRecorder] = []

  /// Makes a session record into a new recorder of its form. `onPurpose` is false for the
  /// built-in form a scenario starts on without `--form`: it is reported only when used.
  func attach(to session: inout Session, onPurpose: Bool) {
    let recorder = CoverageRecorder(
      session.form, source: Self.normalized(session.loaded.source), onPurpose: onPurpose)
    recorders.append(recorder)
    session.recordCoverage(into: recorder)
  }

  /// A path as scenarios may spell the same file differently, made one:
  /// `./Forms//signup.json` is `Forms/signup.json`. URLs and the built-in form are kept.
  static func normalized(_ source: String) -> String {
    guard !source.contains("://"), !source.hasPrefix("<") else { return source }
    let absolute = source.hasPrefix("/")
    let parts = source.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
    let path = parts.joined(separator: "/")
    return absolute ? "/" + path : (path.isEmpty ? source : path)
  }

  /// What the scenario exercised, one entry per form (in the order first loaded).
  var forms: [FormCoverage] {
    SuiteCoverage.merged(
      recorders.compactMap { recorder in
        let coverage = recorder.snapshot
        return recorder.wasLoadedOnPurpose || coverage.wasUsed ? coverage : nil
      })
  }
}
