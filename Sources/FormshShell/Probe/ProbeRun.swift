import FormshData
import FormshDomain

/// A probe's run as the reports show it (`ProbeReport`): where it went, what was sent and
/// answered, and what was left out.
struct ProbeRun {
  /// The form as the user named it, and its title.
  let source: String
  let form: Form
  /// `POST`, `PUT` or `PATCH`, and the URL (a password in it masked).
  let method: String
  let url: String
  /// The baseline's outcome.
  let baseline: ProbeOutcome
  /// The outcomes of the probes after it (none when the baseline was refused).
  let outcomes: [ProbeOutcome]
  /// Probes not sent: past `--max-requests`, or after Ctrl-C.
  let leftOut: [Probe]
  /// What `--max-requests` was.
  let maxRequests: Int
  /// Whether Ctrl-C stopped the run before every probe was sent.
  let interrupted: Bool
  /// Cases that could not be probed, and why.
  let notProbed: [NotGenerated]
  /// The fields given a distinct value in every payload (`--unique`).
  let unique: [String]

  /// Whether the server did what the form says on every probe sent.
  var agreed: Bool { baseline.agreed && outcomes.allSatisfy(\.agreed) }

  /// Every outcome, the baseline first.
  var all: [ProbeOutcome] { [baseline] + outcomes }

  /// Why the probes left out were not sent, in a few words.
  var leftOutReason: String {
    interrupted ? "interrupted" : "--max-requests \(maxRequests)"
  }

  /// The fields that look unique to the server and are not `--unique`: each text field
  /// the server blamed on the baseline, or on two probes or more that sent it as the
  /// baseline had it, with how many times and the first message (`has already been taken`).
  var uniqueSuspects: [(field: FieldID, count: Int, message: String)] {
    var suspects: [(field: FieldID, count: Int, message: String)] = []
    for field in form.fields where field.kind.behavior.shape == .text {
      let id = field.id
      guard !unique.contains(id), let sent = baseline.probe.payload[id] else { continue }
      let blamed = all.filter { outcome in
        outcome.probe.field != id && outcome.probe.payload[id] == sent
          && outcome.errors.fieldErrors[id] != nil && outcome.verdict != .agreed
      }
      guard let first = blamed.first?.errors.fieldErrors[id]?.first,
        !baseline.agreed || blamed.count >= 2
      else { continue }
      suspects.append((id, blamed.count, first))
    }
    return suspects
  }

  /// How many outcomes have each verdict.
  func count(_ verdict: ProbeVerdict) -> Int { all.count { $0.verdict == verdict } }
}
