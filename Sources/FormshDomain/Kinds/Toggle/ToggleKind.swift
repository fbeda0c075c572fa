/// The `toggle` kind (`TOGGLE`): an on/off switch. Sent as a boolean.
final class ToggleKind: OnOffKind {
  var name: String { "toggle" }
  var spellings: [KindSpelling] { [KindSpelling(type: "TOGGLE")] }
  var requiredMessage: String { "must be on" }
  var byteAccept: ByteAccept? { .onOff }

  func words(_ on: Bool) -> String { on ? "on" : "off" }
}

extension FieldKind {
  /// An on/off switch.
  public static let toggle = FieldKind(ToggleKind())
}
