/// Non-empty text is an email address: `local@domain.tld`, where the local part is
/// letters, digits and `._%+-`, each domain label is letters, digits and inner hyphens, and the
/// top-level domain is at least two letters. ASCII only.
struct EmailRule: ValidationRule {
  func check(_ value: FormValue) -> ValidationFailure? {
    guard let text = value.text, !text.isEmpty, !EmailAddress.isValid(text) else { return nil }
    return .invalidEmail
  }
}

/// The email address syntax, on bytes, so batch fill can use it without a regex.
public enum EmailAddress {
  /// Whether the text is an email address as `EmailRule` describes.
  public static func isValid(_ text: String) -> Bool {
    text.withUTF8Bytes { isValid($0) }
  }

  /// Whether the UTF-8 bytes are an email address as `EmailRule` describes.
  public static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let at = bytes.firstIndex(of: UInt8(ascii: "@")), at > 0 else { return false }
    for byte in bytes[..<at] where !isLocal(byte) { return false }
    let domain = bytes[(at + 1)...]
    guard !domain.isEmpty else { return false }
    var labelStart = domain.startIndex
    var lastLabel = domain[domain.startIndex..<domain.startIndex]
    var labels = 0
    var index = domain.startIndex
    while index <= domain.endIndex {
      if index == domain.endIndex || domain[index] == UInt8(ascii: ".") {
        let label = domain[labelStart..<index]
        guard isLabel(label) else { return false }
        labels += 1
        lastLabel = label
        labelStart = index + 1
      }
      index += 1
    }
    guard labels >= 2, lastLabel.count >= 2 else { return false }
    return lastLabel.allSatisfy(isLetter)
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
  }

  private static func isAlphanumeric(_ byte: UInt8) -> Bool {
    isLetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
  }

  private static func isLocal(_ byte: UInt8) -> Bool {
    isAlphanumeric(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_")
      || byte == UInt8(ascii: "%") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
  }

  private static func isLabel(_ label: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
    guard let first = label.first, let last = label.last,
      isAlphanumeric(first), isAlphanumeric(last)
    else { return false }
    return label.allSatisfy { isAlphanumeric($0) || $0 == UInt8(ascii: "-") }
  }
}
