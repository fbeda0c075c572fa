/// A parsed SurveyJS expression, its operators named once whatever their spelling (`=`, `==`
/// and `equal` are all `==`; `&&` and `and` are `and`).
indirect enum SurveyJSExpression: Equatable, Sendable {
  /// `{name}`.
  case variable(String)
  /// A string literal (or a bare word, which SurveyJS reads as text).
  case string(String)
  /// A number literal, in JSON's syntax.
  case number(String)
  /// `true` or `false`.
  case bool(Bool)
  /// `null` or `undefined`.
  case null
  /// `['a', 'b']`.
  case array([SurveyJSExpression])
  /// A prefix (`!`, `-`) or postfix (`empty`, `notempty`) operator.
  case unary(String, SurveyJSExpression)
  /// A binary operator: `or`, `and`, `==`, `!=`, `<`, `>`, `<=`, `>=`, `contains`,
  /// `notcontains`, `anyof`, `allof`, `noneof`, `+`, `-`, `*`, `/`, `%`, `^`.
  case binary(String, SurveyJSExpression, SurveyJSExpression)
  /// A function call, its name lower-cased (`iif`, `age`).
  case call(String, [SurveyJSExpression])

  /// Whether the expression works out a number (an arithmetic operator, or a number-valued
  /// function at its top), which makes an expression question a NUMBER field.
  var isArithmetic: Bool {
    switch self {
    case .number: true
    case .unary("-", _): true
    case .binary(let op, _, _): ["+", "-", "*", "/", "%", "^"].contains(op)
    case .call(let name, _): ["sum", "max", "min", "avg", "round", "count"].contains(name)
    default: false
    }
  }
}
