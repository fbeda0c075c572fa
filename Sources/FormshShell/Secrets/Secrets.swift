import FormshData
import FormshDomain
import FormshPresentation

/// The secret values a run knows, and the one step that masks them: every text formsh writes
/// (standard output and error through `Console`, events, reports, recordings, history) goes
/// through `scrub`. The values are those of `--secret` variables and `capture --secret`,
/// every value a secure field held, secret headers' values, URL passwords and the
/// credentials made from them, and the cookies servers set.
///
/// A secret is found however it was written: as given, as a terminal shows it, as JSON
/// escapes it (characters past ASCII as they are or as `\u` escapes), as a script quotes it,
/// as a form body percent-encodes it, wrapped onto the next line by a renderer, split by a
/// colour change, or cut short with an ellipsis (`"hunter2…`). Values shorter than
/// `shortest` characters are not looked for in text (masking every "1" of a message would
/// destroy it); such a secret is still hidden wherever it stands after a secure field's id
/// (`SecretWords`). What a server said is masked as it is decoded, before the session keeps
/// it (`Interpreter.serverErrors(of:)`): escaped again by a writer, it holds no spelling of a
/// secret to look for.
struct Secrets: Sendable {
  /// The shortest value looked for in text.
  static let shortest = 3
  /// How much of a secret a text may show before an ellipsis and still be masked: less
  /// than that says nothing of it.
  static let shortestCut = 4
  /// The shortest part of a secret (a line of it, an item of a list it holds) remembered on
  /// its own.
  static let shortestPart = 6

  /// A secret value, and the variable it comes from when it does.
  struct Entry: Sendable, Equatable {
    let name: String?
    let value: String
    /// The value as each writer may spell it (given, shown on a terminal, escaped in JSON),
    /// as UTF-8, once each.
    let spellings: [[UInt8]]
  }

  /// Longest first, so that a secret containing another is masked whole.
  private(set) var entries: [Entry] = []

  init(_ entries: [(name: String?, value: String)] = []) {
    for entry in entries { remember(entry.value, name: entry.name) }
  }

  /// The secrets of a run's variables.
  init(_ variables: Variables) {
    self.init(
      variables.secretNames.sorted().compactMap { name in
        variables.value(name).map { (name, $0) }
      })
  }

  /// Remembers a secret value (a secure field's, a header's, or a variable's with its name),
  /// and each of its lines and comma-separated parts of `shortestPart` characters or more.
  mutating func remember(_ value: String, name: String? = nil) {
    guard value.count >= Secrets.shortest, !entries.contains(where: { $0.value == value }) else {
      return
    }
    var spellings: [[UInt8]] = []
    let json = JSONWriter.string(.string(value)).dropFirst().dropLast().description
    for spelling in [
      value, TerminalText.sanitize(value, limit: nil), json,
      // As many servers escape it (Python's `json.dumps`, Go's and Java's ASCII modes).
      Secrets.asciiOnly(json, uppercase: false), Secrets.asciiOnly(json, uppercase: true),
      JSONWriter.string(.string(value), terminalSafe: true).dropFirst().dropLast().description,
      ScriptQuoting.quoted(value).dropFirst().dropLast().description,
      ScriptQuoting.quoted(value, escapingDollars: true).dropFirst().dropLast().description,
      // As a form body sends it (`--as form`), which a server may echo.
      PayloadFormEncoding.encoded(value),
    ] where !spellings.contains(Array(spelling.utf8)) {
      spellings.append(Array(spelling.utf8))
    }
    entries.append(Entry(name: name, value: value, spellings: spellings))
    entries.sort { $0.value.count > $1.value.count }
    // A command may split a value and quote its parts: `select f ${S}` splits at commas and
    // an error lists the parts; a renderer shows a value's lines apart. A part long enough
    // to say something of the secret is one too.
    for part in value.split(whereSeparator: { $0.isNewline || $0 == "," }) where part != value[...]
    {
      let part = String(part).trimmingWhitespace()
      if part.count >= Secrets.shortestPart { remember(part) }
    }
    // `select f ${S}` reads a leading `+` or `-` as "add" or "remove" and quotes the rest.
    if let marker = value.first, marker == "+" || marker == "-" {
      remember(String(value.dropFirst()).trimmingWhitespace())
    }
  }

  /// JSON text with every character past ASCII written as `\u` escapes of its UTF-16 code
  /// units (`\u00fc`; a surrogate pair past U+FFFF), the hex digits in either case.
  static func asciiOnly(_ json: String, uppercase: Bool) -> String {
    var escaped = ""
    for scalar in json.unicodeScalars {
      guard !scalar.isASCII else {
        escaped.unicodeScalars.append(scalar)
        continue
      }
      for unit in String(scalar).utf16 {
        let digits = String(unit, radix: 16, uppercase: uppercase)
        escaped += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
      }
    }
    return escaped
  }

  /// Remembers each value (`remember(_:name:)`).
  mutating func remember(_ values: some Sequence<String>) {
    for value in values { remember(value) }
  }

  /// The text with every secret masked (however written: see the type), and the password of
  /// any URL in it (`http://bob:********@host/`). Every byte inside a showing of any secret
  /// is masked, and showings that touch or overlap become one mask: masking one secret
  /// first and then looking for the next would leave the rest of a longer showing that
  /// began inside the first.
  func scrub(_ text: String) -> String {
    let text = HTTPRequest.maskingCredentials(in: text)
    guard !entries.isEmpty else { return text }
    let bytes = Array(text.utf8)
    var shown: [Range<Int>] = []
    for start in bytes.indices {
      var end = start
      for entry in entries {
        for spelling in entry.spellings where spelling.first == bytes[start] {
          if let found = Secrets.showing(spelling, in: bytes, at: start) { end = max(end, found) }
        }
      }
      guard end > start else { continue }
      if let last = shown.last, start <= last.upperBound {
        shown[shown.count - 1] = last.lowerBound..<max(last.upperBound, end)
      } else {
        shown.append(start..<end)
      }
    }
    guard !shown.isEmpty else { return text }
    var result: [UInt8] = []
    var copied = 0
    for range in shown {
      result += bytes[copied..<range.lowerBound]
      result += Secret.mask.utf8
      copied = range.upperBound
    }
    result += bytes[copied...]
    return String(decoding: result, as: UTF8.self)
  }

  /// The variable a value is exactly, for a recording's `${NAME}`.
  func variable(holding value: String) -> String? {
    entries.first { $0.value == value && $0.name != nil }?.name
  }

  /// Whether a text holds a secret (a URL's password among them).
  func appear(in text: String) -> Bool {
    scrub(text) != text
  }

  // MARK: - Finding a secret as it was shown

  /// Where a showing of `secret` that starts at `start` ends, or `nil` when none starts
  /// there. Between two of its bytes a renderer may have put a line break and the next
  /// line's indent, or a colour change; the showing may also stop, after `shortestCut`
  /// bytes, at an ellipsis (`…`), which is then masked with it. A secret may hold an
  /// ellipsis, or a character whose first byte is the ellipsis's (`₦`): a showing that goes
  /// on past one and then differs was cut there.
  private static func showing(_ secret: [UInt8], in text: [UInt8], at start: Int) -> Int? {
    var matched = 0
    var position = start
    var cut: Int? = nil
    while matched < secret.count {
      if matched >= min(secret.count, shortestCut), startsEllipsis(text, at: position) {
        cut = position + 3
      }
      if position < text.count, text[position] == secret[matched] {
        matched += 1
        position += 1
      } else if matched > 0, let next = skippingLayout(text, at: position) {
        position = next
      } else {
        return cut
      }
    }
    return position
  }

  /// Past what a renderer puts inside a value it lays out, when that is at `position`: a line
  /// break and the spaces that indent the next line, or an escape sequence (CSI, OSC).
  private static func skippingLayout(_ text: [UInt8], at position: Int) -> Int? {
    guard position < text.count else { return nil }
    var next = position
    switch text[position] {
    case UInt8(ascii: "\n"):
      next += 1
      while next < text.count, text[next] == UInt8(ascii: " ") { next += 1 }
      return next
    case 0x1B where next + 1 < text.count && text[next + 1] == UInt8(ascii: "["):
      next += 2
      while next < text.count, !(0x40...0x7E).contains(text[next]) { next += 1 }
      return min(next + 1, text.count)
    case 0x1B where next + 1 < text.count && text[next + 1] == UInt8(ascii: "]"):
      next += 2
      while next < text.count, text[next] != 0x07, text[next] != 0x1B { next += 1 }
      if next < text.count, text[next] == 0x1B { next += 1 }  // ESC \
      return min(next + 1, text.count)
    default:
      return nil
    }
  }

  /// Whether `…` (U+2026) starts at `position`.
  private static func startsEllipsis(_ text: [UInt8], at position: Int) -> Bool {
    position + 2 < text.count && text[position] == 0xE2 && text[position + 1] == 0x80
      && text[position + 2] == 0xA6
  }
}
