import Foundation
import Testing

/// Each dialect's pattern keeps the meaning it has in its own system (docs/dialects.md,
/// "Patterns"): searched for where the dialect searches (`^a|b$` takes `abc`), matched whole
/// where it matches whole, with ECMAScript's ASCII `\d`, `\w` and `\b`; one that its system
/// would refuse is a warning naming it, never wrapped into a pattern that takes anything.
@Suite struct DialectPatternTests {
  /// A document of each dialect whose one text field `p` has `pattern` (JSON-escaped).
  static func document(_ dialect: String, _ pattern: String) -> String {
    switch dialect {
    case "json-schema":
      #"{"type": "object", "properties": {"p": {"type": "string", "pattern": "\#(pattern)"}}}"#
    case "json-forms":
      ##"{"schema": {"type": "object", "properties": {"p": {"type": "string", "pattern": "\##(pattern)"}}}, "uischema": {"type": "Control", "scope": "#/properties/p"}}"##
    case "surveyjs":
      #"{"elements": [{"type": "text", "name": "p", "validators": [{"type": "regex", "regex": "\#(pattern)"}]}]}"#
    case "adaptive-cards":
      #"{"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "Input.Text", "id": "p", "regex": "\#(pattern)"}]}"#
    case "formio":
      #"{"display": "form", "components": [{"type": "textfield", "key": "p", "input": true, "validate": {"pattern": "\#(pattern)"}}]}"#
    default:
      #"{"id": "f", "type": "browser", "ui": {"action": "https://example.com/s", "method": "POST", "nodes": [{"type": "input", "group": "default", "attributes": {"name": "p", "type": "text", "pattern": "\#(pattern)", "node_type": "input"}, "messages": [], "meta": {}}]}}"#
    }
  }

  /// Whether the form of `document` takes `value` for `p` (`validate` after `set`).
  static func takes(_ document: String, _ value: String) throws -> Bool {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write("form.json", document)
    let result = try Formsh.run(["-c", "set p \"\(value)\"; validate", path])
    #expect(result.status == 0, "\(result)")
    #expect(!result.stdout.contains("too costly"), "\(result)")
    return result.stdout.hasPrefix("valid")
  }

  /// `^a|b$` is "starts with a, or ends with b" where the dialect searches; Form.io tests
  /// `^pattern$` (so `a|b` means the same); Kratos's HTML pattern matches the whole value.
  @Test(arguments: [
    ("json-schema", "^a|b$", ["abc", "xb", "a", "b"], ["xyz", "ba"]),
    ("json-forms", "^a|b$", ["abc", "xb"], ["xyz"]),
    ("surveyjs", "^a|b$", ["abc", "xb"], ["xyz"]),
    ("adaptive-cards", "^a|b$", ["abc", "xb"], ["xyz"]),
    ("adaptive-cards", "[0-9]", ["x1y"], ["xy"]),
    ("formio", "a|b", ["abc", "xb"], ["xyz"]),
    ("kratos", "a|b", ["a", "b"], ["ab", "abc", "xb"]),
    ("json-schema", "^[0-9]{3}$", ["123"], ["1234", "x123"]),
    ("surveyjs", "x$", ["abx"], ["xa"]),
  ])
  func aPatternMeansWhatItsDialectMeans(
    dialect: String, pattern: String, taken: [String], refused: [String]
  ) throws {
    let document = Self.document(dialect, pattern)
    for value in taken {
      #expect(try Self.takes(document, value), "\(dialect) \(pattern) should take \(value)")
    }
    for value in refused {
      #expect(try !Self.takes(document, value), "\(dialect) \(pattern) should refuse \(value)")
    }
  }

  /// `\d`, `\w`, `\s` and `\b` are ECMAScript's: ASCII digits and word characters (PCRE2, in
  /// formsh's Unicode mode, took Arabic-Indic digits and `é`), its own spaces.
  @Test(arguments: [
    ("json-schema", #"^\\d+$"#, ["123"], ["١٢٣", "１２"]),
    ("surveyjs", #"^\\d{3}$"#, ["123"], ["١٢٣"]),
    ("kratos", #"\\d+"#, ["42"], ["٤٢"]),
    ("formio", #"\\w+"#, ["abc_1"], ["é", "ab-c"]),
    ("adaptive-cards", #"^\\w+$"#, ["abc"], ["straße"]),
    ("json-schema", #"\\bcat\\b"#, ["a cat", "écat"], ["cats", "concat"]),
    ("json-forms", #"^[\\W]+$"#, ["-!"], ["a", "_"]),
    ("surveyjs", #"^a.b$"#, ["a-b", "aéb"], ["ab", "a--b"]),
  ])
  func classesAreECMAScriptsNotUnicodes(
    dialect: String, pattern: String, taken: [String], refused: [String]
  ) throws {
    let document = Self.document(dialect, pattern)
    for value in taken {
      #expect(try Self.takes(document, value), "\(dialect) \(pattern) should take \(value)")
    }
    for value in refused {
      #expect(try !Self.takes(document, value), "\(dialect) \(pattern) should refuse \(value)")
    }
  }

  /// A pattern the dialect's own system refuses (`x)|(.*` does not compile in JavaScript) was
  /// wrapped into one that takes anything; PCRE2's own syntax (`(?i)`, `(*UCP)`, `a*+`) was
  /// read as PCRE2 reads it. Each is a warning naming it, and no pattern is kept.
  @Test(arguments: [
    ("json-schema", #"x)|(.*"#, "/properties/p/pattern"),
    ("json-forms", #"(?i)abc"#, "/schema/properties/p/pattern"),
    ("surveyjs", #"a*+"#, "/elements/0/validators/0/regex"),
    ("adaptive-cards", #"[a-z"#, "/body/0/regex"),
    ("formio", #"x)|(.*"#, "/components/0/validate/pattern"),
    ("kratos", #"(*UCP)a"#, "/ui/nodes/0/attributes/pattern"),
    ("json-schema", #"(?<=\\d+)x"#, "/properties/p/pattern"),
  ])
  func aPatternItsSystemRefusesIsAWarningNamingIt(
    dialect: String, pattern: String, pointer: String
  ) throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write("form.json", Self.document(dialect, pattern))
    let lint = try Formsh.run(["lint", path])
    let written = pattern.replacing(#"\\"#, with: #"\"#)
    #expect(lint.stdout.contains("`\(written)`"), "\(lint)")
    #expect(lint.stdout.contains("is not a pattern formsh can check"), "\(lint)")
    #expect(lint.stdout.contains("(at \(pointer))"), "\(lint)")
    let converted = try Formsh.run(["convert", path])
    #expect(!converted.stdout.contains(#""regex""#), "\(converted)")
  }
}
