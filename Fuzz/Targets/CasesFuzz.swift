// Fuzz target: a hostile form → GenerateCases → each scenario's script text (CaseScript), as
// `formsh cases` writes it (issue 26 §15). An input starting with `{` is the form's JSON
// itself (the seeds: Forms/, the fixtures); any other is read as choices that build a form
// whose ids, options, labels, defaults, patterns and messages are made of the characters
// that break scripts and terminals (escape sequences, quotes, backslashes, `$`, `;`, `#`,
// line breaks, combining marks, bidi controls).
//
// Every generated file must hold no raw control character but the line break, keep each
// line within the script line limit, end no line in a backslash that would join it with the
// next, and read as a script: every logical line lexes (no `${…}` left to expand) and each
// of its commands parses (CommandTable). Each `set` reads back the field id and the value
// the generator meant, scalar for scalar.
//
// Bounds far past what can be generated (max_length near 2^63, issue 26 §12) are another
// point's: such forms are skipped, so that the run measures what this target checks.

/// The characters strings are made of: a byte below 0x40 picks one of these, any other is
/// itself (ASCII) or, past 0x7F, an accented letter.
let awkward: [String] = [
  "\u{1B}", "\u{1B}[2J", "\u{1B}]52;c;eA==\u{07}", "\u{1B}]8;;http://x\u{1B}\\", "\u{07}",
  "\u{9B}", "\u{202E}", "\u{2066}", "\u{2028}", "\u{85}", "\u{0}", "\u{7F}", "\u{301}", "\u{308}",
  "\u{200D}", "\u{600}", "\u{212A}", "\u{1112}\u{1161}\u{11AB}", "\u{D55C}", "é", "e\u{301}",
  "\"", "\\", "'", "$", "${HOME}", "{", "}", "#", ";", "=", ",", " ", "  ", "\t", "\n", "\r",
  "\r\n", "~", "+", "-", "/", ".", "*", "(", ")", "[", "]", "^", "|", "?", "😀", "👩‍👩‍👧",
  "x", "0", "9", "@", ":", "%", "&", "<", ">", "!",
]

/// Reads choices from the fuzzer's bytes (zeros once they run out).
struct Choices {
  let bytes: [UInt8]
  var index = 0

  mutating func byte() -> UInt8 {
    defer { index += 1 }
    return index < bytes.count ? bytes[index] : 0
  }

  mutating func below(_ count: Int) -> Int { Int(byte()) % count }

  mutating func flag() -> Bool { byte() & 1 == 1 }

  /// A string of up to 12 pieces.
  mutating func text() -> String {
    var text = ""
    for _ in 0..<below(13) {
      let piece = byte()
      switch piece {
      case 0..<0x40: text += awkward[Int(piece) % awkward.count]
      case 0x40..<0x80: text.unicodeScalars.append(Unicode.Scalar(piece))
      default: text += ["à", "ß", "ø", "ł", "ñ"][Int(piece) % 5]
      }
    }
    return text
  }

  /// A non-empty string.
  mutating func id() -> String {
    let text = self.text()
    return text.isEmpty ? "f\(index)" : text
  }
}

/// A form built from choices, as JSON.
func builtForm(_ choices: inout Choices) -> JSONValue {
  func string(_ text: String) -> JSONValue { .string(text) }
  func object(_ members: [(String, JSONValue)]) -> JSONValue {
    .object(JSONObject(members.map { (key: $0.0, value: $0.1) }))
  }
  let types = ["TEXT", "DROPDOWN", "CHECKBOX", "TOGGLE"]
  let subtypes = ["PLAIN", "MULTILINE", "NUMBER", "EMAIL", "URL", "SECURE", "DATE", "TIME"]
  let patterns = ["^[a-z]+$", "\\d{3}", "[^\\x1b]+", "(a|b)*c", "^\\$\\{x\\}$", "é+", ".{2,4}"]
  let numbers = ["-2.5", "0", "10", "1e3", "0.01", "99999"]
  var ids: [String] = []
  var fields: [JSONValue] = []
  for position in 0..<(1 + choices.below(6)) {
    let id = choices.id()
    ids.append(id)
    var members: [(String, JSONValue)] = [
      ("id", string(id)), ("order", .number(String(position))),
      ("label", string(choices.text())),
    ]
    let type = types[choices.below(types.count)]
    members.append(("type", string(type)))
    if choices.flag() { members.append(("required", .bool(true))) }
    switch type {
    case "TEXT":
      let subtype = subtypes[choices.below(subtypes.count)]
      members.append(("subtype", string(subtype)))
      if choices.flag() { members.append(("max_length", .number(String(choices.below(12))))) }
      if choices.flag() { members.append(("min_length", .number(String(choices.below(4))))) }
      if choices.flag() {
        members.append(
          (
            "regex",
            string(choices.flag() ? patterns[choices.below(patterns.count)] : choices.text())
          ))
      }
      if choices.flag() { members.append(("default_value", string(choices.text()))) }
      if subtype == "NUMBER", choices.flag() {
        members.append(("min", .number(numbers[choices.below(numbers.count)])))
        members.append(("max", .number(numbers[choices.below(numbers.count)])))
      }
    case "DROPDOWN":
      var options: [JSONValue] = []
      for _ in 0..<choices.below(5) {
        options.append(object([("id", string(choices.id())), ("label", string(choices.text()))]))
      }
      members.append(("options", .array(options)))
      if choices.flag() {
        members.append(("allow_multiple", .bool(true)))
        if choices.flag() { members.append(("min_selections", .number(String(choices.below(3))))) }
        if choices.flag() { members.append(("max_selections", .number(String(choices.below(4))))) }
      }
    default:
      if choices.flag() { members.append(("default_value", .bool(choices.flag()))) }
    }
    if let error = choices.flag() ? choices.text() : nil {
      members.append(("error_message", string(error)))
    }
    if !ids.dropLast().isEmpty, choices.flag() {
      let read = ids[choices.below(ids.count - 1)]
      let rule = object([("==", .array([object([("var", string(read))]), string(choices.text())]))])
      members.append((choices.flag() ? "visible_if" : "required_if", rule))
    }
    fields.append(object(members))
  }
  var rules: [JSONValue] = []
  for _ in 0..<choices.below(3) {
    let read = ids[choices.below(ids.count)]
    rules.append(
      object([
        (
          "check",
          object([("!=", .array([object([("var", string(read))]), string(choices.text())]))])
        ),
        ("message", string(choices.text())),
        ("fields", .array(choices.flag() ? [string(read)] : [])),
      ]))
  }
  return object([
    ("form_title", string(choices.text())), ("fields", .array(fields)), ("rules", .array(rules)),
  ])
}

/// Whether a form has a bound far past what can be generated (issue 26 §12, not this target's).
func hasHugeBound(_ form: Form) -> Bool {
  form.fields.contains { field in
    let bounds = [
      field.constraints.maxLength, field.constraints.minLength, field.constraints.minSelections,
      field.constraints.maxSelections,
    ]
    return bounds.contains { ($0 ?? 0) > 10_000 }
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCases(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = FuzzCheck.bytes(data, size)
  let json: [UInt8]
  if bytes.first == UInt8(ascii: "{") {
    json = bytes
  } else {
    var choices = Choices(bytes: bytes)
    json = Array(JSONWriter.string(builtForm(&choices)).utf8)
  }
  guard let loaded = try? FormDecoder.decode(json, source: "fuzz.json"),
    !hasHugeBound(loaded.form)
  else { return 0 }
  let form = loaded.form
  let suite = GenerateCases(form: form, longestValue: CaseScript.longestValue)()
  let lexer = Lexer(lookup: { _ in nil })
  for scenario in suite.scenarios {
    let text = CaseScript.text(scenario, form: form, formPath: "forms/fuzz \u{1B}[1m.json")
    FuzzCheck.terminalSafe(text, "\(scenario.name).formsh")
    var lines = text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    for line in lines where Lexer.continues(line) {
      FuzzCheck.fail(
        "a line ends in a backslash that joins it with the next: \(line.debugDescription)")
    }
    lines.reverse()
    while let first = lines.popLast() {
      guard case .line(let line) = LogicalLine.read(first, next: { lines.popLast() }) else {
        FuzzCheck.fail("\(scenario.name).formsh has a line over the script line limit")
      }
      if line.utf8.count > PlainLineReader.maximumLineLength {
        FuzzCheck.fail("\(scenario.name).formsh has a line over the script line limit")
      }
      do {
        for command in try lexer.split(line) { _ = try CommandTable.parse(command) }
      } catch {
        FuzzCheck.fail(
          "\(scenario.name).formsh: \(line.debugDescription) does not read: \(error.message)")
      }
    }
    for step in scenario.steps { checkReadBack(step, form: form, lexer: lexer) }
  }
  return 0
}

/// A `set` a step writes reads back the id and the value the generator meant.
func checkReadBack(_ step: CaseStep, form: Form, lexer: Lexer) {
  guard case .assign(let id, .text(let value)) = step, !value.isEmpty else { return }
  let line = CaseScript.line(step, form: form)
  guard line.hasPrefix("set ") else { return }
  guard let words = try? lexer.split(line).first,
    let set = (try? CommandTable.parse(words)) as? SetCommand
  else { FuzzCheck.fail("\(line.debugDescription) does not read as a set") }
  let same = { (a: String, b: String?) in
    b.map { a.unicodeScalars.elementsEqual($0.unicodeScalars) } ?? false
  }
  if !same(id, set.field) || !same(value, set.value) {
    FuzzCheck.fail(
      "\(line.debugDescription) reads as set \(set.field.debugDescription) = "
        + "\(set.value.debugDescription), not \(id.debugDescription) = \(value.debugDescription)")
  }
}
