/// The `checkbox` kind (`CHECKBOX`): a box to tick; rich-text links may live in its label.
/// Sent as a boolean.
final class CheckboxKind: OnOffKind {
  var name: String { "checkbox" }
  var spellings: [KindSpelling] { [KindSpelling(type: "CHECKBOX")] }
  var requiredMessage: String { "must be checked" }
  var byteAccept: ByteAccept? { .onOff }

  func words(_ on: Bool) -> String { on ? "checked" : "not checked" }
}

extension FieldKind {
  /// A box to tick.
  public static let checkbox = FieldKind(CheckboxKind())
}
