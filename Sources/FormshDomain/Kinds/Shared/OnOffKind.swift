/// A kind whose value is on or off (checkboxes, toggles): set from a boolean or any spelling
/// of one, sent as a boolean, recorded as `check` or `uncheck`.
public protocol OnOffKind: KindBehavior {
  /// The value in words: "checked", "on".
  func words(_ on: Bool) -> String
}

extension OnOffKind {
  public var shape: ValueShape { .onOff }
  public var emptyValue: FormValue { .bool(false) }

  public func accept(_ input: consuming Input, for field: Field) throws(EditError) -> FormValue {
    try BooleanInput.value(input, for: field)
  }

  /// Only a boolean: a default spelled as text is a mistake of the form, not a choice.
  public func startingValue(_ value: Input?, list: [Input], for field: Field) -> StartingValue {
    switch value {
    case nil, .null?: StartingValue(nil)
    case .bool(let on)?: StartingValue(.bool(on))
    case let other?:
      StartingValue(
        nil, issues: [.wrongType(expected: "true or false", found: other, inList: false)])
    }
  }

  public func rules(isRequired: Bool, constraints: Constraints) -> [any ValidationRule] {
    RequiredRule.when(isRequired, kind: FieldKind(self))
  }

  public func payload(_ value: consuming FormValue, for field: Field) -> PayloadValue {
    .bool(value.isOn)
  }

  public func summary(_ value: FormValue) -> String { words(value.isOn) }

  public func acceptsDescription(id: String) -> String {
    "true/false, yes/no, on/off, 1/0 (check, uncheck, toggle)"
  }

  public func canonicalEdit(for value: FormValue) -> CanonicalEdit { .check(value.isOn) }

  public func suggestions(for field: Field) -> [String] { ["true", "false"] }
}
