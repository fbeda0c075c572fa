/// How a field's value reads in a fast condition, worked out once per field from its kind, so
/// that a batch fill turns each record's value into a `FastValue` without asking the kind for
/// its payload: the value is read as the payload would carry it (`FastValue(_:PayloadValue)`).
///
/// Each shape is taken only when the kind's payload answers sample values of its shape as
/// that shape reads them; a kind whose payload does anything else is read through its
/// payload (`FastReadingTests` checks every kind on values of every shape).
enum FastReading: Sendable, Equatable {
  /// Text carried as a string (empty: null).
  case text
  /// Text carried as a number (empty: null).
  case number
  /// The first selected option id (none or empty: null).
  case option
  /// The selected option ids (none: null).
  case options
  /// On or off (anything but on: off).
  case onOff
  /// Through the kind's payload.
  case payload

  /// The reading of a field's values.
  init(_ field: Field) {
    let behavior = field.kind.behavior
    func answers(_ value: FormValue, _ payload: PayloadValue) -> Bool {
      behavior.payload(value, for: field) == payload
    }
    switch behavior.shape {
    case .text where answers(.text("0.5"), .number("0.5")) && answers(.text(""), .null):
      self = .number
    case .text
    where answers(.text("0.5"), .string("0.5")) && answers(.text(" é"), .string(" é"))
      && (answers(.text(""), .string("")) || answers(.text(""), .null)):
      self = .text
    case .options(multiple: false)
    where answers(.selection(["b", "a"]), .string("b")) && answers(.selection([]), .null):
      self = .option
    case .options(multiple: true)
    where answers(.selection(["b", "a"]), .strings(["b", "a"]))
      && answers(.selection([]), .strings([])):
      self = .options
    case .onOff where answers(.bool(true), .bool(true)) && answers(.bool(false), .bool(false)):
      self = .onOff
    default:
      self = .payload
    }
  }
}

extension FastValue {
  /// A field's value as a condition reads it, by the field's reading (`payload` gives it
  /// for a field read through its payload).
  @inline(__always)
  init(_ value: FormValue, _ reading: FastReading, payload: () -> FastValue) {
    switch reading {
    case .text:
      if case .text(let text) = value, !text.isEmpty { self = .string(text) } else { self = .null }
    case .number:
      if case .text(let text) = value, !text.isEmpty {
        self = .number(FastValue.number(text))
      } else {
        self = .null
      }
    case .option:
      if case .selection(let ids) = value, let id = ids.first, !id.isEmpty {
        self = .string(id)
      } else {
        self = .null
      }
    case .options:
      if case .selection(let ids) = value, !ids.isEmpty {
        self = .strings(ids)
      } else {
        self = .null
      }
    case .onOff:
      if case .bool(let on) = value { self = .bool(on) } else { self = .bool(false) }
    case .payload:
      self = payload()
    }
  }
}
