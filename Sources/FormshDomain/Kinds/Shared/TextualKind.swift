/// A kind whose value is text the user types: the text kinds share how input is taken (text
/// past the maximum length refused at once), what is empty, the length and pattern rules, how
/// the value is sent (a string), summarised and recorded. A kind adds its own format rules.
public protocol TextualKind: KindBehavior {
  /// The rules of the kind's own format (an email address, a number in range), checked after
  /// `required` and before the length and pattern rules.
  func formatRules(_ constraints: Constraints) -> [any ValidationRule]
}

extension TextualKind {
  public var shape: ValueShape { .text }
  public var limits: Limits { [.length, .pattern] }
  public var emptyValue: FormValue { .text("") }

  public func formatRules(_ constraints: Constraints) -> [any ValidationRule] { [] }

  public func accept(_ input: consuming Input, for field: Field) throws(EditError) -> FormValue {
    .text(try TextualInput.text(input, for: field))
  }

  /// Text past the maximum length is cut (and said so), then taken as `set` takes it.
  public func startingValue(_ value: Input?, list: [Input], for field: Field) -> StartingValue {
    guard var given = value, given != .null else { return StartingValue(nil) }
    var issues: [DefaultIssue] = []
    if case .text(let text) = given, let max = field.constraints.maxLength,
      text.exceedsCharacters(max)
    {
      issues.append(.cut(max: max, length: text.characterLength))
      given = .text(text.prefix(characters: max))
    }
    do {
      return StartingValue(try accept(given, for: field), issues: issues)
    } catch .wrongInput(_, let expected, _) {
      issues.append(.wrongType(expected: expected, found: given, inList: false))
    } catch {
      issues.append(.refused(reason: error.reason))
    }
    return StartingValue(nil, issues: issues)
  }

  public func rules(isRequired: Bool, constraints: Constraints) -> [any ValidationRule] {
    RequiredRule.when(isRequired, kind: FieldKind(self)) + formatRules(constraints)
      + TextualInput.rules(constraints)
  }

  public func payload(_ value: consuming FormValue, for field: Field) -> PayloadValue {
    .string(value.text ?? "")
  }

  public func summary(_ value: FormValue) -> String {
    guard let text = value.text, !text.isEmpty else { return "(empty)" }
    return ScriptQuoting.quoted(text)
  }

  public func acceptsDescription(id: String) -> String { "text (set \(id)=…)" }

  public func canonicalEdit(for value: FormValue) -> CanonicalEdit {
    guard let text = value.text, !text.isEmpty else { return .clear }
    return .set(text)
  }
}
