import FormshDomain

/// Values for a field, as the bytes of a record's member: valid ones of the field's kind, and
/// hostile ones of every kind and shape, with lengths at and around the field's limits.
enum FieldValues {
  /// A value the field is likely to take, written as an export writes it.
  static func valid(_ field: Field, _ random: inout Random) -> [UInt8] {
    let kind = field.kind
    let ids = field.options.map(\.id)
    if kind == .dropdown {
      guard !ids.isEmpty else { return Array("null".utf8) }
      return JSONText.quoted(random.pick(ids), &random)
    }
    if kind == .multiselect {
      guard !ids.isEmpty else { return Array("[]".utf8) }
      let low = max(field.constraints.minSelections ?? 1, 1)
      let high = max(min(field.constraints.maxSelections ?? 4, ids.count), 1)
      let count = low >= high ? low : low + random.below(high - low + 1)
      let chosen = random.shuffled(ids).prefix(count)
      let elements = chosen.map { JSONText.quoted($0, &random) }
      return [UInt8(ascii: "[")] + Array(elements.joined(separator: [UInt8(ascii: ",")]))
        + [UInt8(ascii: "]")]
    }
    if kind == .checkbox || kind == .toggle {
      return Array((field.isRequired || random.chance(2) ? "true" : "false").utf8)
    }
    let text = validText(field, &random)
    if kind == .number, !random.chance(3) { return Array(text.utf8) }
    return JSONText.quoted(text, &random)
  }

  /// Text a field of a text kind takes: within its lengths, its range, its pattern.
  static func validText(_ field: Field, _ random: inout Random) -> String {
    let kind = field.kind
    let constraints = field.constraints
    let short = (constraints.maxLength ?? .max) < 30
    if let pattern = constraints.pattern {
      let matching = patternSamples.filter { pattern.match($0) == .matched }
      if !matching.isEmpty { return random.pick(matching) }
    }
    if kind == .number {
      // Within every range of the forms here, and their lengths.
      if constraints.minimum != nil || constraints.maximum != nil {
        return "\(5 + random.below(5))"
      }
      if short { return "\(10 + random.below(90))" }
      let whole = random.below(5000) + 1
      return random.chance(2) ? "\(whole)" : "\(whole).\(random.below(90) + 10)"
    }
    if kind == .email {
      return short ? "u\(random.below(99))@ex.io" : "user\(random.below(9999)).x@mail.example.com"
    }
    if kind == .url {
      guard !short else { return "https://ex.io/\(random.below(99))" }
      let query = random.chance(2) ? "?utm_id=\(random.below(999))" : ""
      return "https://shop.example.com/p/\(random.below(9999))\(query)"
    }
    if kind == .date { return "2026-0\(random.below(9) + 1)-1\(random.below(9))" }
    if kind == .time { return "1\(random.below(7)):\(random.below(6))\(random.below(10))" }
    if kind == .dateTime {
      return "2026-0\(random.below(9) + 1)-1\(random.below(9))T1\(random.below(10)):30"
        + random.pick(["", "Z", "+02:00", ":15-05:00"])
    }
    if kind == .phone {
      return random.pick([
        "+44 (20) 7946-\(1000 + random.below(9000))", "+1415555\(1000 + random.below(9000))",
      ])
    }
    // Words within the field's lengths, now and then beyond ASCII; a password's symbols,
    // quotes and backslashes.
    let maximum = constraints.maxLength ?? 40
    let low = min(max(constraints.minLength ?? 0, 1), maximum)
    let high = min(maximum, max(low, 40))
    let length = low >= high ? low : low + random.below(high - low + 1)
    let alphabet = Array(
      kind == .secure
        ? #"abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMN23456789!#%&*()-_=+[]{};:,.?/\"'"#
        : "abcdefghijklmnopqrstuvwxyz ABCDEFGHIJ 0123456789 .,-")
    var text = String((0..<length).map { _ in random.pick(alphabet) })
    if text.first == " " { text = "x" + text.dropFirst() }
    if length >= 8, random.chance(6) {
      let word = random.pick([
        "\u{C9}t\u{E9}", "Fr\u{FC}hling", "\u{6771}\u{4EAC}", "A\u{F1}o", "cre\u{300}me",
      ])
      text = word + text.dropFirst(word.count)
    }
    return text
  }

  /// Texts that match the patterns of the forms here, one or another.
  static let patternSamples = [
    "abc", "word", "AB-12", "SAVE-2026", "12345", "12345-6789", "DE123456789", "42",
    "Summer Sale 2", "pass word 12", "passw0rd!23", "correct horse 42", "no angle brackets", "x9",
  ]

  /// A value of any shape, for `field` (any field when `nil`).
  static func hostile(_ field: Field?, _ random: inout Random) -> [UInt8] {
    switch random.below(20) {
    case 0..<10: return JSONText.quoted(text(for: field, &random), &random)
    case 10: return JSONText.raw(random.pick(badStrings))
    case 11, 12: return Array(random.pick(numbers).utf8)
    case 13: return Array(random.pick(["true", "false", "null"]).utf8)
    case 14..<18:
      let count = random.pick([0, 1, 1, 2, 2, 3, 5])
      var elements: [[UInt8]] = (0..<count).map { _ in
        JSONText.quoted(token(for: field, &random), &random)
      }
      if random.chance(5) {
        let others = ["1", "true", "null", "[]", #"["a"]"#, "{}", "0", #"{"id":"a"}"#]
        elements.insert(Array(random.pick(others).utf8), at: random.below(elements.count + 1))
      }
      if random.chance(6), let first = elements.first { elements.append(first) }
      return JSONText.list(elements, &random)
    case 18:
      let objects = ["{}", #"{"a":1}"#, #"{"id":"x","label":[1,{"b":null}]}"#, #"{"":""}"#]
      return Array(random.pick(objects).utf8)
    default:
      let garbage = ["nul", "tru", "'a'", "undefined", "+1", "NaN", "-", "\"", "[", "]", "{"]
      return Array(random.pick(garbage).utf8)
    }
  }

  /// A value for `--id KEY` when KEY is no field.
  static func identity(_ random: inout Random) -> [UInt8] {
    if random.chance(2) { return Array("\(random.below(1_000_000))".utf8) }
    return hostile(nil, &random)
  }

  /// Text for a field: its tokens, text at and around its lengths, or anything hostile.
  static func text(for field: Field?, _ random: inout Random) -> String {
    guard let field else { return random.pick(hostileTexts) }
    switch random.below(4) {
    case 0: return token(for: field, &random)
    case 1: return lengthEdge(field, &random)
    case 2: return random.pick(kindTexts(field.kind))
    default: return random.pick(hostileTexts)
    }
  }

  /// What names an option of the field: an id, a label in any case, a list of them in one
  /// string, an id with spaces around it or spelled another way.
  static func token(for field: Field?, _ random: inout Random) -> String {
    guard let field, !field.options.isEmpty, !random.chance(5) else {
      return random.pick(hostileTexts + ["a", "b", "x"])
    }
    let option = random.pick(field.options)
    switch random.below(9) {
    case 0, 1, 2: return option.id
    case 3: return option.label
    case 4: return random.chance(2) ? option.label.uppercased() : option.id.uppercased()
    case 5: return " \(option.id) "
    case 6: return "\(option.id),\(random.pick(field.options).id)"
    case 7:
      if random.chance(2) {
        // The id with a byte in its middle changed: ids of 9 to 16 bytes are told apart by
        // their first and last eight alone.
        var bytes = Array(option.id.utf8)
        if !bytes.isEmpty { bytes[bytes.count / 2] ^= 0x01 }
        return String(decoding: bytes, as: UTF8.self)
      }
      return "\(option.id), \(option.label) ,"
    default: return option.id + random.pick(["\u{301}", "\u{A0}", "x", ""])
    }
  }

  /// Text whose length is at or next to the field's `min_length` or `max_length`, in bytes or
  /// in characters.
  static func lengthEdge(_ field: Field, _ random: inout Random) -> String {
    let limits = [field.constraints.minLength, field.constraints.maxLength].compactMap { $0 }
    let length = max((limits.isEmpty ? 8 : random.pick(limits)) + random.below(3) - 1, 0)
    let unit = random.pick([
      "a", "a", "1", " ", "\u{E9}", "e\u{301}", "\u{1F44D}\u{1F3FD}", "\u{A0}",
    ])
    var text = String(repeating: unit, count: length)
    if random.chance(3), length > 0 {
      // A character of another width at one end.
      let other = random.pick(["a", "\u{E9}", "\u{212A}", " ", "\u{1F468}\u{200D}\u{1F469}"])
      text = random.chance(2) ? other + text.dropFirst() : String(text.dropLast()) + other
    }
    return text
  }

  /// Texts of a kind's own format, right and wrong.
  static func kindTexts(_ kind: FieldKind) -> [String] {
    if kind == .email { return emails }
    if kind == .url { return urls }
    if kind == .number { return numbers + ["12,50", " 3", "3 ", "", ".5", "1.", "NaN"] }
    if kind == .date { return dates }
    if kind == .time { return times }
    if kind == .dateTime { return dateTimes }
    if kind == .phone { return phones }
    if kind == .checkbox || kind == .toggle { return booleans }
    return hostileTexts
  }

  static let emails = [
    "user@example.com", "a.b+c_d%e-f@mail.example.org", "x@localhost", "@example.com",
    "user@", "user@example.c", "user@example.co1", "user@-example.com", "user@example-.com",
    "us er@example.com", "USER@EXAMPLE.COM", "\u{FC}ser@example.com", "user@exa\u{301}mple.com",
    "two@@example.com", "user@example..com", "user@.example.com", " user@example.com",
    "user@example.com ", "user@example.com\u{A0}", "u@e.co",
  ]

  static let urls = [
    "https://example.com", "http://x.io", "HTTPS://EXAMPLE.COM/a?b=c#d", "ftp://example.com",
    "https://", "https://exa mple.com", "https://user@host.com", "https://host:8080/p",
    "https://\u{4F8B}\u{3048}.jp/", "https://example.com/\u{E9}", "https://example.com/a b",
    "http:/example.com", "https:example.com", "//example.com", "https://example.com\t",
    "https://[::1]/", "https://h",
  ]

  static let numbers = [
    "0", "-0", "1", "12", "12.50", "0.5", "-0.5", "1e3", "1E+3", "1e-3", "2E10",
    "123456789012345678901234567890", "1.0000000000000000000001", "-12345678901234567890.5",
    "1" + String(repeating: "0", count: 300), "01", "1.", "-", ".5", "1e", "00", "-01",
    "9999999999999999999999e999999",
  ]

  static let dates = [
    "2026-06-15", "2024-02-29", "2023-02-29", "2026-13-01", "2026-00-10", "2026-6-15",
    "20260615", "2026-06-15T00:00", "0000-01-01", "9999-12-31", "2026-01-01", "2027-12-31",
    "2025-12-31", "2028-01-01",
  ]

  static let times = [
    "09:00", "17:30", "17:30:00", "17:30:01", "08:59:59", "00:00", "23:59:59", "24:00", "9:30",
    "12:60", "12:30:60", "0930", "12:00 ", "\u{FF10}9:00",
  ]

  static let dateTimes = [
    "2026-06-15T10:00", "2026-06-15T10:00Z", "2026-06-15t10:00z", "2025-12-31T23:59-01:00",
    "2026-01-01T01:00+02:00", "2027-12-31T23:59", "2028-01-01T00:00", "2026-02-30T10:00",
    "2026-06-15 10:00", "2026-06-15T10:00+25:00", "2026-06-15T10:00+0200", "2026-06-15",
    "2026-06-15T10:00:00.5Z",
  ]

  static let phones = [
    "+442079460958", "+44 (20) 7946-0958", "+1.415.555.0123", "020 7946 0958", "+0123", "+",
    "+1234567890123456", "+44 20 7946 O958", "+44\u{A0}20", "", "()", "+1",
  ]

  static let booleans = [
    "true", "false", "yes", "no", "on", "off", "1", "0", "TRUE", "Yes", "oFF", "maybe", "",
    " true", "t", "2", "-1", "\u{131}",
  ]

  /// Text no field expects: escapes of every kind once decoded, Unicode whitespace and
  /// lookalikes, combining marks, emoji, controls, JSON inside a string.
  static let hostileTexts: [String] = [
    "", " ", "   ", "\t", "\u{A0}", "\u{2003}\u{3000}", "\u{200B}", "\u{FEFF}", "\u{2028}",
    "\u{85}", "a", "\u{E9}", "e\u{301}", "\u{212A}", "K", "\u{1F44D}", "\u{1F44D}\u{1F3FD}",
    "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}", "\u{1F1EB}\u{1F1F7}",
    "e" + String(repeating: "\u{301}", count: 40), "\u{0}", "a\u{0}b", "line\nbreak",
    "tab\there", "cr\r\nlf", "\r", "quote\"d", "back\\slash", "sl/ash", "\u{7F}", "a\u{7F}",
    "\u{80}\u{9F}", "\u{202E}rtl", "\u{1F}", "null", "true", "1", "0", "yes", "-0", "1e3",
    #"{"a":1}"#, "[1]", "a,b", ",", " , ", "\u{10FFFF}", "\u{FFFD}", "caf\u{E9}",
    "cafe\u{301}", "  padded  ", "\u{A0}x\u{A0}",
    // Longer than the byte path's arena starts with, escaped or not.
    String(repeating: "ab\u{E9}\"", count: 400), String(repeating: "x", count: 3_000),
  ]

  /// The insides of strings that are not JSON or not UTF-8: invalid UTF-8, raw controls, DEL,
  /// lone surrogates, bad escapes.
  static let badStrings: [[UInt8]] = [
    [0xC3], [0xFF], [0x61, 0x80, 0x62], [0xED, 0xA0, 0x80], [0xC0, 0x80], [0xF4, 0x90, 0x80, 0x80],
    [0xE2, 0x82], [0x01], [0x61, 0x09, 0x62], [0x0D], [0x1F], [0x7F], [0x61, 0x7F],
    Array(#"\ud800"#.utf8), Array(#"\udc00"#.utf8), Array(#"\ud800\u0041"#.utf8),
    Array(#"\ud83d\ude00"#.utf8), Array(#"\uD83D\uDE00x"#.utf8), Array(#"\x41"#.utf8),
    Array(#"\u12"#.utf8), Array(#"\u00e9"#.utf8), Array(#"\u0000"#.utf8), Array(#"a\"#.utf8),
    Array(#"\'"#.utf8), Array(#"\U0041"#.utf8), [0xC3, 0xA9, 0xFF],
  ]
}
