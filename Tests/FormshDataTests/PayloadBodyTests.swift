import FormshData
import FormshDomain
import Testing

/// `fill --to`'s request bodies: JSON as `submit` writes it, or a form body.
@Suite struct PayloadBodyTests {
  static let ids = ["name", "age", "tags", "gift", "plan", "hidden"]
  static let values: [PayloadValue] = [
    .string("Ada Lovelace & co=1 é"), .number("019.990"), .strings(["a b", "c"]), .bool(false),
    .null, .string("x"),
  ]

  @Test func jsonIsThePayloadAsSubmitWritesIt() {
    let body = PayloadBody(fieldIDs: Self.ids, encoding: .json)
    #expect(body.contentType == "application/json")
    #expect(
      String(
        decoding: body.body(Self.values, hidden: [false, false, false, false, false, true]),
        as: UTF8.self)
        == #"{"name":"Ada Lovelace & co=1 é","age":019.990,"tags":["a b","c"],"gift":false,"plan":null}"#
    )
  }

  @Test func formRepeatsAMultiSelectsNameAndEscapesAsTheURLStandardSays() {
    let body = PayloadBody(fieldIDs: Self.ids, encoding: .form)
    #expect(body.contentType == "application/x-www-form-urlencoded")
    #expect(
      String(
        decoding: body.body(Self.values, hidden: [false, false, false, false, false, true]),
        as: UTF8.self)
        == "name=Ada+Lovelace+%26+co%3D1+%C3%A9&age=019.990&tags=a+b&tags=c&gift=false&plan=")
    #expect(body.body([.strings([])], hidden: []).isEmpty)
  }

  @Test func aFieldIdIsEscapedToo() {
    let body = PayloadBody(fieldIDs: ["a&b c"], encoding: .form)
    #expect(String(decoding: body.body([.bool(true)]), as: UTF8.self) == "a%26b+c=true")
  }
}
