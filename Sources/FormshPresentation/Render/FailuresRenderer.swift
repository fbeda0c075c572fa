import FormshDomain

/// The problems `validate` finds and `submit` refuses on: one line per failing field.
public enum FailuresRenderer {
  /// `field: message` lines, or `valid` when there are none.
  public static func render(_ failures: [FieldFailure]) -> String {
    guard !failures.isEmpty else { return "valid\n" }
    let width = failures.map { TerminalText.width(TerminalText.sanitize($0.field)) }.max() ?? 0
    return failures.map { failure in
      "  " + TerminalText.pad(TerminalText.sanitize(failure.field) + ":", to: width + 1) + " "
        + TerminalText.sanitize(failure.message)
    }.joined(separator: "\n") + "\n"
  }

  /// "1 field fails" / "3 fields fail" / "2 fields and the form fail" / "the form fails": a
  /// rule of the form as a whole is reported under `_form`, not counted as a field.
  public static func headline(_ failures: [FieldFailure]) -> String {
    let fields = failures.count { $0.field != CrossFieldRule.formWide }
    let form = fields < failures.count
    switch (fields, form) {
    case (0, _): return "the form fails validation"
    case (1, false): return "1 field fails validation"
    case (let count, false): return "\(count) fields fail validation"
    case (1, true): return "1 field and the form fail validation"
    case (let count, true): return "\(count) fields and the form fail validation"
    }
  }
}
