import FormshDomain
import Testing

@testable import FormshShell

/// The masking step's search (issue 26): what the masking fuzz target found shown in part.
@Suite struct SecretsTests {
  /// A showing of one secret that begins inside the showing of another (here one cut short
  /// with an ellipsis) is masked whole, not the first and then what is left of the second.
  @Test func showingsThatOverlapAreMaskedAsOne() {
    let longer = "abcdQQQQQQQQQQQQQQ"
    let shorter = "xyzabcd…mnop"
    let secrets = Secrets([(nil, longer), (nil, shorter)])
    #expect(secrets.scrub("say xyzabcd…mnop.") == "say ********.")
    #expect(secrets.scrub("say abcdQQQQ… and xyzabcd…mnop") == "say ******** and ********")
  }

  /// `select f ${S}` reads a leading `+` or `-` as "add" or "remove" and quotes the rest in
  /// its errors: that rest is as secret as the value.
  @Test func aSecretAfterASelectMarkerIsMaskedToo() {
    let secrets = Secrets([("S", "+Token-9Xq-77"), ("T", "-Other-5Zr,second-part")])
    #expect(secrets.scrub(#"no option "Token-9Xq-77""#) == #"no option "********""#)
    #expect(secrets.scrub(#"no option "Other-5Zr""#) == #"no option "********""#)
  }

  /// Bytes that are not UTF-8 reach a secret as U+FFFD; the secret is found as decoded.
  @Test func aSecretWithReplacementCharactersIsMaskedWhole() {
    let secret = String(decoding: Array("ZqqZ".utf8) + [0xFF, 0xFE, 0xFF, 0xC3], as: UTF8.self)
    let secrets = Secrets([(nil, secret)])
    #expect(secrets.scrub("a \(secret) b") == "a ******** b")
    #expect(!secrets.scrub("\u{FFFD}\(secret)\u{FFFD}").contains("ZqqZ"))
  }

  /// A secret that holds an ellipsis, or a character whose first byte is the ellipsis's
  /// (`₦`), cut short at an ellipsis: what was shown is masked with it.
  @Test func aSecretHoldingAnEllipsisIsFoundCutShort() {
    let secrets = Secrets([(nil, "Zq9-s0c…value-s"), (nil, "s-8Kw2₦,,rt-99")])
    #expect(secrets.scrub("-vZq9-s0c…alue-s") == "-v********alue-s")
    #expect(secrets.scrub("ars s-8Kw2…actes") == "ars ********actes")
    // A column cut just after the secret's own ellipsis, with the next line below.
    #expect(secrets.scrub("a  \"Zq9-s0c…\nb  \"x") == "a  \"********\nb  \"x")
  }

  /// `fields` and `history` quote a value as a script writes it (`\"`, `\u{2066}`).
  @Test func aSecretIsFoundAsAScriptQuotesIt() {
    let secret = "pa\"ss\u{2066}word-9"
    let secrets = Secrets([(nil, secret)])
    #expect(secrets.scrub(ScriptQuoting.quoted(secret)) == "\"********\"")
  }
}
