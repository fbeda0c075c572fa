import FormshDomain

/// Maps `theme` to colour roles: each role that is missing or not `#RRGGBB` keeps the default.
enum ThemeMapper {
  static func map(_ dto: ThemeDTO?) -> (theme: Theme, diagnostics: [Diagnostic]) {
    var theme = Theme.standard
    guard let dto else { return (theme, []) }
    var diagnostics = dto.problems.map { Diagnostic($0) }
    func role(_ key: String, _ raw: String?, _ path: WritableKeyPath<Theme, RGB>) {
      guard let raw else { return }
      if let color = RGB(hex: raw) {
        theme[keyPath: path] = color
      } else {
        diagnostics.append(Diagnostic(.badColor(role: "theme.\(key)", value: raw)))
      }
    }
    role("background_color", dto.backgroundColor, \.background)
    role("text_color", dto.textColor, \.text)
    role("border_color", dto.borderColor, \.border)
    role("error_color", dto.errorColor, \.error)
    role("clickable_text_color", dto.clickableTextColor, \.clickableText)
    return (theme, diagnostics)
  }
}
