extension ProbePlan {
  /// Why a field cannot be given a distinct value in each payload (`formsh probe --unique`).
  public struct DistinctError: Error, Sendable, Equatable {
    /// What went wrong, in a sentence that names the field.
    public let message: String
  }

  /// The plan with every payload given its own value of `id`, so that a server that keeps
  /// that field unique (an email, a user name) does not refuse each payload after the first
  /// for a reason the probe is not about. Each value is the baseline's with `token` and the
  /// payload's number added (`user-k3x9a1@example.com`, `Sample text-k3x9a2`), and keeps
  /// every rule of the field; a probe of the field itself has the suffix in place of as many
  /// of its characters where that leaves its verdict as it was (`not-an-ek3x9a3`). `token`
  /// should differ from run to run, as records from an earlier run may hold the values.
  public func distinct(_ id: FieldID, in form: Form, token: String) throws(DistinctError)
    -> ProbePlan
  {
    guard let field = form.field(id) else {
      throw DistinctError(message: "--unique \(id): the form has no field \(id)")
    }
    guard let baseline else { return self }
    let behavior = field.kind.behavior
    guard behavior.shape == .text, case .string(let base)? = baseline.payload[id] else {
      throw DistinctError(
        message: "--unique \(id): only a field that holds text can be made unique, and \(id)"
          + " is \(behavior.article) \(behavior.name) field")
    }
    var number = 0
    func varied(_ probe: Probe) throws(DistinctError) -> Probe {
      number += 1
      let suffix = token + String(number, radix: 36)
      guard probe.field != id else { return own(probe, suffix: suffix) }
      // A value the field takes (`set` would), and that passes its rules.
      let value = Self.variants(of: base, suffix: suffix, field: field).first { text in
        guard let value = try? behavior.accept(.text(text), for: field) else { return false }
        return PlanProbes.Replay.failing(field, value).isEmpty
      }
      guard let value else {
        throw DistinctError(
          message: "--unique \(id): no distinct value of \(id) keeps its rules (tried \(base)"
            + " with \(suffix) added)")
      }
      return with(value, in: probe)
    }
    // A probe of the field itself keeps what it tests (its length, the rule it breaks):
    // the suffix takes the place of as many characters, when the value stays as it was for
    // the field's rules; else the value goes as it is.
    func own(_ probe: Probe, suffix: String) -> Probe {
      guard case .string(let text)? = probe.payload[id], text.count > suffix.count else {
        return probe
      }
      let judged = { (text: String) -> [String]? in
        guard let value = try? behavior.accept(.text(text), for: field) else { return nil }
        return PlanProbes.Replay.failing(field, value)
      }
      let before = judged(text)
      let end = text.lastIndex(of: "@") ?? text.endIndex
      let head = text[..<end]
      guard head.count > suffix.count else { return probe }
      let value = String(head.dropLast(suffix.count)) + suffix + String(text[end...])
      return judged(value) == before ? with(value, in: probe) : probe
    }
    func with(_ value: String, in probe: Probe) -> Probe {
      Probe(
        field: probe.field, rule: probe.rule, expectation: probe.expectation,
        payload: Payload(
          entries: probe.payload.entries.map { $0.id == id ? ($0.id, .string(value)) : $0 },
          nesting: form))
    }
    var probes: [Probe] = []
    let first = try varied(baseline)
    for probe in self.probes { probes.append(try varied(probe)) }
    return ProbePlan(baseline: first, probes: probes, notProbed: notProbed)
  }

  /// The values tried for a payload, best first: the suffix after an email's local part or
  /// after the text, before it, or alone; each also with the text cut so that it fits
  /// `max_length`.
  static func variants(of base: String, suffix: String, field: Field) -> [String] {
    var texts: [String] = []
    if let at = base.lastIndex(of: "@") {
      texts.append(String(base[..<at]) + "-" + suffix + String(base[at...]))
      texts.append(suffix + String(base[at...]))
    }
    texts += [base + "-" + suffix, suffix + "-" + base, suffix]
    if let max = field.constraints.maxLength, max > suffix.count + 1 {
      let room = max - suffix.count - 1
      texts.append(String(base.prefix(room)) + "-" + suffix)
    }
    return texts
  }
}
