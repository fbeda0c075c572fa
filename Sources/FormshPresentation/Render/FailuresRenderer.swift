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

  /// "1 field fails" / "3 fields fail".
  public static func headline(_ failures: [FieldFailure]) -> String {
    failures.count == 1 ? "1 field fails validation" : "\(failures.count) fields fail validation"
  }
}
