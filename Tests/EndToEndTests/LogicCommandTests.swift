import Foundation
import Testing

/// `formsh logic RULE [DATA]`: the result as compact JSON, the ways to give RULE and DATA, the
/// error classes and their statuses, and the bounds a hostile rule meets.
@Suite struct LogicCommandTests {
  @Test(
    "the result is compact JSON on one line",
    arguments: [
      (#"{"<": [18, {"var": "age"}, 65]}"#, #"{"age": 30}"#, "true"),
      (#"{"var": "price"}"#, #"{"price": 19.990}"#, "19.990"),
      (#"{"map": [{"var": "xs"}, {"*": [{"var": ""}, 2]}]}"#, #"{"xs": [1, 2.5]}"#, "[2,5]"),
      (#"{"var": ""}"#, #"{"b": [1, {}], "a": "é\n"}"#, #"{"b":[1,{}],"a":"é\n"}"#),
      (#"{"/": [1, 3]}"#, "null", "0.3333333333333333"),
      (#"{"cat": ["Hello, ", {"var": "name"}]}"#, #"{"name": "Ada"}"#, #""Hello, Ada""#),
    ])
  func result(rule: String, data: String, output: String) throws {
    let result = try Formsh.run(["logic", rule, data])
    #expect(result.stdout == output + "\n", "\(result)")
    #expect(result.stderr.isEmpty)
    #expect(result.status == 0)
  }

  @Test func withoutDataTheDataIsNull() throws {
    let result = try Formsh.run(["logic", #"{"var": ["x", "none"]}"#])
    #expect(result.stdout == "\"none\"\n")
    #expect(try Formsh.run(["logic", #"{"var": ""}"#]).stdout == "null\n")
  }

  @Test func ruleAndDataComeFromFilesOrStandardInput() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let rule = try files.write("rule.json", #"{"in": [{"var": "country"}, ["de", "at"]]}"#)
    let data = try files.write("data.json", "{\n  \"country\": \"at\"\n}\n")
    #expect(try Formsh.run(["logic", "@" + rule, "@" + data]).stdout == "true\n")
    #expect(
      try Formsh.run(["logic", "@" + rule, "-"], stdin: #"{"country": "fr"}"#).stdout == "false\n")
    #expect(
      try Formsh.run(["logic", "-", "@" + data], stdin: #"{"var": "country"}"#).stdout == "\"at\"\n"
    )
  }

  @Test(
    "an evaluation error is status 1 with its type",
    arguments: [
      (#"{"+": ["apple", 1]}"#, #"NaN: "apple" is not a number"#),
      (#"{"/": [1, 0]}"#, "NaN: division by zero"),
      (#"{"frobnicate": [1]}"#, #"Unknown Operator: no operator "frobnicate""#),
      (#"{"==": [1]}"#, "Invalid Arguments: ==: takes at least 2 arguments, not 1"),
      (#"{"throw": "Out of stock"}"#, "Out of stock: the rule threw it"),
    ])
  func evaluationError(rule: String, message: String) throws {
    let result = try Formsh.run(["logic", rule])
    #expect(result.stderr == "formsh logic: error: \(message)\n")
    #expect(result.stdout.isEmpty)
    #expect(result.status == 1)
  }

  @Test func jsonThatIsNotJSONIs65WithItsLineAndColumn() throws {
    let rule = try Formsh.run(["logic", #"{"var": }"#])
    #expect(
      rule.stderr == "formsh logic: error: RULE:1:9: expected a value, found '}'\n", "\(rule)")
    #expect(rule.status == 65)
    let data = try Formsh.run(["logic", "1", "{\"a\": 1,\n}"])
    #expect(data.stderr.hasPrefix("formsh logic: error: DATA:2:1: "), "\(data)")
    #expect(data.status == 65)
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write("rule.json", "[1,\n 2,,]")
    let file = try Formsh.run(["logic", "@" + path])
    #expect(file.stderr.hasPrefix("formsh logic: error: \(path):2:4: "), "\(file)")
    #expect(file.status == 65)
    #expect(try Formsh.run(["logic", ""]).status == 65)
  }

  @Test func aFileThatCannotBeReadIs66() throws {
    let result = try Formsh.run(["logic", "@/nonexistent/rule.json"])
    #expect(
      result.stderr
        == "formsh logic: error: /nonexistent/rule.json: cannot read: No such file or directory\n")
    #expect(result.status == 66)
  }

  @Test(
    "a command line written wrongly is a usage error",
    arguments: [
      ([], "no rule given"), (["1", "2", "3"], "a rule and its data at most (got 3 operands)"),
      (["-", "-"], "the rule and the data cannot both be standard input"),
      (["--json", "1"], "logic takes no option --json"),
      (["-1"], "unknown option -1"),
    ])
  func usage(arguments: [String], message: String) throws {
    let result = try Formsh.run(["logic"] + arguments)
    #expect(
      result.stderr
        == "formsh logic: error: \(message)\nusage: formsh logic RULE [DATA]\nSee 'formsh logic --help'.\n"
    )
    #expect(result.status == 2)
    #expect(try Formsh.run(["logic", "--", "-1"]).stdout == "-1\n")
  }

  @Test func helpIsThereEveryWay() throws {
    let help = try Formsh.run(["logic", "--help"])
    #expect(help.stdout.hasPrefix("usage: formsh logic RULE [DATA]\n"))
    #expect(help.status == 0)
    #expect(try Formsh.run(["help", "logic"]).stdout == help.stdout)
    #expect(try Formsh.run(["--help"]).stdout.contains("formsh logic RULE [DATA]"))
    let bash = try Formsh.run(["completion", "bash"]).stdout
    #expect(bash.contains("logic"))
  }

  @Test func aRuleNested10000DeepIsRefusedAsMalformed() throws {
    let deep =
      String(repeating: #"{"!":"#, count: 10_000) + "1" + String(repeating: "}", count: 10_000)
    let result = try Formsh.run(["logic", deep])
    #expect(result.stderr == "formsh logic: error: RULE:1:2561: nested deeper than 512 levels\n")
    #expect(result.status == 65)
  }

  @Test(
    "a rule that would run away ends in a typed error, in bounded memory",
    arguments: [
      // A map over 300,000 elements.
      (#"{"map": [{"var": "xs"}, {"+": [{"var": ""}, 1]}]}"#, 300_000, "Over Budget"),
      // A string doubled 40 times would be a terabyte.
      (
        #"{"reduce": [{"var": "xs"}, {"cat": [{"var": "accumulator"}, {"var": "accumulator"}]}, "ab"]}"#,
        40, "Over Budget"
      ),
      // An array nested one level deeper per element.
      (#"{"reduce": [{"var": "xs"}, [{"var": "accumulator"}], 0]}"#, 10_000, "Too Deep"),
    ])
  func runaway(rule: String, elements: Int, type: String) throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let list = (0..<elements).map(String.init).joined(separator: ",")
    let data = try files.write("data.json", #"{"xs": ["# + list + "]}")
    let child = try Child(["logic", rule, "@" + data])
    let (status, peak) = child.wait()
    #expect(child.stderr.hasPrefix("formsh logic: error: \(type): "), "\(child.stderr)")
    #expect(status == 1)
    #expect(peak < 64 * 1024, "peak \(peak) KB")
  }
}
