extension Pattern {
  /// A probe value (`PatternProbe.probes`) that this pattern is too costly to check, or `nil`
  /// when it checks every probe within its budget: what `lint` warns about. A probe longer
  /// than `maxLength` characters (a value `set` would refuse) is shortened to it.
  ///
  /// Kept cheap, since every form load probes its patterns: each probe runs on a sixteenth of
  /// the budget, and only a probe that runs out of that is run again on the whole budget; after
  /// four such probes that pass, the pattern is taken as fine.
  public func costlyProbe(maxLength: Int? = nil) -> PatternProbe? {
    var passed = 0
    for probe in PatternProbe.probes(for: source, maxLength: maxLength) {
      let text = probe.text
      guard match(text, fraction: 16) == .tooCostly else { continue }
      if match(text) == .tooCostly { return probe }
      passed += 1
      if passed == 4 { return nil }
    }
    return nil
  }
}
