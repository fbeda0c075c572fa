// Shared by the fuzz targets (compiled with Sources/ as one module; see Fuzz/run.sh).
#if canImport(Glibc)
  import Glibc
#endif

/// Checks that hold for every input; a broken one aborts, so libFuzzer keeps the input.
enum FuzzCheck {
  /// Stops the run with a message (libFuzzer records the input as a crash).
  static func fail(_ message: String) -> Never {
    let line = Array("fuzz invariant broken: \(message)\n".utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    abort()
  }

  /// Text bound for a terminal in plain mode holds no control character but line breaks (and
  /// tabs, when `allowingTabs`).
  static func terminalSafe(_ text: String, _ what: String, allowingTabs: Bool = false) {
    if let bad = text.unicodeScalars.first(where: {
      $0 != "\n" && !(allowingTabs && $0 == "\t") && DisplaySafety.isUnsafe($0)
    }) {
      fail(
        "\(what) has raw U+\(String(bad.value, radix: 16)): \(text.debugDescription.prefix(400))")
    }
  }

  /// JSON formsh wrote must read back as JSON.
  static func parsesBack(_ text: String, _ what: String) {
    do {
      _ = try JSONParser.parse(Array(text.utf8))
    } catch {
      fail("\(what) is not JSON (\(error.reason)): \(text.debugDescription.prefix(400))")
    }
  }

  /// Bytes from the fuzzer.
  static func bytes(_ data: UnsafePointer<UInt8>, _ size: Int) -> [UInt8] {
    Array(UnsafeBufferPointer(start: data, count: size))
  }

  /// The repository's root (this file is Fuzz/Targets/FuzzSupport.swift).
  static let root: String = {
    var path = #filePath
    for _ in 0..<3 { path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) }
    return path
  }()
}

/// The importer targets' input: up to 16 bytes naming mutations, a NUL, then a document of the
/// dialect (a fixture, as seeded). Each pair of bytes picks a value of the document (its place
/// in a walk of the tree) and what it becomes: a value of each other JSON type, an extreme
/// number, a long or hostile string, a deep array, or another value of the same document (a
/// `$ref` made to point elsewhere, a panel pasted into itself): the shapes the SurveyJS and
/// Form.io mutation tests try, for all six dialects, on top of libFuzzer's own byte changes.
enum DialectFuzz {
  /// What a value may become.
  static let replacements: [JSONValue] = [
    .null, .bool(true), .bool(false), .number("-1"), .number("0"), .number("-0"),
    .number("9223372036854775807"), .number("-9223372036854775808"),
    .number("9223372036854775808"), .number("1e19"), .number("1e400"), .number("-1e400"),
    .number("1.5"), .number("1e-400"), .string("NaN"), .string("Infinity"), .string(""),
    .string("{x} = "), .string("#/definitions/x"), .string("#"), .string("\u{1B}[31m\u{9B}2J"),
    .string(String(repeating: "a", count: 70_000)), .string(String(repeating: "(", count: 500)),
    .array([]), .array([.number("1")]), .object(JSONObject()),
    .object(JSONObject([(key: "type", value: .string("panel"))])),
    .object(JSONObject([(key: "$ref", value: .string("#"))])),
    .array(Array(repeating: .string("x"), count: 5_000)),
  ]

  /// Translates and loads the input in the dialect named; what comes out must hold.
  static func run(_ data: UnsafePointer<UInt8>, _ size: Int, dialect name: String) -> Int32 {
    let bytes = FuzzCheck.bytes(data, size)
    var controls: [UInt8] = []
    var text = bytes[...]
    if let nul = bytes.prefix(17).firstIndex(of: 0) {
      controls = Array(bytes[..<nul])
      text = bytes[(nul + 1)...]
    }
    guard let dialect = Dialects.named(name) else { FuzzCheck.fail("no dialect \(name)") }
    var input = Array(text)
    if !controls.isEmpty, var document = try? JSONParser.parseObject(input) {
      for pair in stride(from: 0, to: controls.count - 1, by: 2) {
        document = mutated(document, place: controls[pair], into: controls[pair + 1])
      }
      input = Array(JSONWriter.string(.object(document)).utf8)
    }
    do {
      let translated = try FormDecoder.translate(input, source: "fuzz.json", dialect: dialect)
      // What `convert` prints reads back, as formsh's own dialect, to the same form.
      let converted = JSONWriter.string(.object(translated.form), style: .pretty)
      FuzzCheck.parsesBack(converted, "convert")
      let loaded = try FormDecoder.decode(input, source: "fuzz.json", dialect: dialect)
      let lint = JSONWriter.string(loaded.lintJSON, terminalSafe: true)
      FuzzCheck.terminalSafe(lint, "lint --json")
      FuzzCheck.parsesBack(lint, "lint --json")
      let payload = BuildSubmission(form: loaded.form).payload(loaded.form.initialState)
      FuzzCheck.parsesBack(PayloadWriter.string(payload, style: .compact), "payload")
    } catch {
      let line = ErrorPrinter.format(.load(error), at: .prompt)
      FuzzCheck.terminalSafe(String(line.dropLast()), "load error")
    }
    return 0
  }

  /// The document with one value replaced: the one at `place` (as a share of the values, in
  /// the order a walk meets them) becomes `choice`'s replacement, or another value of the
  /// document.
  static func mutated(_ document: JSONObject, place: UInt8, into choice: UInt8) -> JSONObject {
    var values: [JSONValue] = []
    collect(.object(document), into: &values)
    guard values.count > 1 else { return document }
    let target = 1 + Int(place) * (values.count - 1) / 256
    let replacement =
      Int(choice) < replacements.count
      ? replacements[Int(choice)] : values[Int(choice) * values.count / 256]
    var counter = 0
    guard case .object(let result) = replaced(.object(document), target, replacement, &counter)
    else { return document }
    return result
  }

  private static func collect(_ value: JSONValue, into values: inout [JSONValue]) {
    values.append(value)
    switch value {
    case .array(let elements): for element in elements { collect(element, into: &values) }
    case .object(let object): for member in object.members { collect(member.value, into: &values) }
    default: break
    }
  }

  /// The value with the one `counter` reaches `target` at (counting in the order `collect`
  /// lists them) replaced.
  private static func replaced(
    _ value: JSONValue, _ target: Int, _ replacement: JSONValue, _ counter: inout Int
  ) -> JSONValue {
    let index = counter
    counter += 1
    if index == target { return replacement }
    switch value {
    case .array(var elements):
      for place in elements.indices {
        elements[place] = replaced(elements[place], target, replacement, &counter)
      }
      return .array(elements)
    case .object(var object):
      for place in object.members.indices {
        object.members[place].value = replaced(
          object.members[place].value, target, replacement, &counter)
      }
      return .object(object)
    default:
      return value
    }
  }
}
