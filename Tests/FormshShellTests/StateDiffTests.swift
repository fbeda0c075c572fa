import FormshData
import Testing

@testable import FormshShell

/// What `expect state` says differs between a snapshot and the session now.
@Suite struct StateDiffTests {
  static func object(_ text: String) throws -> JSONObject {
    guard case .object(let object) = try JSONParser.parse(Array(text.utf8)) else {
      throw JSONSyntaxErrorForTest()
    }
    return object
  }

  struct JSONSyntaxErrorForTest: Error {}

  static let base = """
    {"format":"formsh-state","version":1,"form":{"source":"a.json","title":"T"},
     "values":{"email":"a@b.c","password":"********","vat":null},
     "errors":{},
     "fields":{"email":{"visible":true,"required":true},"vat":{"visible":false,"required":false}},
     "sections":{"company":{"visible":false}},
     "checkpoints":["one"],"unsubmitted_changes":false,"submitted":true}
    """

  static func differences(_ changed: String, secrets: Set<String> = ["password"]) throws
    -> [String]
  {
    try StateDiff(expected: object(base), found: object(changed), secrets: secrets).differences
  }

  @Test func theSameStateHasNoDifferenceAndTheSourceIsNotCompared() throws {
    let moved = Self.base.replacingOccurrences(of: "a.json", with: "/elsewhere/a.json")
    #expect(try Self.differences(moved).isEmpty)
  }

  @Test func eachKindOfDifferenceIsNamed() throws {
    let changed = """
      {"format":"formsh-state","version":1,"form":{"source":"a.json","title":"U"},
       "values":{"email":"x@y.z","password":null,"vat":"NL1","extra":true},
       "errors":{"_form":"dates are in the wrong order"},
       "fields":{"email":{"visible":true,"required":false},"vat":{"visible":true,"required":true}},
       "sections":{"company":{"visible":true}},
       "checkpoints":[],"unsubmitted_changes":true,"submitted":false}
      """
    #expect(
      try Self.differences(changed) == [
        #"form title: expected "T", found "U""#,
        #"value of email: expected "a@b.c", found "x@y.z""#,
        #"value of password: expected "********", found null"#,
        #"value of vat: expected null, found "NL1""#,
        "value of extra: expected no such field, found true",
        #"error on _form: expected none, found "dates are in the wrong order""#,
        "requirement of email: expected required, found optional",
        "visibility of vat: expected hidden, found visible\n"
          + "requirement of vat: expected optional, found required",
        "visibility of section company: expected hidden, found visible",
        "checkpoints: expected one, found none",
        "unsubmitted changes: expected no, found yes",
        "submitted: expected yes, found no",
      ])
  }

  @Test func aSecretComparesAsSetOrEmpty() throws {
    // A snapshot written by hand with the secret in clear still compares as "set".
    let clear = Self.base.replacingOccurrences(of: "\"********\"", with: "\"hunter2\"")
    #expect(try Self.differences(clear).isEmpty)
    // Not a secure field: the text counts.
    #expect(try Self.differences(clear, secrets: []).count == 1)
  }

  /// `enabled` (`enabled_if`) is compared where both sides have it: a snapshot from before it
  /// existed compares equal on it.
  @Test func enablementIsComparedWhereBothHaveIt() throws {
    let withFlag = Self.base.replacingOccurrences(
      of: #""email":{"visible":true,"required":true}"#,
      with: #""email":{"visible":true,"required":true,"enabled":true}"#)
    let disabled = withFlag.replacingOccurrences(of: #""enabled":true"#, with: #""enabled":false"#)
    #expect(
      try StateDiff(expected: Self.object(withFlag), found: Self.object(disabled), secrets: [])
        .differences == ["enablement of email: expected enabled, found disabled"])
    #expect(try Self.differences(disabled).isEmpty)
  }

  @Test func aFieldGoneFromTheFormIsNamed() throws {
    let gone = Self.base.replacingOccurrences(
      of: #","vat":{"visible":false,"required":false}"#, with: "")
    #expect(try Self.differences(gone) == ["field vat: in the snapshot, not in the form"])
  }
}
