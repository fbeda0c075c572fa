/// What a field renderer may use: the style and the columns available for the body.
struct RenderContext: Sendable {
  let style: Style
  let width: Int
  /// A form's text with its `{field}` pipes filled in (`TextPipe`).
  var piped: @Sendable (String) -> String = { $0 }
}
