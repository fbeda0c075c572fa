/// Why a condition, expression or pattern of another dialect was not translated: it does not
/// parse, or it uses what JSON Logic, PCRE2 (or formsh) cannot say. The message is a clause
/// (`calls the function "age", which formsh does not have`).
struct ExpressionError: Error, Equatable, Sendable {
  /// What is wrong, for the dialect problem that drops the expression.
  let message: String

  /// Creates an error.
  init(_ message: String) {
    self.message = message
  }
}
