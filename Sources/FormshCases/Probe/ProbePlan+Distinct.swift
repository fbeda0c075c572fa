import FormshDomain

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
    // The payloads' numbers, all written this wide in a value cut to fit `max_length`.
    let width = String(probes.count + 1, radix: 36).count
    func varied(_ probe: Probe) throws(DistinctError) -> Probe {
      number += 1
      let suffix = token + String(number, radix: 36)
      guard probe.field != id else { return own(probe, suffix: suffix, number: number) }
      // A value the field takes (`set` would), and that passes its rules.
      let variants = Self.variants(
        of: base, suffix: suffix, field: field, token: token, number: number, width: width)
      let value = variants.first { text in
        guard let value = try? behavior.accept(.text(text), for: field) else { return false }
        return PlanProbes.Replay.failing(field, value).isEmpty
      }
      guard let value else {
        throw DistinctError(message: Self.noDistinctValue(id, field, base, variants, width))
      }
      return with(value, in: probe)
    }
    // A probe of the field itself keeps what it tests (its length, the rule it breaks):
    // the suffix takes the place of as many characters, when the value stays as it was for
    // the field's rules; else the value goes as it is.
    // A value shorter than the suffix (a short `max_length`) has the payload's number,
    // `width` digits, in place of its last characters instead.
    func own(_ probe: Probe, suffix: String, number: Int) -> Probe {
      guard case .string(let text)? = probe.payload[id] else { return probe }
      let judged = { (text: String) -> [String]? in
        guard let value = try? behavior.accept(.text(text), for: field) else { return nil }
        return PlanProbes.Replay.failing(field, value)
      }
      let before = judged(text)
      let end = text.lastIndex(of: "@") ?? text.endIndex
      let (head, tail) = (text[..<end], String(text[end...]))
      let digits = String(number, radix: 36)
      let padded = String(repeating: "0", count: width - digits.count) + digits
      let tried =
        head.count > suffix.count
        ? String(head.dropLast(suffix.count)) + suffix + tail
        : head.count >= width && !head.isEmpty ? String(head.dropLast(width)) + padded + tail : nil
      guard let value = tried, judged(value) == before else { return probe }
      return with(value, in: probe)
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
  /// `max_length`; last, for a `max_length` shorter than the suffix, the payload's `number`
  /// in base 36, `width` digits, after as much of `token` as fits (`k3`, `k4`, … for a
  /// `max_length` of 2): every payload's has the same length, so no two are the same.
  static func variants(
    of base: String, suffix: String, field: Field, token: String, number: Int, width: Int
  ) -> [String] {
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
    if let max = field.constraints.maxLength, max < suffix.count, max >= width {
      let digits = String(number, radix: 36)
      let padded = String(repeating: "0", count: width - digits.count) + digits
      texts.append(String(token.prefix(max - width)) + padded)
    }
    return texts
  }

  /// Why no value tried keeps the field's rules: the field's kind takes no added characters
  /// (a phone number, a date: each value was refused, or fails the kind's format);
  /// `max_length` leaves no room for as many distinct values as there are payloads; or the
  /// rules the values broke.
  static func noDistinctValue(
    _ id: FieldID, _ field: Field, _ base: String, _ variants: [String], _ width: Int
  ) -> String {
    let behavior = field.kind.behavior
    let broken = variants.map { text -> [String]? in
      guard let value = try? behavior.accept(.text(text), for: field) else { return nil }
      return PlanProbes.Replay.failing(field, value)
    }
    if broken.allSatisfy({ $0?.contains("format") ?? true }) {
      return "--unique \(id): \(id) is \(behavior.article) \(behavior.name) field, whose values"
        + " cannot take added characters; --unique takes a text, email or URL field (a user"
        + " name, an email) the server keeps unique"
    }
    if let max = field.constraints.maxLength, max < width {
      return "--unique \(id): max_length \(max) leaves no room for a distinct value in each of"
        + " the probe's payloads (\(width) characters are needed)"
    }
    let rules = Set(broken.compactMap(\.self).joined()).sorted()
    return "--unique \(id): no distinct value of \(id) keeps its rules (\(base) with characters"
      + " added breaks \(rules.joined(separator: ", ")))"
  }
}
