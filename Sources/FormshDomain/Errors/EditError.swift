/// Why an edit was refused. Every message quotes what the user gave and says what would be
/// accepted instead.
public enum EditError: Error, Sendable, Equatable {
  /// No field has this id.
  case unknownField(String, suggestion: String?)
  /// The name is a group's, which has no value of its own; `fields`: its fields' paths.
  case group(String, fields: [FieldID])
  /// `add` or `remove` of something that is no repeating group; `lists`: the form's.
  case notAList(String, lists: [FieldID])
  /// `remove LIST N` of an item the list does not have.
  case noItem(list: FieldID, item: Int, count: Int)
  /// `add LIST` of a list that has the most items a list may have (`ItemBounds.mostItems`).
  case tooManyItems(list: FieldID, most: Int)
  /// The command does not apply to this kind of field.
  case wrongKind(field: FieldID, kind: FieldKind, command: String, applies: String)
  /// The text is longer than `max_length` (it is refused, never cut).
  case tooLong(field: FieldID, max: Int, length: Int)
  /// Not a number; `hint` says how to write it when it is almost one.
  case notANumber(field: FieldID, input: String, hint: String?)
  /// No option has this id or label.
  case unknownOption(field: FieldID, input: String, accepted: [String])
  /// Not one of the boolean spellings.
  case notABoolean(field: FieldID, input: String)
  /// A single-select was given several options.
  case oneOptionOnly(field: FieldID, given: [String])
  /// The same option was named twice.
  case repeatedOption(field: FieldID, option: String)
  /// A value of the wrong type for the field (from a record).
  case wrongInput(field: FieldID, expected: String, found: String)
  /// A value the field's kind refuses for a reason of its own (a date not in the calendar);
  /// `reason` follows the field's name and quotes the input.
  case refused(field: FieldID, reason: String)
  /// The field is read-only (`read_only`), or computed (`value`): no edit changes it.
  case readOnly(field: FieldID, computed: Bool)
  /// The field is disabled: its `enabled_if` (quoted as `condition`) does not hold now.
  case disabled(field: FieldID, condition: String)

  /// The field concerned, when there is one.
  public var field: FieldID? {
    switch self {
    case .unknownField, .group, .notAList: nil
    case .noItem(let list, _, _), .tooManyItems(let list, _): list
    case .wrongKind(let field, _, _, _), .tooLong(let field, _, _), .notANumber(let field, _, _),
      .unknownOption(let field, _, _), .notABoolean(let field, _), .oneOptionOnly(let field, _),
      .repeatedOption(let field, _), .wrongInput(let field, _, _), .refused(let field, _),
      .readOnly(let field, _), .disabled(let field, _):
      field
    }
  }

  /// The validation rule a refusal stands for, by its `ValidationRule.name`: text past
  /// `max_length` is that rule failing at `set`, letters in a number the `number` rule's
  /// failure. `nil` when the refusal is no rule's (an unknown option, a wrong kind).
  public var failedRule: String? {
    switch self {
    case .tooLong: "max_length"
    case .notANumber: "number"
    default: nil
    }
  }

  /// The rules whose failure is refused at `set` (`failedRule`): a value that fails them is
  /// never taken, so a computed one is never worked out to fail them either.
  public static let rulesRefusedAtSet: Set<String> = ["max_length", "number"]

  /// The reason, without the field's name (batch fill reports it per field).
  public var reason: String {
    switch self {
    case .unknownField(let id, let suggestion):
      "no field \(quoted(id))" + (suggestion.map { "; did you mean \(quoted($0))?" } ?? "")
    case .notAList(let id, let lists):
      "\(quoted(id)) is not a repeating group; "
        + (lists.isEmpty
          ? "this form has none" : "this form's: " + lists.joined(separator: ", "))
    case .noItem(_, let item, let count):
      "has no item \(item): "
        + (count == 0 ? "it has none" : "its items are numbered 1 to \(count)")
    case .tooManyItems(_, let most):
      "has \(most) items, the most a list may have (as `fill` takes from a record); remove"
        + " one before adding another"
    case .group(let id, let fields):
      "\(quoted(id)) is a group, not a field; name one of its fields: "
        + fields.prefix(5).joined(separator: ", ") + (fields.count > 5 ? ", …" : "")
    case .wrongKind(_, let kind, let command, let applies):
      "is \(kind.article) \(kind) field; \(command) applies to \(applies)"
    // The three refusals batch fill meets most often, built in one allocation.
    case .tooLong(_, let max, let length):
      EditError.text([
        "takes at most ", String(max), " characters; this value has ", String(length),
      ])
    case .notANumber(_, let input, let hint):
      EditError.text(
        hint.map { ["must be a number; \"", input, "\" is not (", $0, ")"] }
          ?? ["must be a number; \"", input, "\" is not"])
    case .unknownOption(_, let input, let accepted):
      accepted.isEmpty
        ? "has no options, so \(quoted(input)) cannot be chosen"
        : EditError.text(["has no option \"", input, "\"; choose one of: "], list: accepted)
    case .notABoolean(_, let input):
      "takes true/false, yes/no, on/off or 1/0; not \(quoted(input))"
    case .oneOptionOnly(_, let given):
      "takes one option; \(given.count) were given (\(given.joined(separator: ", ")))"
    case .repeatedOption(_, let option): "lists \(quoted(option)) more than once"
    case .wrongInput(_, let expected, let found): "expects \(expected), not \(found)"
    case .refused(_, let reason): reason
    case .readOnly(_, let computed):
      computed
        ? "is read-only: its value is computed from other fields"
        : "is read-only: it is shown and submitted, never edited"
    case .disabled(_, let condition): "is disabled: its enabled_if \(condition) does not hold"
    }
  }

  /// `pieces`, then the items of `list` separated by commas, written byte by byte into a
  /// string allocated once: interpolation and `joined` grow it piece by piece, and even into
  /// reserved room each `String.append` cost about 300 instructions, so a refusal's message
  /// cost about 4,000 (a batch fill builds one per refused value).
  private static func text(_ pieces: [String], list: [String] = []) -> String {
    var count = 0
    for piece in pieces { count += piece.utf8.count }
    for item in list { count += item.utf8.count + 2 }
    if !list.isEmpty { count -= 2 }
    // Whole strings joined: the bytes are UTF-8 already, which the initializer checks again.
    return String(unsafeUninitializedCapacity: count) { buffer in
      var offset = 0
      func put(_ text: String) {
        text.withUTF8Bytes { bytes in
          for byte in bytes {
            buffer[offset] = byte
            offset += 1
          }
        }
      }
      for piece in pieces { put(piece) }
      for (position, item) in list.enumerated() {
        if position > 0 { put(", ") }
        put(item)
      }
      return offset
    }
  }

  /// The whole message: the field, then the reason (and, for text that was too long, that
  /// nothing changed: a text box would have stopped taking keys).
  public var message: String {
    guard let field else { return reason }
    if case .tooLong = self { return "\(field): \(reason) (nothing was changed)" }
    return "\(field): \(reason)"
  }
}
