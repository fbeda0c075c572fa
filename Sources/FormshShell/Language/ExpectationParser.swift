import FormshDomain

/// Parses the words after `expect`.
enum ExpectationParser {
  @Sendable
  static func parse(_ args: Arguments) throws(ParseError) -> Command {
    guard args.count > 0 else { throw args.usage("missing what to expect") }
    switch args[0] {
    case "valid":
      try args.expect(1, 1)
      return .expect(.valid)
    case "invalid":
      try args.expect(1, 1)
      return .expect(.invalid)
    case "submitted":
      try args.expect(1, 1)
      return .expect(.submitted)
    case "links":
      try args.expect(2, 2)
      guard let count = Int(args[1]), count >= 0 else {
        throw args.usage("\"\(args[1])\" is not a count", at: 1)
      }
      return .expect(.links(count: count))
    case "error":
      guard args.count >= 2 else { throw args.usage("missing field") }
      guard args.count > 2 else { return .expect(.error(field: args[1], message: nil)) }
      let text = args.rest(from: 2)
      if !args.words[2].startsQuoted, text.count >= 2, text.hasPrefix("/"), text.hasSuffix("/") {
        let pattern = String(text.dropFirst().dropLast())
        do {
          _ = try Regex(pattern)
        } catch {
          throw args.usage("/\(pattern)/ is not a regex", at: 2)
        }
        if let risk = BacktrackingScreen.risk(in: pattern) {
          throw args.usage("/\(pattern)/ could take exponential time to match (\(risk))", at: 2)
        }
        return .expect(.error(field: args[1], message: .pattern(pattern)))
      }
      return .expect(.error(field: args[1], message: .exact(text)))
    case "no":
      guard args.count == 3, args[1] == "error" else { throw args.usage() }
      return .expect(.noError(field: args[2]))
    case "value":
      let rest = Arguments(
        spec: args.spec, words: Array(args.words.dropFirst()), column: args.column)
      let (field, value) = try rest.assignment()
      guard let value else { throw args.usage("missing '= VALUE'") }
      return .expect(.value(field: field, expected: value))
    case "refused":
      guard args.count >= 2 else { throw args.usage("missing the edit that should be refused") }
      let edit = try CommandTable.parse(
        CommandWords(words: Array(args.words.dropFirst()), source: args.rest(from: 1)))
      switch edit {
      case .set(_, nil):
        throw args.usage("the set needs a value here (set FIELD=VALUE)", at: 1)
      case .set, .select, .toggle, .check, .clear, .reset(.some):
        return .expect(.refused(edit))
      default:
        throw args.usage(
          "expect refused takes set, select, toggle, check, uncheck, clear or reset of a field",
          at: 1)
      }
    default:
      throw args.usage("unknown expectation \"\(args[0])\"", at: 0)
    }
  }
}
