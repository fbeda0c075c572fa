/// Non-empty text is an http or https URL with a host: `http://host[:port][/path][?query][#frag]`,
/// scheme in any case, no spaces or control characters anywhere, no user info.
struct URLRule: ValidationRule {
  func check(_ value: FormValue) -> ValidationFailure? {
    guard let text = value.text, !text.isEmpty, !WebURL.isValid(text) else { return nil }
    return .invalidURL
  }

  var name: String { "url" }

  var byteRule: ByteRule? { .url }

  var description: String { "an http(s) URL with a host" }
}
