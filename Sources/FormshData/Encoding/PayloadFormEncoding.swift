import FormshDomain

/// A payload as `application/x-www-form-urlencoded` (the WHATWG URL standard's
/// serializer): `name=value` pairs joined by `&`, a multi-select as its name repeated once
/// per option, booleans `true`/`false`, null as an empty value; bytes other than
/// `*-._` and ASCII letters and digits percent-encoded, a space as `+`. A field in a group is
/// named by its path in brackets, as PHP, Rails and Express read it: `address[city]=Lyon`,
/// an item of a list by its index from 0: `travellers[0][name]=Ada`.
public enum PayloadFormEncoding {
  /// The media type of the body.
  public static let contentType = "application/x-www-form-urlencoded"

  /// The encoded body.
  public static func encode(_ payload: Payload) -> [UInt8] {
    encode(payload.entries, paths: payload.paths)
  }

  /// The encoded body of these members, named by `paths` when the form has groups.
  static func encode(_ entries: [(id: FieldID, value: PayloadValue)], paths: [[PayloadStep]]?)
    -> [UInt8]
  {
    var body: [UInt8] = []
    func pair(_ name: String, _ value: String) {
      if !body.isEmpty { body.append(UInt8(ascii: "&")) }
      append(name, to: &body)
      body.append(UInt8(ascii: "="))
      append(value, to: &body)
    }
    for (position, (id, value)) in entries.enumerated() {
      var id = id
      if let path = paths?[position], path.count > 1 {
        id = path.enumerated().map { offset, step in
          switch step {
          case .key(let key): offset == 0 ? key : "[\(key)]"
          case .item(let index): "[\(index)]"
          }
        }.joined()
      }
      switch value {
      case .string(let text): pair(id, text)
      case .number(let text): pair(id, text)
      case .bool(let on): pair(id, on ? "true" : "false")
      case .null: pair(id, "")
      case .strings(let ids): for option in ids { pair(id, option) }
      // A `submit_data` text is its text, as a field's is; anything else its JSON.
      case .json(.string(let text)): pair(id, text)
      // A multi-select's options written as numbers: each its own pair, as any selection's.
      case .json(.array(let elements)) where elements.allSatisfy(\.isScalar):
        for element in elements {
          if case .string(let text) = element {
            pair(id, text)
          } else {
            pair(id, JSONWriter.string(element.jsonValue))
          }
        }
      case .json(let value): pair(id, JSONWriter.string(value.jsonValue))
      }
    }
    return body
  }

  /// A text as a name or value of the body spells it (`a b&c` is `a+b%26c`).
  public static func encoded(_ text: String) -> String {
    var bytes: [UInt8] = []
    append(text, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  private static func append(_ text: String, to body: inout [UInt8]) {
    let hex = Array("0123456789ABCDEF".utf8)
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "*"), UInt8(ascii: "-"),
        UInt8(ascii: "."), UInt8(ascii: "_"):
        body.append(byte)
      case UInt8(ascii: " "):
        body.append(UInt8(ascii: "+"))
      default:
        body.append(UInt8(ascii: "%"))
        body.append(hex[Int(byte >> 4)])
        body.append(hex[Int(byte & 0x0F)])
      }
    }
  }
}

extension LogicValue {
  /// Whether it is a string, number, boolean or null (not a list nor an object).
  fileprivate var isScalar: Bool {
    switch self {
    case .null, .bool, .number, .string: true
    case .array, .object: false
    }
  }
}
