import FormshDomain
import Testing

/// Choosing among many options (issue 13 §4c): a token is found by a lookup, not a scan of the
/// options, so selecting thousands among hundreds of thousands is linear in the tokens.
@Suite("OptionLookup")
struct OptionLookupTests {
  static let count = 200_000
  static let form = makeForm(
    Field(
      id: "tags", kind: .multiselect, label: "Tags",
      options: (0..<count).map { Option(id: "o\($0)", label: "Label \($0)") }),
    Field(
      id: "one", kind: .dropdown, label: "One",
      options: (0..<count).map { Option(id: "o\($0)", label: "Label \($0)") }))

  /// Scanning, 5,000 labels among 200,000 options lower-cased some 5 × 10⁸ labels (23 s in a
  /// release build, far longer in the debug build the tests run): past the time limit.
  @Test(
    "5,000 labels among 200,000 options are selected, in option order",
    .timeLimit(.minutes(1)))
  func thousandsOfLabelsAmongHundredsOfThousands() throws {
    let edit = EditForm(form: Self.form)
    var state = Self.form.initialState
    // The last 5,000 options, named by label in another case, in reverse: the worst for a scan.
    let chosen = (Self.count - 5_000..<Self.count).reversed()
    let value = try edit.select(
      "tags", .exactly(chosen.map { "LABEL \($0)" }), in: &state)
    #expect(value == .selection((Self.count - 5_000..<Self.count).map { "o\($0)" }))
    let added = try edit.select("tags", .add(["o0", "label 1"]), in: &state)
    #expect(added.selection?.prefix(2) == ["o0", "o1"])
    #expect(added.selection?.count == 5_002)
    for index in stride(from: 0, to: Self.count, by: 40) {
      _ = try edit.select("one", .exactly(["Label \(index)"]), in: &state)
    }
    #expect(state["one"] == .selection(["o\(Self.count - 40)"]))
  }

  @Test("an id wins over a label; the first of equal labels is the one named")
  func idsBeforeLabelsAndFirstLabelWins() throws {
    var options = (0..<40).map { Option(id: "o\($0)", label: "Label \($0)") }
    options.append(Option(id: "Label 3", label: "by id"))
    options.append(Option(id: "twin", label: "LABEL 5"))
    let form = makeForm(Field(id: "f", kind: .multiselect, label: "F", options: options))
    var state = form.initialState
    let edit = EditForm(form: form)
    #expect(try edit.select("f", .exactly(["Label 3"]), in: &state) == .selection(["Label 3"]))
    #expect(try edit.select("f", .exactly(["label 5"]), in: &state) == .selection(["o5"]))
    #expect(form.fields[0].option("twin")?.label == "LABEL 5")
    #expect(form.fields[0].option("o99") == nil)
    let error = #expect(throws: EditError.self) {
      try edit.select("f", .exactly(["nope"]), in: &state)
    }
    #expect(error?.message.hasPrefix("f: ") == true)
  }
}
