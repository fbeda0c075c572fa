import Testing

@testable import FormshDomain

/// `hasSameBytes` answers from the strings' representation where it can (the same bytes
/// held inline, the same storage), and from their bytes otherwise: the same answers either
/// way.
@Suite struct LogicSameBytesTests {
  /// The same text held in storage of its own rather than inline.
  static func stored(_ text: String) -> String {
    var copy = String()
    copy.reserveCapacity(64)
    copy += text
    return copy
  }

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
        for (x, y) in [
          (a, b), (Self.stored(a), b), (a, Self.stored(b)), (Self.stored(a), Self.stored(b)),
        ] {
          #expect(x.hasSameBytes(as: y) == expected, "\(a) / \(b)")
        }
      }
    }
  }
}
