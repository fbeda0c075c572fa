import FormshDomain

/// The output's colour mode and width.
public struct RenderOptions: Sendable {
  /// How much colour to use.
  public var mode: ColorMode
  /// The terminal's width in columns.
  public var width: Int

  /// The narrowest width drawn for: a narrower window gets lines of this width.
  public static let minimumWidth = 20

  /// Creates options for a window `width` columns wide (at least `minimumWidth`).
  public init(mode: ColorMode = .none, width: Int = 80) {
    self.mode = mode
    self.width = max(Self.minimumWidth, width)
  }
}
