import FormshDomain

/// Forms built to reach every kind and rule the byte path checks, and every way a field can
/// make it unsure: each kind required or not, lengths, patterns, ranges, selection counts,
/// defaults valid and invalid, options that are not plain ASCII, named twice, too many.
enum AgreementForms {
  static func form(_ title: String, _ fields: [Field]) -> Form {
    Form(title: title, theme: .standard, fields: fields)
  }

  static func options(_ ids: [String]) -> [Option] {
    ids.map { Option(id: $0, label: "Label \($0)") }
  }

  static let abc = options(["a", "b", "c", "d", "e"])

  /// One field of every kind of the registry (`FieldKind.allCases`, in its order), as
  /// `required` says, each named after its kind and given options when it takes them: a new
  /// kind is in every agreement run.
  static func everyKind(required: Bool) -> Form {
    form(
      "every kind" + (required ? ", required" : ""),
      FieldKind.allCases.map { kind in
        Field(
          id: kind.name, kind: kind,
          label: kind.name.prefix(1).uppercased() + kind.name.dropFirst(),
          isRequired: required, options: kind.shape.takesOptions ? abc : [])
      })
  }

  /// Lengths on every text kind, at the edges the checks count in bytes.
  static let lengths = form(
    "lengths",
    [
      Field(
        id: "short", kind: .text, label: "Short", isRequired: true,
        constraints: Constraints(maxLength: 8, minLength: 3)),
      Field(
        id: "one", kind: .multiline, label: "One", constraints: Constraints(maxLength: 1)),
      Field(id: "none", kind: .text, label: "None", constraints: Constraints(maxLength: 0)),
      Field(
        id: "secret", kind: .secure, label: "Secret", isRequired: true,
        constraints: Constraints(minLength: 12)),
      Field(
        id: "long_min", kind: .text, label: "Long", constraints: Constraints(minLength: 5)),
      Field(
        id: "mail", kind: .email, label: "Mail", isRequired: true,
        constraints: Constraints(maxLength: 20, minLength: 8)),
      Field(id: "site", kind: .url, label: "Site", constraints: Constraints(maxLength: 30)),
      Field(
        id: "amount", kind: .number, label: "Amount",
        constraints: Constraints(maxLength: 4, minLength: 2)),
      Field(
        id: "same", kind: .text, label: "Same", errorMessage: "Exactly four.",
        constraints: Constraints(maxLength: 4, minLength: 4)),
    ])

  /// Rules the byte path leaves to the general one, beside fields it checks.
  static let patternsAndRanges = form(
    "patterns and ranges",
    [
      Field(
        id: "word", kind: .text, label: "Word", isRequired: true,
        constraints: Constraints(maxLength: 10, pattern: try! Pattern("[a-z]+"))),
      Field(
        id: "code", kind: .secure, label: "Code", errorMessage: "A code like AB-12.",
        constraints: Constraints(pattern: try! Pattern("[A-Z]{2}-[0-9]{2}"))),
      Field(
        id: "score", kind: .number, label: "Score", isRequired: true,
        constraints: Constraints(minimum: RangeBound("-5"), maximum: RangeBound("100.5"))),
      Field(id: "count", kind: .number, label: "Count", constraints: Constraints(minimum: "0")),
      Field(
        id: "day", kind: .date, label: "Day",
        constraints: Constraints(minimum: "2026-01-01", maximum: "2027-12-31")),
      Field(
        id: "opens", kind: .time, label: "Opens",
        constraints: Constraints(minimum: "09:00", maximum: "17:30:00")),
      Field(
        id: "departs", kind: .dateTime, label: "Departs", isRequired: true,
        constraints: Constraints(minimum: "2026-01-01T00:00Z", maximum: "2027-12-31T23:59")),
      Field(id: "phone", kind: .phone, label: "Phone"),
      Field(
        id: "two_or_three", kind: .multiselect, label: "Two or three", isRequired: true,
        constraints: Constraints(minSelections: 2, maxSelections: 3), options: abc),
      Field(
        id: "at_most_one", kind: .multiselect, label: "At most one",
        constraints: Constraints(minSelections: 0, maxSelections: 1), options: abc),
      Field(
        id: "at_least_four", kind: .multiselect, label: "At least four",
        constraints: Constraints(minSelections: 4), options: abc),
      Field(id: "plain", kind: .text, label: "Plain"),
    ])

  /// Defaults of every kind, valid and not: a record that leaves a field out is checked on
  /// its default.
  static let defaults = form(
    "defaults",
    [
      Field(id: "text", kind: .text, label: "T", defaultValue: .text("hello")),
      Field(
        id: "too_long", kind: .text, label: "T", constraints: Constraints(maxLength: 3),
        defaultValue: .text("too long")),
      Field(id: "blank", kind: .text, label: "T", isRequired: true, defaultValue: .text("   ")),
      Field(id: "number", kind: .number, label: "N", defaultValue: .text("12.5")),
      Field(id: "not_number", kind: .number, label: "N", defaultValue: .text("twelve")),
      Field(id: "bad_email", kind: .email, label: "E", defaultValue: .text("nobody")),
      Field(id: "bad_url", kind: .url, label: "U", defaultValue: .text("ftp://x")),
      Field(
        id: "choice", kind: .dropdown, label: "D", options: abc, defaultValue: .selection(["b"])),
      Field(
        id: "unknown_choice", kind: .dropdown, label: "D", isRequired: true, options: abc,
        defaultValue: .selection(["zz"])),
      Field(
        id: "two_choices", kind: .dropdown, label: "D", options: abc,
        defaultValue: .selection(["a", "c"])),
      Field(
        id: "many", kind: .multiselect, label: "M", options: abc,
        defaultValue: .selection(["c", "a"])),
      Field(
        id: "too_many", kind: .multiselect, label: "M",
        constraints: Constraints(maxSelections: 1), options: abc,
        defaultValue: .selection(["a", "a", "b"])),
      Field(id: "on", kind: .toggle, label: "O", defaultValue: .bool(true)),
      Field(
        id: "unchecked", kind: .checkbox, label: "C", isRequired: true, defaultValue: .bool(false)),
      Field(id: "wrong_shape", kind: .checkbox, label: "C", defaultValue: .text("yes")),
      Field(id: "text_as_list", kind: .text, label: "T", defaultValue: .selection(["a"])),
      Field(id: "bad_day", kind: .date, label: "D", defaultValue: .text("2023-02-29")),
      Field(
        id: "day", kind: .date, label: "D", isRequired: true, defaultValue: .text("2026-03-01")),
      Field(id: "bad_time", kind: .time, label: "T", defaultValue: .text("24:00")),
      Field(
        id: "when", kind: .dateTime, label: "W", isRequired: true,
        defaultValue: .text("2026-03-01T09:00+01:00")),
      Field(id: "dialled", kind: .phone, label: "P", defaultValue: .text("+44 (20) 7946-0958")),
    ])

  /// Options whose ids equal other text as strings but not as bytes, ids named twice, labels
  /// that are other options' ids, ids that share their first or last eight bytes.
  static let choices = form(
    "options",
    [
      Field(
        id: "kelvin", kind: .dropdown, label: "Kelvin", isRequired: true,
        options: [Option(id: "\u{212A}", label: "kelvin"), Option(id: "K", label: "k")]),
      Field(
        id: "kelvin_ascii", kind: .multiselect, label: "K",
        options: [Option(id: "K", label: "Kelvin"), Option(id: "k", label: "\u{212A}")]),
      Field(
        id: "accents", kind: .multiselect, label: "Accents",
        options: [
          Option(id: "\u{E9}", label: "precomposed"), Option(id: "e\u{301}", label: "combining"),
          Option(id: "e", label: "\u{E9}"),
        ]),
      Field(
        id: "twice", kind: .dropdown, label: "Twice",
        options: [Option(id: "a", label: "first"), Option(id: "a", label: "second")]),
      Field(
        id: "twice_multi", kind: .multiselect, label: "Twice",
        options: [
          Option(id: "a", label: "b"), Option(id: "b", label: "a"), Option(id: "a", label: "c"),
        ]),
      Field(
        id: "crossed", kind: .dropdown, label: "Crossed",
        options: [
          Option(id: "x", label: "y"), Option(id: "y", label: "X"), Option(id: "", label: ""),
        ]),
      Field(
        id: "prefixes", kind: .multiselect, label: "Prefixes", isRequired: true,
        options: options([
          "abcdefgh", "abcdefghi", "bbcdefgh", "abcdefgx", "abcdefghijklmnop",
          "abcdefghijklmnopq", "abcdefghYjklmnopq", "xbcdefghijklmnop", "abcdefghijklmnox",
          "abcdefgxijklmnop",
          "abcdefghijklmnopabcdefghijklmnop", "abcdefghijklmnopxbcdefghijklmnop", "a", "ab",
        ])),
      Field(
        id: "strange", kind: .dropdown, label: "Strange",
        options: [
          Option(id: "a b", label: "space"), Option(id: #"q"uote"#, label: "quote"),
          Option(id: #"back\slash"#, label: "backslash"), Option(id: "sl/ash", label: "slash"),
          Option(id: "\u{7F}", label: "delete"), Option(id: "1", label: "one"),
        ]),
      Field(
        id: "sixty_four", kind: .multiselect, label: "64",
        constraints: Constraints(maxSelections: 40),
        options: options((0..<64).map { "o\($0)" })),
      Field(
        id: "sixty_five", kind: .multiselect, label: "65",
        options: options((0..<65).map { "o\($0)" })),
      Field(
        id: "seventy", kind: .dropdown, label: "70", options: options((0..<70).map { "opt\($0)" })),
      Field(id: "empty", kind: .dropdown, label: "Empty"),
      Field(id: "empty_multi", kind: .multiselect, label: "Empty"),
    ])

  /// Field ids that the byte path's key lookup must not match on bytes alone.
  static let ids = form(
    "ids",
    [
      Field(id: "caf\u{E9}", kind: .text, label: "Caf\u{E9}"),
      Field(id: #"a"b"#, kind: .text, label: "Quote"),
      Field(id: #"a\b"#, kind: .toggle, label: "Backslash"),
      Field(id: "", kind: .number, label: "Empty"),
      Field(id: "\u{212A}", kind: .dropdown, label: "Kelvin", options: abc),
      Field(id: "abcdefgh", kind: .text, label: "8"),
      Field(id: "abcdefghi", kind: .text, label: "9"),
      Field(id: "abcdefghijklmnop", kind: .text, label: "16"),
      Field(id: "abcdefghijklmnopq", kind: .email, label: "17"),
      Field(id: "bbcdefghijklmnop", kind: .checkbox, label: "16 again", isRequired: true),
    ])

  /// Many fields of the usual kinds.
  static let wide = form(
    "wide",
    (0..<40).map { index in
      let kinds: [FieldKind] = [.text, .number, .email, .dropdown, .multiselect, .checkbox]
      let kind = kinds[index % kinds.count]
      return Field(
        id: "field_\(index)", kind: kind, label: "Field \(index)", isRequired: index % 3 == 0,
        constraints: Constraints(maxLength: kind == .text ? 12 : nil),
        options: kind == .dropdown || kind == .multiselect ? abc : [])
    })

  /// No field at all, and a single one: the payload's braces with nothing or one member.
  static let none = form("none", [])
  static let single = form(
    "single", [Field(id: "ok", kind: .checkbox, label: "OK", defaultValue: .bool(true))])

  /// Every form above, by name.
  static let all: [(String, Form)] = [
    ("every kind", everyKind(required: false)), ("every kind, required", everyKind(required: true)),
    ("lengths", lengths), ("patterns and ranges", patternsAndRanges), ("defaults", defaults),
    ("options", choices), ("ids", ids), ("wide", wide), ("none", none), ("single", single),
    ("conditional", conditional), ("conditional on bytes", conditionalOnBytes),
    ("enabled on bytes", enabledOnBytes),
  ]
}
