/// The `multiselect` kind (`DROPDOWN` with `allow_multiple`): a set of options, sent as an
/// array of option ids in option order. Takes a selection count (fewest, most).
final class MultiSelectKind: ChoiceKind {
  var name: String { "multiselect" }
  var spellings: [KindSpelling] { [KindSpelling(type: "DROPDOWN", multiple: true)] }
  var shape: ValueShape { .options(multiple: true) }
  var limits: Limits { [.selectionCount] }
  var requiredMessage: String { "needs at least one selection" }
  var byteAccept: ByteAccept? { .options }

  func accept(_ input: consuming Input, for field: Field) throws(EditError) -> FormValue {
    // A list is taken out of the input whole, so its array can become the selection's.
    guard case .list = input else { return try acceptText(input, for: field) }
    return try field.resolveOptions(input.takeList()!)
  }

  /// Every input but a list: "a,b", or nothing.
  private func acceptText(_ input: Input, for field: Field) throws(EditError) -> FormValue {
    switch input {
    case .null: return .selection([])
    case .text(let text):
      let tokens = MultiSelectKind.tokens(of: text)
      if tokens == [""] { return .selection([]) }
      return try field.resolveOptions(tokens)
    default:
      throw .wrongInput(field: field.id, expected: "a list of option ids", found: input.typeName)
    }
  }

  /// The ids or labels "a, b" names, each trimmed. ASCII text is split at its comma bytes,
  /// which are then its comma characters; other text character by character (a comma with a
  /// combining mark after it is no comma).
  private static func tokens(of text: String) -> [String] {
    let ascii: [String]? = text.withUTF8Bytes { bytes in
      guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
      var tokens: [String] = []
      var start = 0
      for end in 0...bytes.count where end == bytes.count || bytes[end] == UInt8(ascii: ",") {
        let token = UnsafeBufferPointer(rebasing: bytes[start..<end])
        tokens.append(String(decoding: token, as: UTF8.self).trimmingWhitespace())
        start = end + 1
      }
      return tokens
    }
    return ascii
      ?? text.split(separator: ",", omittingEmptySubsequences: false).map {
        String($0).trimmingWhitespace()
      }
  }

  func rules(isRequired: Bool, constraints: Constraints) -> [any ValidationRule] {
    var rules = RequiredRule.when(isRequired, kind: .multiselect)
    if constraints.minSelections != nil || constraints.maxSelections != nil {
      rules.append(
        SelectionCountRule(min: constraints.minSelections, max: constraints.maxSelections))
    }
    return rules
  }

  func payload(_ value: consuming FormValue, for field: Field) -> PayloadValue {
    let ids = value.selection ?? []
    // Options the form gave as numbers are sent as numbers (an array of a JSON Schema's
    // integer `enum` items); an empty choice stays `[]`.
    guard ids.contains(where: { id in field.options.contains { $0.id == id && $0.isNumber } })
    else { return .strings(ids) }
    return .json(.array(ids.map { Option.payloadValue(of: $0, in: field.options) }))
  }

  func acceptsDescription(id: String) -> String {
    "option ids or labels (select \(id) a,b · +c · -a)"
  }
}

extension FieldKind {
  /// Several options among many.
  public static let multiselect = FieldKind(MultiSelectKind())
}
