/// The bytes of JSON values as a record's line may spell them: the same text raw, escaped
/// here and there, or all escaped, so that a value reaches fill by each way JSON allows.
enum JSONText {
  /// `text` as a JSON string, each character written raw or escaped as the generator picks:
  /// short escapes, `\u` in either case of hex, surrogate pairs, `\/`.
  static func quoted(_ text: String, _ random: inout Random) -> [UInt8] {
    // 0: raw UTF-8 (escapes only where JSON needs them); 1: everything beyond ASCII
    // escaped; 2: a mix; 3: a mix that escapes some ASCII too.
    let style = random.below(4)
    var out: [UInt8] = [0x22]
    for scalar in text.unicodeScalars {
      let value = scalar.value
      switch value {
      case 0x22: out += random.chance(8) && style > 0 ? escape(value, &random) : [0x5C, 0x22]
      case 0x5C: out += random.chance(8) && style > 0 ? escape(value, &random) : [0x5C, 0x5C]
      case 0x2F where style >= 2 && random.chance(2): out += [0x5C, 0x2F]
      case 0x08: out += random.chance(2) ? Array(#"\b"#.utf8) : escape(value, &random)
      case 0x09: out += random.chance(2) ? Array(#"\t"#.utf8) : escape(value, &random)
      case 0x0A: out += random.chance(2) ? Array(#"\n"#.utf8) : escape(value, &random)
      case 0x0C: out += random.chance(2) ? Array(#"\f"#.utf8) : escape(value, &random)
      case 0x0D: out += random.chance(2) ? Array(#"\r"#.utf8) : escape(value, &random)
      case 0..<0x20: out += escape(value, &random)
      case 0x20..<0x80:
        out += style == 3 && random.chance(4) ? escape(value, &random) : [UInt8(value)]
      default:
        let escaped = style == 1 || (style >= 2 && random.chance(2))
        out += escaped ? escape(value, &random) : Array(String(scalar).utf8)
      }
    }
    out.append(0x22)
    return out
  }

  /// A scalar as `\uXXXX` (a surrogate pair beyond the BMP), hex in either case.
  static func escape(_ value: UInt32, _ random: inout Random) -> [UInt8] {
    guard value > 0xFFFF else { return unit(value, upper: random.chance(2)) }
    let offset = value - 0x10000
    let upper = random.chance(2)
    return unit(0xD800 + (offset >> 10), upper: upper)
      + unit(0xDC00 + (offset & 0x3FF), upper: upper)
  }

  /// One `\uXXXX` escape of a UTF-16 unit, paired or not.
  static func unit(_ value: UInt32, upper: Bool) -> [UInt8] {
    let hex = String(value, radix: 16, uppercase: upper)
    return Array(("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
  }

  /// `text` as a JSON string as most writers write it: raw UTF-8, with escapes only where
  /// JSON needs them.
  static func escaped(_ text: String) -> [UInt8] {
    var out: [UInt8] = [0x22]
    for byte in text.utf8 {
      switch byte {
      case 0x22, 0x5C: out += [0x5C, byte]
      case 0..<0x20: out += unit(UInt32(byte), upper: false)
      default: out.append(byte)
      }
    }
    out.append(0x22)
    return out
  }

  /// A JSON string of raw bytes (which need not be UTF-8, nor JSON).
  static func raw(_ bytes: [UInt8]) -> [UInt8] { [0x22] + bytes + [0x22] }

  /// A list of values.
  static func list(_ elements: [[UInt8]], _ random: inout Random) -> [UInt8] {
    var out: [UInt8] = [UInt8(ascii: "[")] + space(&random)
    for (index, element) in elements.enumerated() {
      if index > 0 { out += space(&random) + [UInt8(ascii: ",")] + space(&random) }
      out += element
    }
    return out + space(&random) + [UInt8(ascii: "]")]
  }

  /// Mostly nothing; sometimes JSON whitespace, rarely something that only looks like it.
  static func space(_ random: inout Random) -> [UInt8] {
    guard random.chance(12) else { return [] }
    let spaces: [[UInt8]] = [[0x20], [0x20, 0x20], [0x09], [0x0D], [0x20, 0x09, 0x20]]
    let lookalikes: [[UInt8]] = [[0xC2, 0xA0], [0x0C], [0x0B], [0x00]]
    return random.chance(20) ? random.pick(lookalikes) : random.pick(spaces)
  }
}
