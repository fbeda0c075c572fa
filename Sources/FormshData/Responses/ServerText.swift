import FormshDomain

/// A server's text made fit to keep and show: control characters and bidi controls gone,
/// line breaks and tabs made spaces, blanks at the ends trimmed, and at most `limit`
/// characters (the last an ellipsis when cut).
enum ServerText {
  /// Cleans `text`; `nil` when nothing is left.
  static func clean(_ text: String, limit: Int) -> String? {
    var kept = String.UnicodeScalarView()
    // A budget of scalars first, so that a megabyte of text is never walked as characters.
    var scalars = 0
    var truncated = false
    for scalar in text.unicodeScalars {
      scalars += 1
      if scalars > limit * 4 {
        truncated = true
        break
      }
      switch scalar {
      case "\n", "\r", "\t", "\u{2028}", "\u{2029}": kept.append(" ")
      case _ where DisplaySafety.isUnsafe(scalar): continue
      default: kept.append(scalar)
      }
    }
    var cleaned = String(kept).trimmingWhitespace()
    if cleaned.count > limit { truncated = true }
    if truncated { cleaned = String(cleaned.prefix(limit - 1)).trimmingWhitespace() + "…" }
    return cleaned.isEmpty ? nil : cleaned
  }
}
