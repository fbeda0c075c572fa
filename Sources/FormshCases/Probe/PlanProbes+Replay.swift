import FormshDomain

extension PlanProbes {
  /// A scenario of the cases generator replayed edit by edit: the state its script reaches,
  /// and the probe each expectation on the way stands for.
  struct Replay {
    let form: Form
    /// The valid baseline's payload, once known: the value a probe derives its own from.
    let baseline: Payload?
    private(set) var state: FormState

    init(form: Form, baseline: Payload?) {
      self.form = form
      self.baseline = baseline
      state = form.initialState
    }

    /// Takes an edit (an expectation changes nothing); the computed fields follow, as in
    /// the session.
    mutating func apply(_ step: CaseStep) {
      guard case .assign(let id, let value) = step, form.field(id)?.isLocked == false else {
        return
      }
      state[id] = value
      form.values.recompute(form, &state)
    }

    /// The probe an expectation stands for, with the state as it is before the step; `nil`
    /// for a step that probes nothing, or one left out (and noted).
    func probe(for step: CaseStep, _ notes: inout [NotGenerated]) -> Probe? {
      switch step {
      case .error(let id, _): return broken(id, &notes)
      case .noError(let id):
        guard let field = form.field(id), ValidateForm(form: form)(state).isEmpty else {
          return nil
        }
        let value = state[id] ?? field.kind.emptyValue
        return Probe(
          field: id, rule: Self.boundary(of: field, value), expectation: .accept,
          payload: BuildSubmission(form: form).payload(state))
      case .refusedSet(let id, let text): return refusedSet(id, text, &notes)
      case .refusedSelect(let id, let ids):
        guard let field = form.field(id) else { return nil }
        return sending(
          field.kind.behavior.payload(.selection(ids), for: field), for: field,
          rule: "options", &notes)
      default: return nil
      }
    }

    /// `expect error FIELD …`: the field fails one rule, and nothing else in the form fails.
    private func broken(_ id: FieldID, _ notes: inout [NotGenerated]) -> Probe? {
      let failures = ValidateForm(form: form)(state)
      guard let failure = failures.first(where: { $0.field == id }) else { return nil }
      let rule: String
      if let field = form.field(id) {
        rule = Self.rule(of: failure.failure, field: field)
        let value = state[id] ?? field.kind.emptyValue
        let rules = Self.failing(field, value)
        if rules.count > 1, rule == "min_length", let alone = shortAlone(field) {
          return sending(.string(alone), for: field, rule: rule, &notes)
        }
        if rules.count > 1 {
          notes.append(
            NotGenerated(
              subject: "\(id) \(rule)",
              reason: "its value breaks \(rules.count) rules (\(rules.joined(separator: ", ")))"))
          return nil
        }
      } else {
        rule = "rule"
      }
      guard failures.count == 1 else {
        let others = failures.filter { $0.field != id }.map(\.field)
        notes.append(
          NotGenerated(
            subject: "\(id) \(rule)",
            reason: "breaking it fails other fields too (\(others.joined(separator: ", ")))"))
        return nil
      }
      return Probe(
        field: id, rule: rule, expectation: .refuse,
        payload: BuildSubmission(form: form).payload(state))
    }

    /// `expect refused set FIELD=TEXT`: a value `set` refuses, sent as it is. Text past
    /// `max_length` is one of the lengths the generator tries that breaks that rule alone.
    private func refusedSet(_ id: FieldID, _ text: String, _ notes: inout [NotGenerated])
      -> Probe?
    {
      guard let field = form.field(id) else { return nil }
      guard case .tooLong(_, let max, _)? = CaseValues.refusal(text, for: field) else {
        return sending(.string(text), for: field, rule: "format", &notes)
      }
      let values = CaseValues(field: field, longest: Swift.max(text.utf8.count, max + 1))
      let base = state[id]?.text ?? ""
      let alone = values.texts(ofLength: max + 1, from: base).first { candidate in
        Self.failing(field, .text(candidate)) == ["max_length"]
      }
      guard let alone else {
        notes.append(
          NotGenerated(
            subject: "\(id) max_length",
            reason: "no value of \(max + 1) characters breaks max_length alone"))
        return nil
      }
      return sending(.string(alone), for: field, rule: "max_length", &notes)
    }

    /// A value one character short of `min_length` that breaks that rule alone, derived from
    /// the baseline's value as `max_length`'s is (the generator's short value may break the
    /// pattern too, `aaaaaaaaaaa` for `.*[0-9].*`); `nil` when none does.
    private func shortAlone(_ field: Field) -> String? {
      guard let min = field.constraints.minLength, min > 1 else { return nil }
      let bases = [baseline?[field.id], BuildSubmission(form: form).payload(state)[field.id]]
        .compactMap { value -> String? in if case .string(let text)? = value { text } else { nil } }
      let values = CaseValues(
        field: field, longest: Swift.max(min, bases.map(\.utf8.count).max() ?? 0))
      // The value's end too: a digit the pattern asks for is often there (`pass-1234`).
      let ends = bases.map { String($0.suffix(min - 1)) }.filter { $0.count == min - 1 }
      return (ends + bases.flatMap { values.texts(ofLength: min - 1, from: $0) })
        .first { Self.failing(field, .text($0)) == ["min_length"] }
    }

    /// The state's payload with one field's value replaced, when every other field passes.
    private func sending(
      _ value: PayloadValue, for field: Field, rule: String, _ notes: inout [NotGenerated]
    ) -> Probe? {
      let others = ValidateForm(form: form)(state).filter { $0.field != field.id }
      guard others.isEmpty else {
        notes.append(
          NotGenerated(
            subject: "\(field.id) \(rule)",
            reason:
              "the form fails elsewhere there (\(others.map(\.field).joined(separator: ", ")))"))
        return nil
      }
      let payload = BuildSubmission(form: form).payload(state)
      guard payload[field.id] != nil else { return nil }
      return Probe(
        field: field.id, rule: rule, expectation: .refuse,
        payload: Payload(
          entries: payload.entries.map { $0.id == field.id ? ($0.id, value) : $0 }, nesting: form))
    }

    /// The rules of a field that a value breaks, named as `rule(of:field:)` names them.
    static func failing(_ field: Field, _ value: FormValue) -> [String] {
      field.rules.compactMap { rule in rule.check(value).map { Self.rule(of: $0, field: field) } }
    }

    /// The rule a failure breaks, as the form writes it.
    static func rule(of failure: ValidationFailure, field: Field) -> String {
      switch failure {
      case .required: field.isRequired ? "required" : "required_if"
      case .invalidEmail, .invalidURL, .notANumber: "format"
      case .tooLong: "max_length"
      case .tooShort: "min_length"
      case .patternMismatch, .patternNotChecked: "pattern"
      case .belowMinimum: "min"
      case .aboveMaximum: "max"
      case .tooFewSelections: "min_selections"
      case .tooManySelections: "max_selections"
      case .failed(let rule, _): rule
      case .ruleFailed: "rule"
      case .tooFewItems: "min_items"
      case .tooManyItems: "max_items"
      }
    }

    /// The boundary a value the form accepts sits at, in a few words.
    static func boundary(of field: Field, _ value: FormValue) -> String {
      if let ids = value.selection {
        return ids.isEmpty ? "empty" : "option " + ids.joined(separator: ",")
      }
      if case .bool(let on) = value { return on ? "on" : "off" }
      guard let text = value.text, !text.isEmpty else { return "empty" }
      let constraints = field.constraints
      if constraints.maxLength == text.characterLength { return "at max_length" }
      if constraints.minLength == text.characterLength { return "at min_length" }
      if let bound = constraints.minimum, field.kind.behavior.sameValue(.text(bound.text), value) {
        return "at min"
      }
      if let bound = constraints.maximum, field.kind.behavior.sameValue(.text(bound.text), value) {
        return "at max"
      }
      if constraints.pattern != nil { return "matches pattern" }
      return "valid"
    }
  }
}
