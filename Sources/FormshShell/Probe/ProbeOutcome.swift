import FormshCases
import FormshData
import FormshDomain

/// What became of one probe (`formsh probe`): the server's answer, its field errors mapped
/// onto the form, and the verdict.
struct ProbeOutcome {
  let probe: Probe
  /// The status, or `nil` when no answer came.
  let status: Int?
  /// `HTTP 422 Unprocessable Entity`, or why no answer came.
  let answer: String
  /// The server's errors of a non-2xx answer, mapped onto the fields (none for a 2xx).
  let errors: ServerErrors
  let verdict: ProbeVerdict

  /// The outcome of a probe sent, judged.
  init(_ probe: Probe, _ result: Result<HTTPResponse, HTTPFailure>, form: Form) {
    self.probe = probe
    let found: ServerErrors
    switch result {
    case .success(let response):
      status = response.status
      answer = response.statusLine
      found =
        response.isSuccess
        ? ServerErrors() : ServerErrorMapper.map(response.body, form: form) ?? ServerErrors()
    case .failure(let failure):
      status = nil
      answer = failure.reason
      found = ServerErrors()
    }
    // A server that echoes what it was sent shows a secure value as a mask.
    var secrets = Secrets()
    secrets.remember(Self.secureValues(of: probe, form: form))
    errors = found.mappingMessages(secrets.scrub)
    verdict = ProbeVerdict.judge(
      probe.expectation, status: status, errors: errors, field: probe.field)
  }

  /// The texts a probe sends in secure fields.
  static func secureValues(of probe: Probe, form: Form) -> [String] {
    probe.payload.entries.compactMap { id, value in
      guard form.field(id)?.kind.isSecret == true, case .string(let text) = value else {
        return nil
      }
      return text
    }
  }

  /// Whether the server did what the form says.
  var agreed: Bool { verdict == .agreed }

  /// The verdict in words; for a field blamed instead, the fields the server named.
  var verdictText: String {
    guard verdict == .blamedOtherField else { return verdict.words }
    return verdict.words + " (" + errors.fieldOrder.joined(separator: ", ") + ")"
  }
}
