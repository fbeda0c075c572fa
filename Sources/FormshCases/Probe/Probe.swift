import FormshDomain

/// One payload of an enforcement probe (`formsh probe`): the form's valid baseline with one
/// field changed, and what the form's own rules say a server should answer to it.
public struct Probe: Sendable, Equatable {
  /// What the form says of a payload.
  public enum Expectation: String, Sendable {
    /// Every rule passes: a server should take it (2xx).
    case accept
    /// Exactly one rule fails: a server should refuse it (4xx).
    case refuse
  }

  /// The field changed from the baseline; `nil` for the baseline itself (`_form` for a rule
  /// across fields).
  public let field: FieldID?
  /// The rule broken (`required`, `email`, `number`, `min`, `max_length`, `pattern`,
  /// `options` …) or, for a value the form accepts, the boundary it sits at (`at min`,
  /// `option pro`, `empty`); `baseline` for the baseline.
  public let rule: String
  /// Whether a server should accept or refuse it.
  public let expectation: Expectation
  /// What is sent.
  public let payload: Payload

  /// Creates a probe.
  public init(field: FieldID?, rule: String, expectation: Expectation, payload: Payload) {
    self.field = field
    self.rule = rule
    self.expectation = expectation
    self.payload = payload
  }

  /// The changed field's value as sent (`nil` for the baseline, or a field left out).
  public var value: PayloadValue? { field.flatMap { payload[$0] } }
}

/// What `PlanProbes` derives from a form: the baseline, the probes after it in the form's
/// order, and each case left out with its reason.
public struct ProbePlan: Sendable, Equatable {
  /// The valid fill every probe starts from; `nil` when none could be derived (`notProbed`
  /// says why).
  public let baseline: Probe?
  /// The probes, field by field, in the order the cases generator gives them.
  public let probes: [Probe]
  /// What could not be probed, and why (a value breaking more than one rule, a case the
  /// generator could not derive).
  public let notProbed: [NotGenerated]
  /// With no baseline, the rule that the closest fill found still fails
  /// (`target_region needs a selection`), when one does.
  public let unfilled: FieldFailure?

  /// Creates a plan.
  public init(
    baseline: Probe?, probes: [Probe], notProbed: [NotGenerated], unfilled: FieldFailure? = nil
  ) {
    self.baseline = baseline
    self.probes = probes
    self.notProbed = notProbed
    self.unfilled = unfilled
  }
}
