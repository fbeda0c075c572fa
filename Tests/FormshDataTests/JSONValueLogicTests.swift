import FormshData
import FormshDomain
import Testing

@Suite("JSONValue+Logic")
struct JSONValueLogicTests {
  static let text = #"{"b":[19.990,-0,1e400,"x",true,null],"a":{},"b2":{"k":1,"k":2}}"#

  @Test("JSON → LogicValue → JSON keeps member order, repeated keys and number text")
  func roundTrip() throws {
    let json = try JSONParser.parse(Array(Self.text.utf8))
    #expect(JSONWriter.string(json.logicValue.jsonValue) == Self.text)
  }

  @Test("numbers get JSON Logic's Double; a lookup finds a repeated key's last value")
  func values() throws {
    let value = try JSONParser.parse(Array(Self.text.utf8)).logicValue
    guard case .object(let object) = value, case .array(let list)? = object["b"],
      case .number(let price) = list[0], case .number(let huge) = list[2],
      case .object(let repeated)? = object["b2"]
    else {
      Issue.record("unexpected shape: \(value)")
      return
    }
    #expect(price.value == 19.99)
    #expect(price.text == "19.990")
    #expect(huge.value == .infinity)
    #expect(repeated["k"] == .number(2))
  }

  @Test("a computed number is written as JavaScript writes it")
  func computed() {
    let values: [LogicValue] = [.number(0.5), .number(-0.0), .number(1e21), .number(100)]
    #expect(
      JSONWriter.string(LogicValue.array(values).jsonValue) == "[0.5,0,1e+21,100]")
  }
}
