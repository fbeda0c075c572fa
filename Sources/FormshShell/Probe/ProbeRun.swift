import FormshCases
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

  /// The fields that look unique to the server and are not `--unique`: each field that
  /// `--unique` could vary and that the server blamed on the baseline, or on two probes or
  /// more that sent it as the baseline had it, always with the same message (`has already
  /// been taken`): the count and that message.
  var uniqueSuspects: [(field: FieldID, count: Int, message: String)] {
    var suspects: [(field: FieldID, count: Int, message: String)] = []
    let alone = ProbePlan(baseline: baseline.probe, probes: [], notProbed: [])
    for field in form.fields where !unique.contains(field.id) {
      let id = field.id
      guard let sent = baseline.probe.payload[id],
        (try? alone.distinct(id, in: form, token: "hint")) != nil
      else { continue }
      let blamed = all.filter { outcome in
        outcome.probe.field != id && outcome.probe.payload[id] == sent
          && outcome.errors.fieldErrors[id] != nil && outcome.verdict != .agreed
      }
      let messages = Set(blamed.compactMap { $0.errors.fieldErrors[id]?.first })
      guard let message = messages.first, messages.count == 1, !baseline.agreed || blamed.count >= 2
      else { continue }
      suspects.append((id, blamed.count, message))
    }
    return suspects
  }

  /// How many outcomes have each verdict.
  func count(_ verdict: ProbeVerdict) -> Int { all.count { $0.verdict == verdict } }
}
