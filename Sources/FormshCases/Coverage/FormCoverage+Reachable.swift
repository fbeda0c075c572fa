import FormshDomain

extension FormCoverage {
  /// The sides of a rule of a read-only or computed field a suite can see, and why the others
  /// cannot happen (`nil`: all can). A read-only field's value (`fixed`) never changes: each
  /// rule has the one outcome it gives (`passes`), and an empty value exercises `required`
  /// alone. A computed value that a rule refused at `set` would fail is not taken (the field
  /// is left empty: `could not be worked out`), so that rule never fails.
  static func reachableSides(
    of rule: String, on field: Field, fixed: FormValue?, passes: () -> Bool
  ) -> (sides: [String], why: String?) {
    if let fixed {
      guard rule == "required" || !fixed.isEmpty else {
        return ([], "read-only and empty: only required looks at an empty value")
      }
      let shown = field.kind.behavior.summary(fixed)
      return ([passes() ? "passed" : "failed"], "read-only: its value is always \(shown)")
    }
    if field.computed != nil, EditError.rulesRefusedAtSet.contains(rule) {
      return (["passed"], "computed: a value it would fail is not taken")
    }
    return (CoverageKind.rule.sides, nil)
  }
}
