import FormshData
import FormshDomain
import Testing

/// How large a form may be (issue 13 §4b, `FormLimits`): beyond a limit the form is refused
/// whole with a reason that names the limit and what to do; at the limit it loads.
@Suite("FormLimits")
struct FormLimitsTests {
  func decode(_ text: String) throws(FormLoadError) -> LoadedForm {
    try FormDecoder.decode(Array(text.utf8), source: "big.json")
  }

  func fields(_ count: Int) -> String {
    #"{"form_title":"t","fields":["#
      + (1...count).map { #"{"id":"f\#($0)","type":"TEXT"}"# }.joined(separator: ",") + "]}"
  }

  func options(_ count: Int) -> String {
    #"{"form_title":"t","fields":[{"id":"a"},{"id":"d","type":"DROPDOWN","options":["#
      + (1...count).map { #"{"id":"\#($0)"}"# }.joined(separator: ",") + "]}]}"
  }

  @Test func fieldsBeyondTheLimitAreRefusedWhole() throws {
    #expect(try decode(fields(FormLimits.fields)).form.fields.count == 100_000)
    #expect(
      throws: FormLoadError.tooLarge(
        path: "big.json",
        reason:
          "the form has 100001 fields, more than the 100000 a form may have; split it into smaller forms"
      )
    ) { try decode(fields(FormLimits.fields + 1)) }
  }

  @Test func optionsBeyondTheLimitAreRefusedWhole() throws {
    #expect(
      try decode(options(FormLimits.optionsPerField)).form.fields.last?.options.count == 250_000)
    let error = #expect(throws: FormLoadError.self) {
      try decode(options(FormLimits.optionsPerField + 1))
    }
    #expect(
      error?.message
        == "big.json: field #2 has 250001 options, more than the 250000 a field may have; split them over several fields"
    )
  }

  @Test func aStringOrKeyBeyond1MiBIsRefused() throws {
    let long = String(repeating: "é", count: FormLimits.stringBytes / 2)
    #expect(try decode(#"{"form_title":""# + long + #"","fields":[]}"#).form.title == long)
    let error = #expect(throws: FormLoadError.self) {
      try decode(#"{"form_title":"t","fields":[{"id":"x","label":"a"# + long + #""}]}"#)
    }
    #expect(
      error?.message
        == "big.json: the string at /fields/0/label is 1048577 bytes long, more than the 1 MiB a string in a form may have; shorten it (a long text belongs in the page the form links to)"
    )
    let key = #expect(throws: FormLoadError.self) {
      try decode(#"{"form_title":"t","fields":[],"theme":{"x"# + long + #"":1}}"#)
    }
    #expect(key?.message.hasPrefix("big.json: a key in /theme is 1048577 bytes long") == true)
  }

  @Test func aFileBeyond16MiBIsRefusedBeforeItIsParsed() {
    // Not even JSON: the size is checked first.
    let bytes = [UInt8](repeating: UInt8(ascii: "["), count: FormLimits.fileBytes + 1)
    #expect(
      throws: FormLoadError.tooLarge(
        path: "big.json",
        reason:
          "the form is larger than 16 MiB, the most a form file may be; a form this large is almost certainly not meant as one (check the file), or split it into smaller forms"
      )
    ) { try FormDecoder.decode(bytes, source: "big.json") }
  }
}
