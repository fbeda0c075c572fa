/// The `dropdown` kind (`DROPDOWN`): one option, chosen by id or by label; sent as the option
/// id, or null when none is chosen.
final class DropdownKind: ChoiceKind {
  var name: String { "dropdown" }
  var spellings: [KindSpelling] { [KindSpelling(type: "DROPDOWN")] }
  var shape: ValueShape { .options(multiple: false) }
  var requiredMessage: String { "needs a selection" }
  var byteAccept: ByteAccept? { .option }

  func accept(_ input: consuming Input, for field: Field) throws(EditError) -> FormValue {
    switch input {
    case .null: return .selection([])
    case .text(let token) where token.isEmpty: return .selection([])
    case .text(let token): return field.singleSelections[try field.optionPosition(token)]
    // A number names an option the form gave as a number: the payload formsh sends for it.
    case .number(let text) where field.options.contains(where: { $0.isNumber && $0.id == text }):
      return field.singleSelections[try field.optionPosition(text)]
    case .list(let tokens):
      guard tokens.count <= 1 else { throw .oneOptionOnly(field: field.id, given: tokens) }
      return .selection(
        try tokens.map { token throws(EditError) in try field.resolveOption(token) })
    default:
      throw .wrongInput(field: field.id, expected: "an option id", found: input.typeName)
    }
  }

  func rules(isRequired: Bool, constraints: Constraints) -> [any ValidationRule] {
    RequiredRule.when(isRequired, kind: .dropdown)
  }

  func payload(_ value: consuming FormValue, for field: Field) -> PayloadValue {
    guard let id = value.selection?.first else { return .null }
    if case .number = Option.payloadValue(of: id, in: field.options) { return .number(id) }
    return .string(id)
  }

  func acceptsDescription(id: String) -> String {
    "one option id or label (set \(id)=… or select \(id) …)"
  }
}

extension FieldKind {
  /// One option among several.
  public static let dropdown = FieldKind(DropdownKind())
}
