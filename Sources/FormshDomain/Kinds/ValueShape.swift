/// The shape of a kind's value, which decides the commands that apply to it: `set` to any,
/// `toggle`/`check`/`uncheck` to on/off values, `select` to options.
public enum ValueShape: Sendable, Equatable {
  /// Text the user types (`FormValue.text`).
  case text
  /// On or off (`FormValue.bool`).
  case onOff
  /// Option ids (`FormValue.selection`); several at once when `multiple`.
  case options(multiple: Bool)

  /// Whether the value is a set of options.
  public var takesOptions: Bool {
    if case .options = self { true } else { false }
  }
}
