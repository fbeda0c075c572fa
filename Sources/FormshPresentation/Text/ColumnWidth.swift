import CUtf8proc

/// How many terminal columns text takes, from utf8proc's Unicode tables (the one file that
/// imports `CUtf8proc`).
///
/// Widths are per grapheme cluster, the unit a terminal draws as one glyph: an emoji ZWJ
/// sequence (a family), a flag (two regional indicators), an emoji with a skin tone or with
/// VS16 (U+FE0F) take 2 columns; a base and its combining marks take the base's width; East
/// Asian wide and full-width characters take 2; a control character (shown escaped before it
/// is measured, see `TerminalText.sanitize`) counts 1, as a lone combining mark or format
/// character counts 0. Swift's `Character` is the unit the renderer walks; where utf8proc's
/// Unicode version splits one into several clusters, each is measured and the widths added.
public enum ColumnWidth {
  /// Columns a string takes: the sum over its characters.
  public static func of(_ text: some StringProtocol) -> Int {
    var total = 0
    for character in text { total += of(character) }
    return total
  }

  /// Columns one character (grapheme cluster) takes: 0, 1 or 2 for any cluster utf8proc also
  /// sees as one.
  public static func of(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    // Latin, Greek before the combining marks, and the controls: one column, as before.
    if first.value < 0x300, scalars.count == 1 { return 1 }
    var total = 0
    var cluster = Cluster(first)
    var state: Int32 = 0
    var previous = first
    for scalar in scalars.dropFirst() {
      if formsh_utf8proc_grapheme_break(Int32(previous.value), Int32(scalar.value), &state) != 0 {
        total += cluster.width
        cluster = Cluster(scalar)
      } else {
        cluster.add(scalar)
      }
      previous = scalar
    }
    return total + cluster.width
  }

  /// One grapheme cluster as utf8proc segments it: what its width depends on.
  private struct Cluster {
    /// The first code point: the base whose width the cluster takes.
    let base: Unicode.Scalar
    /// Code points after the base.
    var followers = 0
    /// Whether a second regional indicator follows a first (a flag).
    var isFlag = false
    /// Whether it holds VS16, a ZWJ or an emoji modifier after a pictographic base.
    var isEmojiSequence = false

    init(_ base: Unicode.Scalar) {
      self.base = base
    }

    mutating func add(_ scalar: Unicode.Scalar) {
      followers += 1
      let value = Int32(scalar.value)
      switch scalar.value {
      case 0xFE0F:
        isEmojiSequence = true
      case 0x200D, 0x1F3FB...0x1F3FF:
        if formsh_utf8proc_is_pictographic(Int32(base.value)) != 0 { isEmojiSequence = true }
      default:
        if followers == 1, formsh_utf8proc_is_regional_indicator(value) != 0,
          formsh_utf8proc_is_regional_indicator(Int32(base.value)) != 0
        {
          isFlag = true
        }
      }
    }

    var width: Int {
      let code = Int32(base.value)
      if formsh_utf8proc_is_control(code) != 0 { return 1 }
      if isFlag || isEmojiSequence { return 2 }
      return Int(formsh_utf8proc_charwidth(code))
    }
  }
}
