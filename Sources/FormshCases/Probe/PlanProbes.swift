import FormshDomain

/// Derives an enforcement probe from a form (`formsh probe`): the valid baseline, then for
/// each rule of each field a payload that breaks that rule and nothing else, and the
/// boundary values the form accepts.
///
/// Nothing here picks a value of its own: the probes are the cases of `GenerateCases`, their
/// scenarios replayed edit by edit. Each expectation that a field fails (`expect error`,
/// `expect refused set`, `expect refused select`) is a payload to refuse, kept when the rest
/// of the form is valid and the value breaks one rule alone; each `expect no error` on a
/// valid form is a payload to accept. A payload sent already (an accepted boundary that is
/// the baseline's value) is not sent twice. What is left out is listed with its reason.
public struct PlanProbes: Sendable {
  /// The cases the probes come from.
  let cases: GenerateCases
  /// Asked between the scenarios replayed (Ctrl-C).
  let isInterrupted: @Sendable () -> Bool

  /// The use case for one form; `isInterrupted` is asked between scenarios (Ctrl-C).
  public init(form: Form, longestValue: Int, isInterrupted: @escaping @Sendable () -> Bool) {
    cases = GenerateCases(form: form, longestValue: longestValue, isInterrupted: isInterrupted)
    self.isInterrupted = isInterrupted
  }

  /// The form the payloads are built on (with an item in each list that starts with none).
  public var form: Form { cases.form }

  /// The plan.
  public func callAsFunction() -> ProbePlan {
    let suite = cases()
    var notes = suite.notGenerated
    let build = BuildSubmission(form: form)
    var baseline: Probe?
    var probes: [Probe] = []
    var sent: Set<String> = []
    func add(_ probe: Probe) {
      guard sent.insert(Self.key(probe.payload)).inserted else { return }
      probes.append(probe)
    }
    var unfilled: FieldFailure?
    for scenario in suite.scenarios {
      if isInterrupted() { break }
      var replay = Replay(form: form, baseline: baseline?.payload)
      defer {
        if scenario.name == "form", baseline == nil {
          unfilled = ValidateForm(form: form)(replay.state).first
        }
      }
      for step in scenario.steps {
        if case .submit = step, scenario.name == "form", baseline == nil {
          let probe = Probe(
            field: nil, rule: "baseline", expectation: .accept,
            payload: build.payload(replay.state))
          baseline = probe
          sent.insert(Self.key(probe.payload))
        }
        // The baseline first: the form's scenario comes first, the others probe from it.
        guard scenario.name != "form" else {
          replay.apply(step)
          continue
        }
        if let probe = replay.probe(for: step, &notes) { add(probe) }
        replay.apply(step)
      }
    }
    if baseline == nil { probes = [] }
    return ProbePlan(baseline: baseline, probes: probes, notProbed: notes, unfilled: unfilled)
  }

  /// What tells two payloads apart: their ids and values, in order.
  static func key(_ payload: Payload) -> String {
    var key = ""
    for entry in payload.entries { key += "\(entry.id)\u{0}\(entry.value)\u{1}" }
    return key
  }
}
