/// Why a SurveyJS expression was not translated: it does not parse, or it uses what JSON Logic
/// (or formsh) cannot say. The message is a clause (`function "age" is not supported`).
struct SurveyJSExpressionError: Error, Equatable, Sendable {
  /// What is wrong, for the dialect problem that drops the expression.
  let message: String

  /// Creates an error.
  init(_ message: String) {
    self.message = message
  }
}
