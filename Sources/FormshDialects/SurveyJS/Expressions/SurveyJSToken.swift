/// One token of a SurveyJS expression (`{age} >= 18 and {country} = 'US'`).
enum SurveyJSToken: Equatable, Sendable {
  /// `{name}`: a question (or variable, or `panel.name`) by name.
  case variable(String)
  /// `'text'` or `"text"`.
  case string(String)
  /// A number, in JSON's syntax.
  case number(String)
  /// A word: an operator (`and`, `notempty`, `anyof`), a literal (`true`), a function's name,
  /// or a bare word SurveyJS reads as text.
  case word(String)
  /// Punctuation or a symbolic operator: `( ) [ ] ,`, `= == != <> < > <= >= && || ! + - * / % ^`.
  case symbol(String)
}
