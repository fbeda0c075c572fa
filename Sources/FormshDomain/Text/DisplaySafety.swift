/// Which characters must never reach a terminal raw: C0 and C1 controls, DEL, the bidi
/// controls that reorder text, and the Unicode line separators. Strings from a form are data,
/// not terminal control; the renderer, the JSON writer and the script writer all ask here.
public enum DisplaySafety {
  /// Whether a scalar must be escaped or made visible before it is shown.
  public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00..<0x20, 0x7F..<0xA0: true
    case 0x200E, 0x200F, 0x061C, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: true
    default: false
    }
  }

  /// How a scalar that must not reach a terminal raw is shown, on screen and in scripts
  /// alike: `\x1B` below 0x80, `\u{202E}` above (the script language reads both back in
  /// double quotes).
  public static func escaped(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    if scalar.value < 0x80 { return "\\x" + (hex.count == 1 ? "0" : "") + hex }
    return "\\u{\(hex)}"
  }
}
