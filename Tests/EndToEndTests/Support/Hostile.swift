import Foundation

/// Strings built to take over a terminal, a form that carries them everywhere the shell can
/// show a form string, and the checks that they were shown, never obeyed.
enum Hostile {
  /// ESC clear screen, an OSC window title, C1 CSI and OSC, a bidi override, BEL, CR,
  /// DEL and backspace, as JSON escapes.
  static let json = #"\u001b[2J\u001b]0;pwned\u0007\u009b31m\u009d0;pwned\u009c\u202e\r\u007f\b"#
  /// The same, as the terminal must show it (`TerminalText.sanitize`).
  static let shown = #"\x1B[2J\x1B]0;pwned\x07\u{9B}31m\u{9D}0;pwned\u{9C}\u{202E}\x0D\x7F\x08"#
  /// The same in a link URL (C1 and bidi are bytes over 0x7F there), which makes it no link:
  /// it is shown only in the warning that says so.
  static let urlJSON = #"\u009b31m\u009d0;pwned\u009c\u202e"#
  static let urlShown = #"\u{9B}31m\u{9D}0;pwned\u{9C}\u{202E}"#

  /// A form whose title, field id, label, placeholder, error message, option label, link
  /// phrase and link URL carry the attacks. The id `ab‮` is one edit from `ab`.
  static let form = """
    {"form_title": "Title \(json)", "fields": [
      {"id": "ab\\u202e", "order": 1, "type": "TEXT", "label": "Name \(json)",
       "placeholder": "Hint \(json)", "required": true, "error_message": "Error \(json)"},
      {"id": "plan", "order": 2, "type": "DROPDOWN", "label": "Plan",
       "options": [{"id": "one", "label": "One \(json)"}]},
      {"id": "terms", "order": 3, "type": "CHECKBOX", "label": "Accept the Terms",
       "metadata": {"Terms": "https://example.com/\(urlJSON)"}},
      {"id": "bad", "order": 4, "type": "HOSTILE\(json)", "label": "Skipped"}
    ]}
    """

  /// A file name that is an attack of its own.
  static let fileName = "evil\u{1B}]0;pwned\u{07}.json"
  static let fileNameShown = #"evil\x1B]0;pwned\x07.json"#

  /// The unsafe characters of `text` other than line breaks (and ESC, when `colour` output
  /// may hold formsh's own SGR sequences), as hex.
  static func rawControls(_ text: String, colour: Bool = false) -> [String] {
    text.unicodeScalars.filter { scalar in
      guard scalar != "\n", !(colour && scalar == "\u{1B}") else { return false }
      switch scalar.value {
      case 0x00..<0x20, 0x7F..<0xA0, 0x200E, 0x200F, 0x061C, 0x202A...0x202E, 0x2066...0x2069,
        0x2028, 0x2029:
        return true
      default: return false
      }
    }.map { String($0.value, radix: 16) }
  }

  /// Pieces of the attacks that a terminal would obey, found in text that also holds the
  /// sequences a line editor writes (cursor moves, CR, BEL).
  static func obeyable(_ text: String) -> [String] {
    ["\u{1B}[2J", "\u{1B}]0;pwned", "\u{9B}", "\u{9D}", "\u{9C}", "\u{202E}"].filter {
      text.contains($0)
    }
  }
}
