import FormshCases
import FormshDomain

/// What a suite exercised of every form its scenarios loaded: the forms in the order the
/// scenarios first loaded them, each merged over every scenario, and the overall figure.
struct SuiteCoverage: Sendable {
  /// One entry per form (by source and title).
  let forms: [FormCoverage]

  /// The coverage of the scenarios' forms, merged.
  init(_ scenarios: [[FormCoverage]]) {
    forms = Self.merged(scenarios.flatMap { $0 })
  }

  /// Merges the entries of the same form (source and title), keeping the first's place.
  static func merged(_ entries: [FormCoverage]) -> [FormCoverage] {
    var forms: [FormCoverage] = []
    var positions: [String: Int] = [:]
    for entry in entries {
      if let position = positions[entry.key] {
        forms[position].merge(entry)
      } else {
        positions[entry.key] = forms.count
        forms.append(entry)
      }
    }
    return forms
  }

  /// Sides seen over all forms.
  var covered: Int { forms.reduce(0) { $0 + $1.covered } }
  /// Sides that count over all forms.
  var applicable: Int { forms.reduce(0) { $0 + $1.applicable } }

  /// Whether the overall figure is at least `percent` (compared exactly, not as printed). A
  /// suite that used no form exercised nothing: 0 %.
  func reaches(_ percent: Double) -> Bool {
    guard applicable > 0 else { return percent == 0 }
    return Double(covered) * 100 >= percent * Double(applicable)
  }
}
