/// Non-empty text is an email address: `local@domain.tld`, where the local part is
/// letters, digits and `._%+-`, each domain label is letters, digits and inner hyphens, and the
/// top-level domain is at least two letters. ASCII only.
struct EmailRule: ValidationRule {
  func check(_ value: FormValue) -> ValidationFailure? {
    guard let text = value.text, !text.isEmpty, !EmailAddress.isValid(text) else { return nil }
    return .invalidEmail
  }

  var name: String { "email" }

  var byteRule: ByteRule? { .email }

  var description: String { "an email address" }
}
