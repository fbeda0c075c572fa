import FormshDomain

/// How a server's answer to a probe compares with what the form says (`formsh probe`).
public enum ProbeVerdict: String, Sendable, CaseIterable {
  /// The server did what the form says: 2xx to a valid payload; 4xx to an invalid one with
  /// an error on the field broken, or with no error on any field (an unmapped body, or only
  /// errors of the form as a whole: the server refused, and nothing says it blamed another
  /// field).
  case agreed
  /// 2xx to a payload the form refuses: the server does not enforce the rule.
  case acceptedForbidden = "accepted_forbidden"
  /// 4xx to a payload the form accepts: the server is stricter than the form.
  case refusedAllowed = "refused_allowed"
  /// 4xx to an invalid payload whose field errors name other fields, never the one broken.
  case blamedOtherField = "blamed_other_field"
  /// 5xx, any status other than 2xx and 4xx, or no answer at all (refused, time-out, TLS).
  case serverError = "server_error"

  /// The verdict in words, for tables and reports.
  public var words: String {
    switch self {
    case .agreed: "agreed"
    case .acceptedForbidden: "accepted what the form forbids"
    case .refusedAllowed: "refused what the form allows"
    case .blamedOtherField: "blamed another field"
    case .serverError: "server error"
    }
  }

  /// Judges an answer: `status` is `nil` when none came; `errors` are the server's, mapped
  /// onto the form's fields; `field` is the one the probe changed (`nil`, or `_form` for a
  /// rule across fields: no field to blame).
  public static func judge(
    _ expectation: Probe.Expectation, status: Int?, errors: ServerErrors, field: FieldID?
  ) -> ProbeVerdict {
    guard let status else { return .serverError }
    switch (status / 100, expectation) {
    case (2, .accept): return .agreed
    case (2, .refuse): return .acceptedForbidden
    case (4, .accept): return .refusedAllowed
    case (4, .refuse):
      guard let field, field != CrossFieldRule.formWide else { return .agreed }
      if errors.fieldErrors[field] != nil || errors.fieldErrors.isEmpty { return .agreed }
      return .blamedOtherField
    default: return .serverError
    }
  }
}
