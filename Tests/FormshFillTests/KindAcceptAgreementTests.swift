import Testing

@testable import FormshDomain
@testable import FormshFill

/// Batch fill checks a record's value on its bytes (`FieldByteCheck`, built from the kind's
/// `byteAccept` and its rules' `byteRule`s) and takes the general path (`accept`, the rules,
/// `payload`) for what the check is not sure of. For every kind of the registry, over fields
/// with each limit the kind takes and values of every shape, the check may say "valid, and the
/// payload carries these bytes" only where the general path says exactly that, and what it
/// tells the conditions a value reads as must be what `accept` makes of it. A new kind is in
/// this test by being in the registry, and states its `byteAccept` (there is no default).
@Suite struct KindAcceptAgreementTests {
  /// What checking one kind found.
  struct Tally {
    /// Values the check said valid, each agreeing with the general path.
    var valid = 0
    /// Values whose reading for the conditions the check gave, each agreeing with `accept`.
    var read = 0
    var disagreements: [String] = []
  }

  // MARK: The fields

  static func options(_ ids: [String]) -> [Option] {
    ids.map { Option(id: $0, label: "Label \($0)") }
  }

  /// Option lists a choice field may have: plain ids; labels that are other options' ids and
  /// an empty id; an id named twice; ids sharing their first or last eight bytes; enough for a
  /// lookup table; the most a check takes and one more; ids beyond ASCII; none.
  static let optionLists: [[Option]] = [
    options(["a", "b", "c", "d", "e"]),
    [Option(id: "x", label: "y"), Option(id: "y", label: "X"), Option(id: "", label: "")],
    [Option(id: "a", label: "first"), Option(id: "b", label: "a"), Option(id: "a", label: "c")],
    options([
      "abcdefgh", "abcdefghi", "bbcdefgh", "abcdefgx", "abcdefghijklmnop", "abcdefghijklmnopq",
      "xbcdefghijklmnop", "abcdefghijklmnox", "abcdefghijklmnopabcdefghijklmnop", "ab",
    ]),
    options((0..<20).map { "opt\($0)" }),
    options((0..<64).map { "o\($0)" }),
    options((0..<65).map { "o\($0)" }),
    [Option(id: "\u{E9}", label: "precomposed"), Option(id: "K", label: "\u{212A}")],
    [
      Option(id: "a b", label: "space"), Option(id: "\u{7F}", label: "delete"),
      Option(id: "1", label: "one"),
    ],
    [],
  ]

  /// The limits a field of `kind` can have, each alone or with another, as the kind takes them.
  static func constraints(_ kind: FieldKind) -> [Constraints] {
    var all = [Constraints()]
    if kind.limits.contains(.length) {
      all += [
        Constraints(maxLength: 5), Constraints(maxLength: 1), Constraints(maxLength: 0),
        Constraints(minLength: 3), Constraints(maxLength: 8, minLength: 3),
        Constraints(maxLength: 4, minLength: 4), Constraints(maxLength: 30, minLength: 12),
      ]
    }
    if kind.limits.contains(.pattern) { all.append(Constraints(pattern: try! Pattern("[a-z]+"))) }
    if kind.limits.contains(.range) {
      let bounds = [Input.number("5"), .text("2026-01-01")].compactMap(kind.behavior.rangeBound)
      all += bounds.map { Constraints(minimum: $0) }
    }
    if kind.limits.contains(.selectionCount) {
      all += [
        Constraints(minSelections: 2, maxSelections: 3), Constraints(maxSelections: 1),
        Constraints(minSelections: 4), Constraints(minSelections: 0, maxSelections: 0),
      ]
    }
    return all
  }

  /// Fields of `kind`: required or not, with each of its limits, and options when it takes
  /// them.
  static func fields(_ kind: FieldKind) -> [Field] {
    let optionLists = kind.shape.takesOptions ? optionLists : [[]]
    return [false, true].flatMap { required in
      constraints(kind).flatMap { constraints in
        optionLists.map { options in
          Field(
            id: "f", kind: kind, label: "F", isRequired: required, constraints: constraints,
            options: options)
        }
      }
    }
  }

  // MARK: The values

  /// Strings of every sort: blanks, escapes, text beyond ASCII at and past the lengths above
  /// counted in characters and in bytes, numbers in every spelling, booleans in every spelling,
  /// emails, URLs, dates, comma lists.
  static let strings: [String] = [
    "", " ", "   ", "\t", "a", "ab", "abc", "abcd", "abcde", "abcdef", "abcdefgh", "abcdefghi",
    "hello world", "  padded  ", "x", "y", "X", #"a"b"#, #"back\slash"#, "tab\there", "line\nbreak",
    "\u{7F}", "\u{A0}", "\u{2003}", "\u{200B}", "\u{FEFF}", "\u{E9}", "\u{E9}\u{E9}",
    "\u{E9}\u{E9}\u{E9}\u{E9}\u{E9}", "\u{E9}\u{E9}\u{E9}\u{E9}\u{E9}\u{E9}",
    "e\u{301}e\u{301}e\u{301}", "\u{6771}\u{4EAC}", "\u{1F600}", "\u{1F1EB}\u{1F1F7}",
    "abcd\u{E9}", "\u{212A}", "\u{E9}t\u{E9} 2026",
    "0", "1", "12", "-0", "-7", "1.5", "19.99", "1e3", "1E+3", "-2.5e-3", "12345", "123456",
    "+1", "01", ".5", "5.", "1,5", " 12", "12 ", "0x1F", "NaN", "Infinity", "1e", "-",
    "\u{FF11}\u{FF12}", "1_000", "123456789012345678901234567890", "1e400",
    "true", "false", "TRUE", "False", "yes", "No", "on", "OFF", "y", "t",
    "user@example.com", "a@b.co", "user@example", "not-an-email", "\u{DC}ser@example.com",
    "https://example.com", "http://x.io/p?q=1", "ftp://example.com", "example.com", "https://",
    "https://exa mple.com", "2026-03-01", "2023-02-29", "2026-3-1",
    "a,b", "a, b", "b,a", "a,a", "a,zz", ",", "Label a", "label A", "LABEL A", "first",
  ]

  /// Numbers as a record writes them, each in JSON's syntax.
  static let numbers = [
    "0", "-0", "1", "12", "-7", "1.5", "19.99", "0.000001", "1e3", "1E3", "1e+3", "1e-3",
    "-2.5E-3", "12345", "123456", "123456789012345678901234567890", "1e400",
  ]

  /// The values a record may give `field`: the strings, numbers, booleans and null above, and
  /// its options' ids and labels alone, changed, together, twice, with ids it does not have.
  static func values(_ field: Field) -> [RecordValue] {
    let ids = field.options.map(\.id)
    let labels = field.options.map(\.label)
    var texts = strings
    texts += ids.prefix(12) + labels.prefix(4) + labels.prefix(4).map { $0.uppercased() }
    texts += ids.prefix(3).flatMap { [$0 + " ", " " + $0, $0 + "x", $0.uppercased()] }
    texts += [ids.prefix(3).joined(separator: ","), ids.prefix(2).joined(separator: ", ")]
    var lists: [[String]] = [[], [""], ["a"], ["a", "b"], ["b", "a"], ["a", "a"], ["zz"], ["1"]]
    lists += [["true"], ["\u{E9}"], [#"a"b"#], ["a", "zz"]]
    lists += ids.prefix(12).map { [$0] } + labels.prefix(3).map { [$0] }
    lists += [Array(ids.prefix(2)), Array(ids.prefix(2).reversed()), Array(ids.prefix(4))]
    lists += [Array(ids.prefix(1)) + Array(ids.prefix(1)), ids, Array(ids.reversed())]
    lists += [ids.prefix(1) + ["zz"], ids.prefix(2) + ["Label \(ids.last ?? "")"]]
    return texts.map(RecordValue.string) + numbers.map(RecordValue.number)
      + lists.map(RecordValue.list) + [.bool(true), .bool(false), .null]
  }

  // MARK: The two paths (the byte path's answers: `FieldByteCheck.written`, `conditionReading`)

  /// What the general path sends for the value: `accept`, then (a condition making the field
  /// `required`) not empty, then the field's rules, then `payload`; `nil` when it refuses.
  static func general(_ field: Field, _ value: RecordValue, required: Bool) -> PayloadValue? {
    let behavior = field.kind.behavior
    guard let accepted = try? behavior.accept(value.input, for: field) else { return nil }
    if required, accepted.isEmpty { return nil }
    guard ValidateForm.firstFailure(of: field, value: accepted) == nil else { return nil }
    return behavior.payload(accepted, for: field)
  }

  /// Whether two payload values are the same bytes (`PayloadValue`'s `==` compares its strings
  /// as Swift does, ignoring normalization).
  static func same(_ a: PayloadValue?, _ b: PayloadValue?) -> Bool {
    switch (a, b) {
    case (.string(let x)?, .string(let y)?), (.number(let x)?, .number(let y)?):
      Array(x.utf8) == Array(y.utf8)
    case (.strings(let x)?, .strings(let y)?): x.map { Array($0.utf8) } == y.map { Array($0.utf8) }
    case (.bool(let x)?, .bool(let y)?): x == y
    case (.null?, .null?): true
    default: false
    }
  }

  /// Whether two values are the same bytes.
  static func same(_ a: FormValue?, _ b: FormValue?) -> Bool {
    switch (a, b) {
    case (.text(let x)?, .text(let y)?): Array(x.utf8) == Array(y.utf8)
    case (.selection(let x)?, .selection(let y)?):
      x.map { Array($0.utf8) } == y.map { Array($0.utf8) }
    case (.bool(let x)?, .bool(let y)?): x == y
    default: false
    }
  }

  /// The field in a few words, for a message: its kind and what it has.
  static func describe(_ field: Field) -> String {
    let limits = field.constraints
    var words = [(field.isRequired ? "a required " : "an optional ") + "\(field.kind) field"]
    if let max = limits.maxLength { words.append("max_length \(max)") }
    if let min = limits.minLength { words.append("min_length \(min)") }
    if limits.pattern != nil { words.append("a pattern") }
    if let min = limits.minimum { words.append("min \(min)") }
    if let min = limits.minSelections { words.append("min_selections \(min)") }
    if let max = limits.maxSelections { words.append("max_selections \(max)") }
    if !field.options.isEmpty { words.append("\(field.options.count) options") }
    return words.joined(separator: ", ")
  }

  /// Compares the two paths on every field of `kind` and every value.
  static func compare(_ kind: FieldKind) -> Tally {
    var tally = Tally()
    for field in fields(kind) {
      guard let check = FieldByteCheck(field) else { continue }
      let name = describe(field)
      for value in values(field) {
        if let read = check.conditionReading(value) {
          let accepted = try? field.kind.behavior.accept(value.input, for: field)
          if same(read, accepted) {
            tally.read += 1
          } else {
            tally.disagreements.append(
              "\(name), \(value): conditions read \(read), accept gives \(String(describing: accepted))"
            )
          }
        }
        for required in [false, true] {
          let expected = general(field, value, required: required)
          for written in check.written(value, required: required) {
            if same(written, expected) {
              tally.valid += 1
            } else {
              tally.disagreements.append(
                "\(name), \(value), required by a condition: \(required): byte path writes "
                  + "\(written), general path \(expected.map { "\($0)" } ?? "refuses")")
            }
          }
        }
      }
    }
    return tally
  }

  @Test(arguments: FieldKind.allCases)
  func theByteCheckSaysValidOnlyWhereTheGeneralPathDoes(_ kind: FieldKind) {
    let tally = Self.compare(kind)
    for disagreement in tally.disagreements.prefix(8) { Issue.record("\(disagreement)") }
    #expect(tally.disagreements.isEmpty)
    // A kind whose values are checked on bytes had most of its fields and many values
    // checked: the comparison is not empty.
    let fields = Self.fields(kind)
    let checked = fields.filter { FieldByteCheck($0) != nil }.count
    if kind.behavior.byteAccept != nil {
      #expect(checked * 2 >= fields.count, "\(kind): \(checked) of \(fields.count) fields checked")
      #expect(tally.valid >= checked, "\(kind): \(tally.valid) values valid on bytes")
      // The conditions read on bytes only the values of a field of a few values
      // (`ConditionTables.Domain`); the others' are decoded and `accept`ed.
      if [.option, .options, .onOff].contains(kind.behavior.byteAccept) {
        #expect(tally.read >= checked, "\(kind): \(tally.read) values read on bytes")
      } else {
        #expect(tally.read == 0)
      }
    } else {
      #expect(checked == 0)
    }
  }
}
