extension LogicValue {
  /// The number JavaScript's `Number(value)` gives, or `nil` for NaN: `null` is 0, booleans 0
  /// and 1, strings as `LogicNumber.javaScriptNumber` reads them. Arrays and objects are never
  /// numbers here (JSON Logic's suites make them NaN).
  var javaScriptNumber: Double? {
    switch self {
    case .null: 0
    case .bool(let on): on ? 1 : 0
    case .number(let number): number.value
    case .string(let text): LogicNumber.javaScriptNumber(text)
    case .array, .object: nil
    }
  }

  /// The text JavaScript's `String(value)` gives a scalar: numbers as JavaScript writes them
  /// (`1.0` is `1`), booleans `true` and `false`, `null` `null`; `nil` for arrays and objects.
  var javaScriptText: String? {
    switch self {
    case .null: "null"
    case .bool(let on): on ? "true" : "false"
    case .number(let number): LogicNumber.javaScriptText(number.value)
    case .string(let text): text
    case .array, .object: nil
    }
  }

  /// The value as a message quotes it: a string in quotes (cut after 40 characters), a number
  /// as written, other types named.
  var excerpt: String {
    switch self {
    case .null: "null"
    case .bool(let on): on ? "true" : "false"
    case .number(let number): number.description
    case .string(let text):
      text.count > 40 ? "\"\(text.prefix(40))…\"" : "\"\(text)\""
    case .array, .object: typeDescription
    }
  }

  /// Whether the value is a string or null (compared as JavaScript does, without NaN).
  var isTextOrNull: Bool {
    switch self {
    case .string, .null: true
    default: false
    }
  }
}
