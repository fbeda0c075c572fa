import FormshTestSupport
import Testing

@testable import FormshDomain

/// `precedesInUTF16` orders strings as JavaScript does (by UTF-16 code units), reading their
/// UTF-8 bytes eight at a time; it must agree with `utf16.lexicographicallyPrecedes`, the
/// definition it replaced, on every pair (issue 26 §8: comparing two 1 MB non-ASCII strings
/// that way took 18 ms in a debug build, and 300 rules comparing them 30 s a record).
@Suite struct UTF16OrderTests {
  /// Code points from every UTF-8 length and both sides of the surrogate range, where UTF-16
  /// order and code point order part: U+E000–U+FFFF sort after U+10000 and above in UTF-16.
  static let alphabet: [Unicode.Scalar] = [
    "a", "b", "z", "\u{7F}", "\u{80}", "é", "\u{7FF}", "\u{800}", "中", "\u{D7FF}", "\u{E000}",
    "\u{FB01}", "\u{FFFD}", "\u{FFFF}", "\u{10000}", "😀", "\u{10FFFF}",
  ]

  @Test("agrees with the UTF-16 view on generated pairs, near and far apart")
  func agreesWithTheUTF16View() {
    var random = SplitMix(seed: 26)
    func text(_ length: Int) -> String {
      var scalars = String.UnicodeScalarView()
      for _ in 0..<length {
        scalars.append(Self.alphabet[Int(random.next() % UInt64(Self.alphabet.count))])
      }
      return String(scalars)
    }
    for _ in 0..<4_000 {
      let common = text(Int(random.next() % 40))
      let a = common + text(Int(random.next() % 4))
      let b = common + text(Int(random.next() % 4))
      #expect(
        a.precedesInUTF16(b) == a.utf16.lexicographicallyPrecedes(b.utf16),
        "\(a.unicodeScalars.map { $0.value }) vs \(b.unicodeScalars.map { $0.value })")
      #expect(b.precedesInUTF16(a) == b.utf16.lexicographicallyPrecedes(a.utf16))
    }
  }

  @Test(
    "the cases where UTF-16 order is not code point order",
    arguments: [
      ("\u{10000}", "\u{E000}", true), ("\u{E000}", "\u{10000}", false),
      ("😀", "\u{FFFD}", true), ("\u{D7FF}", "😀", true), ("ab", "ab", false), ("a", "ab", true),
      ("ab", "a", false), ("", "a", true), ("", "", false), ("é", "e\u{301}", false),
    ])
  func surrogates(a: String, b: String, precedes: Bool) {
    #expect(a.precedesInUTF16(b) == precedes)
    #expect(a.utf16.lexicographicallyPrecedes(b.utf16) == precedes)
  }

  @Test("a megabyte of non-ASCII text that differs at its end is compared, both ways")
  func longText() {
    let base = String(repeating: "é中😀", count: 120_000)
    #expect(base.utf8.count > 1_000_000)
    #expect((base + "\u{E000}").precedesInUTF16(base + "\u{10000}") == false)
    #expect((base + "\u{10000}").precedesInUTF16(base + "\u{E000}"))
    #expect(LogicOperator.less.compares(base + "a", base + "b"))
    #expect(!LogicOperator.greaterOrEqual.compares(base + "a", base + "b"))
  }
}
