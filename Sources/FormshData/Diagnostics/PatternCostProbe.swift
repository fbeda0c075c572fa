import FormshDomain
import FormshPlatform

/// `lint`'s probe of a form's patterns: each is tried on values made to be costly
/// (`Pattern.costlyProbe`), and one too costly to check on such a value is a warning
/// (`slowPattern`); the rule is kept.
///
/// Loading a form compiles its patterns and never probes them, so that the shell, `fill` and
/// every scenario of `test` pay only for compiling. `lint` probes, within a budget of time
/// per form: a probe of a costly pattern spends its whole match budget (up to a few
/// milliseconds), and a form may hold 100,000 of them. Once the budget is spent, the patterns
/// left are not probed and one warning counts them (`patternsNotProbed`); every match stays
/// bounded all the same. A pattern written again (with the same `max_length`) is probed once.
/// Ctrl-C stops the probing; the caller says the run was interrupted.
public enum PatternCostProbe {
  /// Seconds of probing a form gets.
  public static let seconds = 3

  /// The loaded form with a `slowPattern` warning for each of its patterns too costly on a
  /// probe value, after the other diagnostics of the field, and a `patternsNotProbed`
  /// warning last when the budget ran out first.
  public static func probe(
    _ loaded: LoadedForm, seconds: Int = PatternCostProbe.seconds,
    isInterrupted: () -> Bool = { Signals.wasInterrupted }
  ) -> LoadedForm {
    let deadline = MonotonicTime.now() + Double(seconds)
    var found: [FieldID: Diagnostic] = [:]
    var known: [String: PatternProbe?] = [:]
    var notProbed = 0
    for field in loaded.form.fields {
      guard let pattern = field.constraints.pattern else { continue }
      let maxLength = field.constraints.maxLength
      let key = (maxLength.map(String.init) ?? "") + "\u{0}" + pattern.source
      let probe: PatternProbe?
      if let answer = known[key] {
        probe = answer
      } else if notProbed > 0 || isInterrupted() || MonotonicTime.now() >= deadline {
        notProbed += 1
        continue
      } else {
        probe = pattern.costlyProbe(maxLength: maxLength)
        known[key] = probe
      }
      if let probe {
        found[field.id] = Diagnostic(.slowPattern(pattern.source, probe: probe), field: field.id)
      }
    }
    var diagnostics = merged(loaded.diagnostics, found, order: loaded.form.fields.map(\.id))
    if notProbed > 0 {
      diagnostics.append(Diagnostic(.patternsNotProbed(count: notProbed, seconds: seconds)))
    }
    return loaded.with(diagnostics: diagnostics)
  }

  /// The diagnostics with each field's new one after the field's last, or, for a field that
  /// had none, after all of them in the fields' order.
  private static func merged(
    _ diagnostics: [Diagnostic], _ new: [FieldID: Diagnostic], order: [FieldID]
  ) -> [Diagnostic] {
    guard !new.isEmpty else { return diagnostics }
    var last: [FieldID: Int] = [:]
    for (index, diagnostic) in diagnostics.enumerated() {
      if let field = diagnostic.field, new[field] != nil { last[field] = index }
    }
    var after: [Int: Diagnostic] = [:]
    for (field, index) in last { after[index] = new[field] }
    var result: [Diagnostic] = []
    result.reserveCapacity(diagnostics.count + new.count)
    for (index, diagnostic) in diagnostics.enumerated() {
      result.append(diagnostic)
      if let added = after[index] { result.append(added) }
    }
    for id in order where last[id] == nil {
      if let added = new[id] { result.append(added) }
    }
    return result
  }
}
