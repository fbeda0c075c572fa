/// Which characters must never reach a terminal raw: C0 and C1 controls, DEL, the bidi
/// controls that reorder text, and the Unicode line separators. Strings from a form are data,
/// not terminal control; the renderer and the JSON writer both ask here.
public enum DisplaySafety {
  /// Whether a scalar must be escaped or made visible before it is shown.
  public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00..<0x20, 0x7F..<0xA0: true
    case 0x200E, 0x200F, 0x061C, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: true
    default: false
    }
  }
}
