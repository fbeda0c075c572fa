import FormshDomain

/// The output's colour mode and width.
public struct RenderOptions: Sendable {
  /// How much colour to use.
  public var mode: ColorMode
  /// The terminal's width in columns.
  public var width: Int

  /// Creates options; the width is at least 40 columns.
  public init(mode: ColorMode = .none, width: Int = 80) {
    self.mode = mode
    self.width = max(40, width)
  }
}
