import FormshData
import FormshDomain
import Testing

@Suite("Diagnostic")
struct DiagnosticTests {
  @Test(
    "only a form that can never work as meant is an error",
    arguments: [
      (Diagnostic.Problem.noOptions(required: true), Diagnostic.Severity.error),
      (.impossibleRange(key: "min/max", min: "5", max: "1"), .error),
      (.noOptions(required: false), .warning), (.unknownType("DATE_PICKER"), .warning),
      (.unknownType(nil), .warning), (.unknownSubtype("HANDLE"), .warning),
      (.orderMissing, .warning), (.orderNotInteger("2.5"), .warning),
      (.orderDuplicated(6), .warning), (.duplicateID("x"), .warning),
      (.missingID(position: 1), .warning),
      (.fieldNotObject(position: 2, found: "a number"), .warning),
      (.missingLabel(fallback: "x"), .warning), (.noMaxLength("0"), .warning),
      (.defaultTooLong(max: 5, length: 10), .warning), (.unknownDefaultOption("xl"), .warning),
      (.severalDefaults(kept: "m"), .warning), (.badPattern("[", reason: "r"), .warning),
      (.slowPattern("(a+)+b", probe: PatternProbe(run: "a", count: 30, tail: "b!")), .warning),
      (.badColor(role: "theme.text_color", value: "red"), .warning),
      (.linkPhraseNotInLabel("Terms"), .warning), (.notALink(phrase: "p", value: "v"), .warning),
      (.noFields, .warning), (.noTitle, .warning),
    ])
  func severity(problem: Diagnostic.Problem, severity: Diagnostic.Severity) {
    #expect(Diagnostic(problem, field: "f").severity == severity)
  }

  @Test(
    "messages say what was wrong and what was done",
    arguments: [
      (
        Diagnostic.Problem.unknownType("DATE_PICKER"), "unknown type \"DATE_PICKER\"; field skipped"
      ),
      (.unknownType(nil), "no type; field skipped"),
      (.unknownSubtype("HANDLE"), "unknown subtype \"HANDLE\"; treated as PLAIN"),
      (.orderNotInteger("2.5"), "order 2.5 is not an integer; placed after the ordered fields"),
      (.orderMissing, "no order; placed after the ordered fields"),
      (
        .orderDuplicated(6),
        "another field also has order 6; the one earlier in the file comes first"
      ),
      (.duplicateID("x"), "duplicate id \"x\"; the first one wins, this one is skipped"),
      (.missingID(position: 3), "field #3 has no id; skipped"),
      (
        .fieldNotObject(position: 2, found: "a number"),
        "field #2 is a number, not an object; skipped"
      ),
      (.missingLabel(fallback: "Stand-in"), "no label; showing \"Stand-in\" instead"),
      (.noMaxLength("null"), "max_length null means no limit"),
      (
        .defaultTooLong(max: 5, length: 10),
        "default is 10 characters, longer than max_length 5; cut to 5"
      ),
      (.unknownDefaultOption("xl"), "default \"xl\" is not an option; dropped"),
      (.severalDefaults(kept: "m"), "several defaults on a single-select; kept \"m\""),
      (.noOptions(required: true), "required dropdown has no options; it can never be submitted"),
      (
        .badPattern("[A-Z{3", reason: "expected ']'"),
        "regex \"[A-Z{3\" does not compile (expected ']'); rule dropped"
      ),
      (
        .slowPattern("(a+)+b", probe: PatternProbe(run: "a", count: 30, tail: "b!")),
        "regex \"(a+)+b\" is too costly to check on values like \"a\" × 30 + \"b!\"; such values fail validation"
      ),
      (
        .badColor(role: "theme.background_color", value: "#GGGGGG"),
        "theme.background_color \"#GGGGGG\" is not a #RRGGBB colour; using the default"
      ),
      (
        .linkPhraseNotInLabel("Cookie Policy"),
        "link phrase \"Cookie Policy\" is not in the label; link still listed"
      ),
      (
        .notALink(phrase: "color", value: "#FF0000"),
        "link \"color\" points to \"#FF0000\", not an http(s) URL; not a link"
      ),
      (
        // What makes the URL no link shows, rather than looking like a space or nothing.
        .unsafeLink(
          phrase: "terms", value: "https://exa\u{A0}mple.com/\u{200B}",
          refusal: .character("\u{A0}")),
        "link \"terms\" points to \"https://exa\\u{00A0}mple.com/\\u{200B}\", which holds U+00A0,"
          + " an invisible or control character; not a link"
      ),
      (.noFields, "no \"fields\" key; the form has no fields"),
    ])
  func message(problem: Diagnostic.Problem, message: String) {
    #expect(Diagnostic(problem).message == message)
  }

  @Test("diagnostics compare by problem and field")
  func equality() {
    #expect(
      Diagnostic(.unknownType("DATE_PICKER"), field: "dob")
        == Diagnostic(.unknownType("DATE_PICKER"), field: "dob"))
    #expect(
      Diagnostic(.unknownType("DATE_PICKER"), field: "dob")
        != Diagnostic(.unknownType("DATE_PICKER"), field: "dob2"))
    #expect(Diagnostic(.noFields).field == nil)
  }
}
