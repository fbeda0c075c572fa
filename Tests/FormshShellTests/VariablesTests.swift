import Testing

@testable import FormshShell

@Suite struct VariablesTests {
  @Test func definedNamesComeBeforeTheEnvironment() {
    let variables = Variables(defined: ["A": "var"], environment: { ["A": "env", "B": "env"][$0] })
    #expect(variables.value("A") == "var")
    #expect(variables.value("B") == "env")
    #expect(variables.value("C") == nil)
  }

  @Test(arguments: [
    ("NAME", true), ("_x1", true), ("a", true), ("1A", false), ("", false), ("A-B", false),
    ("Ä", false), ("A B", false),
  ])
  func names(name: String, valid: Bool) {
    #expect(Variables.isValidName(name) == valid)
  }
}
