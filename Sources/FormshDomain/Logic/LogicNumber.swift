/// A JSON Logic number. Arithmetic is done in `Double`, as the reference implementations do
/// (`1` equals `1.0`; `{"/": [1, 2]}` is `0.5`). A number read from a payload or a rule keeps the
/// text it was written in for as long as it is only passed through: `{"var": "price"}` of
/// `19.990` gives `19.990`, while `{"+": [{"var": "price"}, 0]}` gives `19.99`.
///
/// Two numbers are equal when their values are (`1` and `1.0`, `0` and `-0`).
public struct LogicNumber: Sendable, Equatable, CustomStringConvertible {
  /// The value.
  public let value: Double
  /// The text a payload or rule wrote the number in, when it was written at all.
  public let text: String?

  /// A computed number, written as JavaScript writes it.
  public init(_ value: Double) {
    self.value = value
    self.text = nil
  }

  /// A number and the text it was written in; the caller vouches that `text` is JSON number
  /// syntax for `value` (the Data layer's parser has checked it).
  public init(_ value: Double, text: String) {
    self.value = value
    self.text = text
  }

  /// A number written in JSON's syntax (`-0.5`, `19.990`, `1e3`), keeping its text; `nil` for
  /// anything else. Past `Double`'s range the value is infinite (the text stays exact).
  public init?(text: String) {
    guard DecimalNumber.isValid(text), let value = Double(text) else { return nil }
    self.init(value, text: text)
  }

  /// The number as JSON writes it: its own text, else JavaScript's shortest form (`0.5`, `100`,
  /// `1e+21`, `-0` as `0`).
  public var description: String { text ?? LogicNumber.javaScriptText(value) }

  public static func == (lhs: LogicNumber, rhs: LogicNumber) -> Bool {
    lhs.value == rhs.value
  }
}
