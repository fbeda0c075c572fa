import FormshJSON

/// A number of a source document, read once before an importer counts, compares or computes
/// with it (docs/dialects.md, "Numbers"): every number a dialect reads passes here, so that no
/// value of a document (±2^63, 1e19, 1e400, `"NaN"`) reaches `Int` arithmetic unchecked.
///
/// A whole number is one within ±`largest`, the whole numbers JavaScript (which every one of
/// these dialects' own libraries runs on) counts exactly: the sum or difference of two of them
/// never overflows an `Int`, and a product is taken with `product(_:_:)`, which says when it
/// would.
struct SourceNumber: Equatable {
  /// The number as the document writes it (a string's text without its surrounding spaces).
  let text: String
  /// The whole number it is, when it is one within ±`largest`; nil for a fraction, for one
  /// past the bound and for one no `Double` holds (1e400).
  let whole: Int?
  /// Whether it is a number a `Double` holds (1e400 is not).
  let isFinite: Bool

  /// The largest whole number read as one: 2^53 − 1 (JavaScript's `Number.MAX_SAFE_INTEGER`).
  static let largest = 9_007_199_254_740_991

  /// The number a value is: a JSON number, or a string in JSON's number syntax (SurveyJS and
  /// Form.io often write numbers as strings); nil for anything else (`"NaN"`, `"Infinity"`,
  /// `true`, an object, `null`).
  init?(_ value: JSONValue?) {
    let text: String
    switch value {
    case .number(let written)?: text = written
    case .string(let written)?:
      text = written.trimmingSpaces
      guard text.isJSONNumber else { return nil }
    default: return nil
    }
    self.text = text
    if let exact = Int(text) {
      whole = exact.magnitude <= Self.largest.magnitude ? exact : nil
      isFinite = true
      return
    }
    // JSON's syntax is one `Double` reads; past its range it reads infinity.
    let double = Double(text) ?? .infinity
    isFinite = double.isFinite
    whole =
      isFinite && double == double.rounded() && abs(double) <= Double(Self.largest)
      ? Int(double) : nil
  }

  /// A whole number (one that a translation worked out: a default, a bound counted).
  init(whole: Int) {
    text = String(whole)
    self.whole = whole.magnitude <= Self.largest.magnitude ? whole : nil
    isFinite = true
  }

  /// The number as a `Double`, for ordering two numbers that are not both whole.
  var value: Double { Double(text) ?? .infinity }

  /// The value as a JSON number, as written.
  var json: JSONValue { .number(text) }

  /// `lhs × rhs`, when it is a whole number within ±`largest`.
  static func product(_ lhs: Int, _ rhs: Int) -> Int? {
    let (product, overflow) = lhs.multipliedReportingOverflow(by: rhs)
    return !overflow && product.magnitude <= largest.magnitude ? product : nil
  }

  /// `lhs + rhs`, when it is a whole number within ±`largest` (both are: it never overflows).
  static func sum(_ lhs: Int, _ rhs: Int) -> Int? {
    let (sum, overflow) = lhs.addingReportingOverflow(rhs)
    return !overflow && sum.magnitude <= largest.magnitude ? sum : nil
  }

  /// What a whole number read from a document must be, for messages.
  static var wholeBound: String { "a whole number from -\(largest) to \(largest)" }
}

extension String {
  /// Whether the text is a number in JSON's syntax (`-12.5e3`, not `+1`, `.5` or `1.`), so
  /// that a bound written as a string may be written as a JSON number.
  var isJSONNumber: Bool {
    var bytes = Substring(self).utf8[...]
    func digits() -> Int {
      let count = bytes.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
      bytes = bytes.dropFirst(count)
      return count
    }
    if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
    let first = bytes.first
    let whole = digits()
    guard whole > 0, !(first == UInt8(ascii: "0") && whole > 1) else { return false }
    if bytes.first == UInt8(ascii: ".") {
      bytes = bytes.dropFirst()
      guard digits() > 0 else { return false }
    }
    if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
      bytes = bytes.dropFirst()
      if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") {
        bytes = bytes.dropFirst()
      }
      guard digits() > 0 else { return false }
    }
    return bytes.isEmpty
  }
}
