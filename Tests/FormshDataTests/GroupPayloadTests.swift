import FormshData
import FormshDomain
import Testing

/// The payload of a form with groups (issue 29): each group's fields nest under its key, in
/// JSON (compact, pretty, with fields left out) and in `--as form`, where a path is written
/// in brackets.
@Suite("Group payloads")
struct GroupPayloadTests {
  static let json = #"""
    {"form_title":"t","submit_data":{"source":"web","a":1},"fields":[
      {"id":"a","order":1,"type":"GROUP","label":"A","fields":[
        {"id":"x","order":1,"type":"TEXT","label":"X"},
        {"id":"b","order":2,"type":"GROUP","label":"B","fields":[
          {"id":"y","order":1,"type":"TEXT","label":"Y"}]},
        {"id":"z","order":3,"type":"CHECKBOX","label":"Z"}]},
      {"id":"w","order":2,"type":"TEXT","label":"W"}]}
    """#

  func payload(_ values: [(FieldID, String)]) throws -> Payload {
    let form = try FormDecoder.decode(Array(Self.json.utf8), source: "inline").form
    var state = form.initialState
    for (id, text) in values { try EditForm(form: form).set(id, .text(text), in: &state) }
    return BuildSubmission(form: form).payload(state)
  }

  @Test("compact and pretty JSON nest each group's fields; submit_data stays at the top")
  func nestedJSON() throws {
    let payload = try payload([("a.x", "1"), ("a.b.y", "2 \"q\""), ("w", "3")])
    #expect(
      PayloadWriter.string(payload)
        == #"{"a":{"x":"1","b":{"y":"2 \"q\""},"z":false},"w":"3","source":"web"}"#)
    #expect(
      PayloadWriter.string(payload, style: .pretty) == """
        {
          "a": {
            "x": "1",
            "b": {
              "y": "2 \\"q\\""
            },
            "z": false
          },
          "w": "3",
          "source": "web"
        }
        """)
  }

  @Test("a group none of whose fields is kept is left out; one kept keeps its group")
  func leftOut() throws {
    let form = try FormDecoder.decode(Array(Self.json.utf8), source: "inline").form
    let writer = PayloadWriter(fieldIDs: form.payloadIDs, paths: form.payloadIDPaths)
    let values: [PayloadValue] = [
      .string("1"), .string("2"), .bool(true), .string("3"), .json(.string("web")),
    ]
    var buffer = ByteBuffer()
    writer.appendObject(values, hidden: [false, true, true, true, false], to: &buffer)
    #expect(
      buffer.withBytes { String(decoding: $0, as: UTF8.self) } == #"{"a":{"x":"1"},"source":"web"}"#
    )
    buffer = ByteBuffer()
    writer.appendObject(values, hidden: [true, true, true, false, true], to: &buffer)
    #expect(buffer.withBytes { String(decoding: $0, as: UTF8.self) } == #"{"w":"3"}"#)
  }

  @Test("form encoding names a grouped field by its path in brackets")
  func formEncoded() throws {
    let payload = try payload([("a.x", "1"), ("a.b.y", "2 3")])
    #expect(
      String(decoding: PayloadFormEncoding.encode(payload), as: UTF8.self)
        == "a%5Bx%5D=1&a%5Bb%5D%5By%5D=2+3&a%5Bz%5D=false&w=&source=web")
  }
}
