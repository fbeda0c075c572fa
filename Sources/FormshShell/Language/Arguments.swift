/// The words after a command's name, with helpers that turn them into typed arguments or a
/// usage error pointing at the right column.
struct Arguments {
  let spec: CommandSpec
  let words: [Word]
  let column: Int

  var count: Int { words.count }

  subscript(index: Int) -> String { words[index].text }

  /// The words from `index` on, joined with the whitespace typed between them.
  func rest(from index: Int) -> String {
    guard index < words.count else { return "" }
    var text = words[index].text
    for word in words[(index + 1)...] { text += word.gap + word.text }
    return text
  }

  /// A usage error for this command.
  func usage(_ problem: String? = nil, at index: Int? = nil) -> ParseError {
    let where_ = index.flatMap { $0 < words.count ? words[$0].column : nil } ?? column
    let text = (problem.map { $0 + "; " } ?? "") + "usage: " + spec.synopsis
    return ParseError(message: text, column: where_)
  }

  /// Requires between `min` and `max` words.
  func expect(_ min: Int, _ max: Int) throws(ParseError) {
    if count < min { throw usage("missing argument") }
    if count > max { throw usage("unexpected \"\(self[max])\"", at: max) }
  }

  /// `FIELD=VALUE` (or `FIELD VALUE`, or a lone `FIELD`) split at the first unquoted `=`.
  func assignment() throws(ParseError) -> (field: String, value: String?) {
    guard count > 0 else { throw usage("missing field") }
    for (index, word) in words.enumerated() {
      guard let offset = word.equalsOffset else { continue }
      let before = words[..<index].map(\.text).joined() + String(word.text.prefix(offset))
      let field = before.trimmingSpacesAndTabs()
      guard !field.isEmpty else { throw usage("missing field before '='", at: index) }
      var value = String(word.text.dropFirst(offset + 1))
      if index + 1 < words.count {
        value += (value.isEmpty ? "" : words[index + 1].gap) + rest(from: index + 1)
      }
      return (field, value)
    }
    if count == 1 { return (self[0], nil) }
    return (self[0], rest(from: 1))
  }
}
