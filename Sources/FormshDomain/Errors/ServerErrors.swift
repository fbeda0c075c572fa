/// The errors a server returned for a submission, mapped onto a form: messages per field, in
/// the order the server sent them, and errors of the form as a whole (those that named no
/// field, keeping the name they gave in their text: "nickname: is reserved").
///
/// They are shown like local errors: a field's messages on that field (and cleared when its
/// value changes), the form's above the fields. The texts are already made safe to show
/// (control characters removed, length bounded) by whoever built the value.
public struct ServerErrors: Sendable, Equatable {
  /// The messages of each field the server named.
  public private(set) var fieldErrors: [FieldID: [String]]
  /// The fields with messages, in the order the server first named them.
  public private(set) var fieldOrder: [FieldID]
  /// Errors that name no field of the form, in the order received.
  public private(set) var formErrors: [String]

  /// No errors.
  public init() {
    fieldErrors = [:]
    fieldOrder = []
    formErrors = []
  }

  /// Adds a message to a field, after any it has.
  public mutating func add(_ message: String, to field: FieldID) {
    if fieldErrors[field] == nil { fieldOrder.append(field) }
    fieldErrors[field, default: []].append(message)
  }

  /// Adds an error of the form as a whole.
  public mutating func addFormError(_ message: String) {
    formErrors.append(message)
  }

  /// Puts an error of the form first (a summary, such as a problem's title).
  public mutating func insertFormError(_ message: String) {
    formErrors.insert(message, at: 0)
  }

  /// Whether there is no error at all.
  /// Forgets a field's errors (its value changed).
  public mutating func removeErrors(of field: FieldID) {
    guard fieldErrors.removeValue(forKey: field) != nil else { return }
    fieldOrder.removeAll { $0 == field }
  }

  /// Forgets the errors that name no field.
  public mutating func removeFormErrors() {
    formErrors = []
  }

  public var isEmpty: Bool { fieldOrder.isEmpty && formErrors.isEmpty }

  /// How many messages there are, for fields and for the form.
  public var count: Int { fieldErrors.values.reduce(formErrors.count) { $0 + $1.count } }

  /// A field's messages; empty when the server said nothing of it.
  public func messages(for field: FieldID) -> [String] { fieldErrors[field] ?? [] }

  /// The fields with messages and their messages, in the order the server named them.
  public var fields: [(field: FieldID, messages: [String])] {
    fieldOrder.map { ($0, fieldErrors[$0] ?? []) }
  }

  /// The fields with messages in the form's render order (a field the form lacks last).
  public func fields(in form: Form) -> [(field: FieldID, messages: [String])] {
    fields.enumerated().sorted { left, right in
      let a = form.position(of: left.element.field) ?? Int.max
      let b = form.position(of: right.element.field) ?? Int.max
      return a != b ? a < b : left.offset < right.offset
    }.map(\.element)
  }

  /// The same errors with each message passed through `transform`, in the same order: what
  /// a server said is kept with its secrets masked (`transform` masks them), as decoded
  /// text, so that no writer, however it escapes the text again, shows one.
  public func mappingMessages(_ transform: (String) -> String) -> ServerErrors {
    var mapped = ServerErrors()
    for message in formErrors { mapped.addFormError(transform(message)) }
    for field in fieldOrder {
      for message in fieldErrors[field] ?? [] { mapped.add(transform(message), to: field) }
    }
    return mapped
  }

  /// The errors as one line of a report shows them (`fill --to`, `validate --remote --json`):
  /// the first message of each field, in the form's order, then the form's own joined with
  /// "; " under `_form`; each passed through `scrub` (which masks secrets).
  public func firstMessages(
    in form: Form, _ scrub: (String) -> String = { $0 }
  ) -> [(field: String, message: String)] {
    var pairs = fields(in: form).compactMap { entry in
      entry.messages.first.map { (entry.field, scrub($0)) }
    }
    if !formErrors.isEmpty {
      pairs.append((CrossFieldRule.formWide, scrub(formErrors.joined(separator: "; "))))
    }
    return pairs
  }

  /// One line per message, as a terminal shows them: the form's first, then
  /// `field: message` per field message, in the order received.
  public var lines: [String] {
    formErrors + fields.flatMap { entry in entry.messages.map { "\(entry.field): \($0)" } }
  }
}
