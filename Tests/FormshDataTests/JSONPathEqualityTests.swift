import FormshData
import Testing

/// `JSONValue.equals(byValue:)`: the filters' equality, for `expect response PATH == VALUE`.
@Suite("JSONPath equality")
struct JSONPathEqualityTests {
  @Test(
    "numbers by value, strings by scalars, objects in any order",
    arguments: [
      ("19.99", "19.990", true), ("1", "1e0", true), ("-0", "0", true), ("1", "\"1\"", false),
      (#"{"a": [1, 2], "b": null}"#, #"{"b": null, "a": [1.0, 2e0]}"#, true),
      ("[1, 2]", "[2, 1]", false), (#"{"a": 1}"#, #"{"a": 1, "b": 2}"#, false),
      (#""é""#, #""e\u0301""#, false), ("null", "false", false), ("true", "true", true),
    ])
  func equality(left: String, right: String, equal: Bool) throws {
    let a = try JSONParser.parse(Array(left.utf8))
    let b = try JSONParser.parse(Array(right.utf8))
    #expect(a.equals(byValue: b) == equal)
    #expect(b.equals(byValue: a) == equal)
  }
}
