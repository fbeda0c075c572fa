import FormshCases
import FormshDomain
import Synchronization

/// Where a session records what it exercises of its form, for `formsh test --coverage`.
///
/// A reference, so that the copies a shell keeps of a session (for `undo`, checkpoints,
/// `expect refused`'s trial edit) record into the same place: taking an edit back does not
/// take back having exercised it. A session without one records nothing and pays nothing.
public final class CoverageRecorder: Sendable {
  private let coverage: Mutex<FormCoverage>
  /// Whether the form was loaded on purpose (`load`, `--form`) rather than being the
  /// built-in form a scenario starts on: the latter is reported only when used.
  public let wasLoadedOnPurpose: Bool
  /// The form recorded: what a session notes of another form is not recorded (of the same
  /// form with other numbers of items in its lists, it is: by field across items).
  private let form: Form

  /// Starts recording on a form, named by `source`.
  public init(_ form: Form, source: String, onPurpose: Bool) {
    coverage = Mutex(FormCoverage(form: form, source: source))
    self.form = form
    wasLoadedOnPurpose = onPurpose
  }

  /// What was recorded so far.
  public var snapshot: FormCoverage { coverage.withLock { $0 } }

  /// Records something seen on `form`, when it is the form recorded or the same form with
  /// other numbers of items in its lists.
  func note(on form: Form, _ body: (inout FormCoverage) -> Void) {
    guard form.isSameFamily(as: self.form) else { return }
    coverage.withLock { body(&$0) }
  }
}
