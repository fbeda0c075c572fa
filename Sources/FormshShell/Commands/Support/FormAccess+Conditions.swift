import FormshDomain
import FormshPresentation

extension FormAccess {
  /// At the prompt, what an edit changed in what the form shows: the fields and sections it
  /// showed and hid, and the shown fields it enabled and disabled (`before` is the status
  /// before the edit).
  func tellVisibilityChanges(since before: FormStatus) {
    guard settings.interactive else { return }
    let form = self.form.session.form
    let after = self.form.session.status
    var shown: [String] = []
    var hidden: [String] = []
    for (position, section) in form.sections.enumerated()
    where before.sectionVisible[position] != after.sectionVisible[position] {
      if after.sectionVisible[position] {
        shown.append("section \(section.id)")
      } else {
        hidden.append("section \(section.id)")
      }
    }
    for (position, field) in form.fields.enumerated()
    where before.visible[position] != after.visible[position] {
      // A field that comes and goes with its section is said with the section.
      let withSection = field.section.flatMap(form.sectionPosition(of:)).map {
        before.sectionVisible[$0] != after.sectionVisible[$0]
      }
      if withSection == true { continue }
      if after.visible[position] { shown.append(field.id) } else { hidden.append(field.id) }
    }
    if !shown.isEmpty { tell("now shown: " + listed(shown)) }
    if !hidden.isEmpty { tell("now hidden: " + listed(hidden)) }
    // Fields shown before and after whose enabled_if flipped.
    let flipped = form.fields.indices.filter {
      before.visible[$0] && after.visible[$0] && before.enabled[$0] != after.enabled[$0]
    }
    let enabled = flipped.filter { after.enabled[$0] }.map { form.fields[$0].id }
    let disabled = flipped.filter { !after.enabled[$0] }.map { form.fields[$0].id }
    if !enabled.isEmpty { tell("now enabled: " + listed(enabled)) }
    if !disabled.isEmpty { tell("now disabled: " + listed(disabled)) }
  }

  /// Reports, once each, the conditions whose evaluation met an error (NaN and the like):
  /// they count as false; and the computed fields that could not be worked out: they are
  /// empty.
  func reportConditionErrors() {
    let form = self.form.session.form
    if !form.values.isEmpty {
      for (field, message) in self.form.session.takeNewComputeProblems() {
        console.printError(
          ErrorPrinter.warning(
            "value of \(field) could not be worked out (\(message)); it is empty"))
      }
    }
    guard !form.logic.isEmpty else { return }
    for error in self.form.session.takeNewEvaluationErrors() {
      let site = ConditionExplainer.site(error.site, in: form)
      console.printError(
        ErrorPrinter.warning(
          "\(site) could not be evaluated (\(error.message)); it counts as false"))
    }
  }

  /// Up to eight names, then how many more.
  private func listed(_ names: [String]) -> String {
    let shown = names.prefix(8).map { TerminalText.sanitize($0) }.joined(separator: ", ")
    return names.count > 8 ? shown + " and \(names.count - 8) more" : shown
  }
}
