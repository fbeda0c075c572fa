/// The colour roles of a form. Each role has a default used when the form's value is missing
/// or is not `#RRGGBB`.
public struct Theme: Sendable, Equatable {
  /// Behind the form.
  public var background: RGB
  /// Labels, values and titles.
  public var text: RGB
  /// Frames and rules between fields.
  public var border: RGB
  /// Validation errors.
  public var error: RGB
  /// Links, unless a link names its own colour.
  public var clickableText: RGB

  /// The theme used for every role a form does not set.
  public static let standard = Theme(
    background: RGB(0xFF, 0xFF, 0xFF), text: RGB(0x1F, 0x29, 0x37), border: RGB(0xD1, 0xD5, 0xDB),
    error: RGB(0xDC, 0x26, 0x26), clickableText: RGB(0x25, 0x63, 0xEB))

  /// Creates a theme from its roles.
  public init(background: RGB, text: RGB, border: RGB, error: RGB, clickableText: RGB) {
    self.background = background
    self.text = text
    self.border = border
    self.error = error
    self.clickableText = clickableText
  }
}
