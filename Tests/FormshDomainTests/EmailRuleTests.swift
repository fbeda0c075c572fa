import FormshDomain
import Testing

@Suite("email")
struct EmailRuleTests {
  let field = Field(id: "email", kind: .email, label: "Email")

  @Test(
    "addresses that pass",
    arguments: [
      "a@b.co", "ada@example.com", "first.last+tag@mail.example.org", "A_B%c-d@x-y.EXAMPLE.Com",
      "1@2.io", "user@sub.sub2.example.museum",
    ])
  func valid(address: String) {
    #expect(failure(of: field, .text(address)) == nil)
    #expect(EmailAddress.isValid(address))
  }

  @Test(
    "addresses that fail",
    arguments: [
      "plainaddress", "a@b", "a@b.c", "@b.co", "a@", "a@.co", "a@b..co", "a@-b.co", "a@b-.co",
      "a@b.co.", "a b@c.co", " a@b.co", "a@b.co ", "a@b.c0m", "a@b@c.co", "a@b_c.co", "é@b.co",
      "a@exämple.com", "a\"b@c.co",
    ])
  func invalid(address: String) {
    let found = failure(of: field, .text(address))
    #expect(found?.failure == .invalidEmail)
    #expect(found?.message == "must be an email address")
    #expect(!EmailAddress.isValid(address))
  }

  @Test("an empty optional email passes; emptiness is required's concern")
  func empty() {
    #expect(failure(of: field, .text("")) == nil)
    let required = Field(id: "email", kind: .email, label: "Email", isRequired: true)
    #expect(failure(of: required, .text(""))?.failure == .required(.email))
  }
}
