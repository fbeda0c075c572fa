import Testing

@testable import FormshDomain

/// `hasSameBytes` compares two strings' UTF-8 bytes, as JavaScript's `===` compares their code
/// units: the same answer whichever way each string is held (inline, in storage of its own, a
/// literal, made from a substring or from bytes), whatever its length, and never Swift's `==`
/// (which finds canonically equivalent text equal).
@Suite struct LogicSameBytesTests {
  /// The same text held in storage of its own, with room to spare, rather than inline.
  static func stored(_ text: String) -> String {
    var copy = String()
    copy.reserveCapacity(64)
    copy += text
    return copy
  }

  /// The same text cut out of a longer one (`String(Substring)`).
  static func fromSubstring(_ text: String) -> String {
    let longer = "<<" + text + ">>"
    return String(longer.dropFirst(2).dropLast(2))
  }

  /// The same text made from its bytes.
  static func fromBytes(_ text: String) -> String {
    String(decoding: Array(text.utf8), as: UTF8.self)
  }

  /// The same text written into storage through its buffer.
  static func written(_ text: String) -> String {
    let bytes = Array(text.utf8)
    return String(unsafeUninitializedCapacity: max(bytes.count, 1)) { buffer in
      _ = buffer.initialize(from: bytes)
      return bytes.count
    }
  }

  /// Each way of holding a text.
  static let representations: [(String, @Sendable (String) -> String)] = [
    ("as given", { $0 }), ("stored", stored), ("from a substring", fromSubstring),
    ("from bytes", fromBytes), ("written", written),
  ]

  static let texts = [
    "", "a", "b", "ab", "ba", "net_google", "net_tiktok", "net_reddit", "obj_awareness",
    "obj_awarenesS", "é", "e\u{301}", "exactly15bytes!", "sixteen bytes ok", "😀😀😀",
    "a longer text that is held in storage of its own",
    "a longer text that is held in storage of its owN",
  ]

  @Test func answersAsTheBytesWhateverTheRepresentation() {
    for a in Self.texts {
      for b in Self.texts {
        let expected = Array(a.utf8) == Array(b.utf8)
        for (left, made) in Self.representations {
          for (right, other) in Self.representations {
            #expect(
              made(a).hasSameBytes(as: other(b)) == expected, "\(a) (\(left)) / \(b) (\(right))")
          }
        }
      }
    }
  }

  /// Text that Swift's `==` finds equal in another normalization, or by canonical equivalence
  /// of a single character, is not the same bytes.
  @Test(arguments: [
    ("\u{E9}", "e\u{301}"), ("caf\u{E9}", "cafe\u{301}"), ("\u{212A}", "K"),
    ("\u{1E9B}\u{323}", "\u{17F}\u{323}\u{307}"), ("\u{C5}ngstr\u{F6}m", "A\u{30A}ngstro\u{308}m"),
    (String(repeating: "\u{E9}", count: 20), String(repeating: "e\u{301}", count: 20)),
  ])
  func equalTextInAnotherNormalizationIsNotTheSameBytes(_ a: String, _ b: String) {
    #expect(a == b)
    #expect(!a.hasSameBytes(as: b))
    #expect(!b.hasSameBytes(as: a))
    #expect(a.hasSameBytes(as: Self.stored(a)))
    #expect(b.hasSameBytes(as: Self.fromSubstring(b)))
  }

  /// Texts of every length from 1 to 40 bytes that differ in one byte only, at each position:
  /// the eight-byte words, the overlapping last word and the few bytes of a short text.
  @Test func findsADifferenceAtEveryPositionOfEveryLength() {
    for count in 1...40 {
      let base = String((0..<count).map { Character(UnicodeScalar(UInt8(0x61 + $0 % 26))) })
      #expect(base.hasSameBytes(as: Self.stored(base)))
      #expect(Self.fromSubstring(base).hasSameBytes(as: Self.written(base)))
      for position in 0..<count {
        var bytes = Array(base.utf8)
        bytes[position] = UInt8(ascii: "#")
        let changed = String(decoding: bytes, as: UTF8.self)
        #expect(!base.hasSameBytes(as: changed), "length \(count), byte \(position)")
        #expect(!Self.stored(changed).hasSameBytes(as: base), "length \(count), byte \(position)")
      }
      // A prefix is not the whole.
      #expect(!base.hasSameBytes(as: String(base.dropLast())))
    }
  }
}
