/// The words after a command's name, with helpers that turn them into typed arguments or a
/// usage error pointing at the right column.
struct Arguments {
  let spec: CommandSpec
  let words: [Word]
  let column: Int
  /// The options given, by name: a flag's value is empty.
  let options: [String: String]

  init(spec: CommandSpec, words: [Word], column: Int, options: [String: String] = [:]) {
    self.spec = spec
    self.words = words
    self.column = column
    self.options = options
  }

  /// The words of a command: its options (those the spec names, anywhere among the words,
  /// unless quoted) taken out, any other `--word` refused as a usage error, and the words
  /// left held to the arguments the spec declares (a usage error where one is missing or one
  /// too many). Free text is the command's to read.
  static func parse(spec: CommandSpec, words: [Word], column: Int) throws(ParseError) -> Arguments {
    guard !spec.freeText else { return Arguments(spec: spec, words: words, column: column) }
    var positional: [Word] = []
    var options: [String: String] = [:]
    var index = 0
    while index < words.count {
      let word = words[index]
      index += 1
      // A short option (`-o`) only where the command takes it: `-5` stays a value.
      let isShort =
        word.text.count == 2 && word.text.hasPrefix("-")
        && spec.options.contains { $0.name == word.text }
      guard !word.startsQuoted, isShort || (word.text.hasPrefix("--") && word.text.count > 2)
      else {
        positional.append(word)
        continue
      }
      let (name, attached) =
        word.text.firstIndex(of: "=").map {
          (String(word.text[..<$0]), String(word.text[word.text.index(after: $0)...]))
        } ?? (word.text, nil)
      let usage = Arguments(spec: spec, words: words, column: column)
      guard let option = spec.options.first(where: { $0.name == name }) else {
        throw usage.usage("unknown option \"\(name)\"", at: index - 1)
      }
      if option.value == nil {
        guard attached == nil else {
          throw usage.usage("\(name) takes no value", at: index - 1)
        }
        options[name] = ""
      } else if let attached {
        options[name] = attached
      } else if option.urlMayBeLeftOut, index >= words.count || !option.takes(words[index].text) {
        options[name] = ""
      } else {
        guard index < words.count else {
          throw usage.usage("\(name) needs a \(option.value!)", at: index - 1)
        }
        options[name] = words[index].text
        index += 1
      }
    }
    let arguments = Arguments(spec: spec, words: positional, column: column, options: options)
    try arguments.holdToSpec()
    return arguments
  }

  /// Throws a usage error unless the words are as many as the spec's arguments allow.
  private func holdToSpec() throws(ParseError) {
    try expect(
      spec.arguments.count(where: { !$0.isOptional }), spec.arguments.count,
      tooMany: spec.tooMany)
  }

  /// Whether a flag was given.
  func has(_ option: String) -> Bool { options[option] != nil }

  var count: Int { words.count }

  subscript(index: Int) -> String { words[index].text }

  /// The word at `index`, or `nil` where an optional argument was left out.
  func given(_ index: Int) -> String? { index < words.count ? words[index].text : nil }

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
    return ParseError(message: text, column: where_, kind: .usage)
  }

  /// Requires between `min` and `max` words: a command's as its spec declares them, an
  /// expectation's (which reads the free text of `expect`) as it says. `tooMany` is added to
  /// the error for a word too many.
  func expect(_ min: Int, _ max: Int, tooMany: String? = nil) throws(ParseError) {
    if count < min { throw usage("missing argument") }
    if count > max {
      throw usage("unexpected \"\(self[max])\"" + (tooMany.map { "; " + $0 } ?? ""), at: max)
    }
  }

  /// `FIELD=VALUE` (or `FIELD VALUE`, or a lone `FIELD`) split at the first unquoted `=`.
  func assignment() throws(ParseError) -> (field: String, value: String?) {
    guard count > 0 else { throw usage("missing field") }
    for (index, word) in words.enumerated() {
      guard let offset = word.equalsOffset else { continue }
      let scalars = word.text.unicodeScalars
      let equals = scalars.index(scalars.startIndex, offsetBy: offset)
      // Unquoted spaces end words, so a space at either end of the field is one the script
      // quoted or escaped: part of the id (`cases` quotes an id that ends in a space so).
      let field = words[..<index].map(\.text).joined() + String(scalars[..<equals])
      guard !field.isEmpty else { throw usage("missing field before '='", at: index) }
      var value = String(scalars[scalars.index(after: equals)...])
      if index + 1 < words.count {
        value += (value.isEmpty ? "" : words[index + 1].gap) + rest(from: index + 1)
      }
      return (field, value)
    }
    if count == 1 { return (self[0], nil) }
    return (self[0], rest(from: 1))
  }
}
