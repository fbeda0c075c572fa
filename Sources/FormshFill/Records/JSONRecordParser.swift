import FormshData
import FormshDomain

/// Reads one JSON Lines record (a JSON object) into a `ParsedRecord`.
///
/// A fast path handles the shape records nearly always have — an object of strings, numbers,
/// booleans, nulls and arrays of strings, with keys of plain ASCII that each name a field (or
/// the `--id` key) byte for byte — without building a JSON tree. It reads its tokens through the same `JSONScanner` as the strict `JSONParser`, and
/// anything else (nesting, escaped keys, any syntax error) goes to the strict parser, which
/// gives the same values or the precise reason the line is malformed.
public struct JSONRecordParser: Sendable {
  private let lookup: FieldLookup
  /// A key in another Unicode normalization than its field's id, for the strict path.
  private let equivalents: EquivalentKeys
  /// The form's groups' paths: a member named by one whose value is an object holds the
  /// group's fields (`{"address": {"city": "Lyon"}}` gives `address.city`).
  private let groups: Set<String>
  /// The form's lists' paths: a member named by one whose value is an array holds the
  /// items, each an object of the item's fields (`{"travellers": [{"name": "Ada"}]}` gives
  /// `travellers[1].name`).
  private let lists: Set<String>
  /// The form's `submit_data`, which its payloads carry after the fields: a record (a
  /// payload filled again) may give a member the form's value, never another.
  private let submitData: [String: PayloadValue]

  /// Creates a parser for a form's field ids (those in groups named by their paths), groups,
  /// lists and `submit_data`.
  public init(
    fieldIDs: [String], groups: [String] = [], lists: [String] = [],
    submitData: [(id: String, value: PayloadValue)] = []
  ) {
    lookup = FieldLookup(ids: fieldIDs)
    equivalents = EquivalentKeys(ids: fieldIDs)
    self.groups = Set(groups)
    self.lists = Set(lists)
    self.submitData = Dictionary(submitData, uniquingKeysWith: { first, _ in first })
  }

  /// A parser for the records of `form`: its fields (and `--id` KEY: `RecordIdentity`), groups
  /// and `submit_data`.
  public init(form: Form, identity: RecordIdentity? = nil) {
    self.init(
      fieldIDs: RecordIdentity.lookupKeys(form.fields.map(\.id), identity),
      groups: form.groups.map(\.id), submitData: form.submitData)
  }

  /// Parses a line into `record` (which is reset first).
  public func parse(_ line: UnsafeBufferPointer<UInt8>, into record: inout ParsedRecord) {
    record.reset()
    if fastParse(line, into: &record) { return }
    record.reset()
    strictParse(line, into: &record)
  }

  /// Reads a line into `spans` for the byte path of batch fill; false when the line is not
  /// one it takes (then `parse` reads it, and says what is wrong with it, if anything).
  public func spans(_ line: UnsafeBufferPointer<UInt8>, into spans: inout RecordSpans) -> Bool {
    spans.reset()
    var scanner = JSONScanner(line)
    return scanner.recordSpans(lookup, &spans)
  }

  /// The fast path alone: fills `record` and returns true for a line of the usual shape;
  /// returns false at the first thing it does not handle, `record` then half filled.
  func fastParse(_ line: UnsafeBufferPointer<UInt8>, into record: inout ParsedRecord) -> Bool {
    var scanner = JSONScanner(line)
    return scanner.recordObject(lookup, &record)
  }

  /// The strict path alone: `JSONParser`, then `input(_:)` for each member, into a reset record.
  func strictParse(_ line: UnsafeBufferPointer<UInt8>, into record: inout ParsedRecord) {
    var blank = JSONScanner(line)
    blank.skipWhitespace()
    if blank.index == line.count {
      record.malformed = "blank line; expected a JSON object"
      return
    }
    let value: JSONValue
    do {
      value = try JSONParser.parse(line)
    } catch {
      record.malformed = "\(error.reason) (column \(error.column))"
      return
    }
    guard case .object(let object) = value else {
      record.malformed = "expected a JSON object, found \(value.typeDescription)"
      return
    }
    for (key, member) in object.members { assign(member, key, into: &record) }
  }

  /// Assigns a member to the field its key names; the members of a group's object to the
  /// group's fields, by their paths.
  private func assign(_ member: JSONValue, _ key: String, into record: inout ParsedRecord) {
    var key = key
    let index = key.withUTF8 { lookup.index(of: $0) ?? equivalents.index(of: $0) }
    if index == nil, lists.contains(key) {
      guard case .array(let items) = member else {
        record.misshapen.append(
          (
            key,
            "expects an array of items, each an object of its fields, not \(member.typeDescription)",
            .wrongInput
          ))
        return
      }
      for (offset, item) in items.enumerated() {
        let path = "\(key)[\(offset + 1)]"
        guard case .object(let object) = item else {
          record.misshapen.append(
            (
              path, "expects an object of the item's fields, not \(item.typeDescription)",
              .wrongInput
            ))
          continue
        }
        for (inner, value) in object.members { assign(value, "\(path).\(inner)", into: &record) }
      }
      return
    }
    if index == nil, groups.contains(key) {
      guard case .object(let object) = member else {
        record.misshapen.append(
          (
            key, "expects an object of the group's fields, not \(member.typeDescription)",
            .wrongInput
          ))
        return
      }
      for (inner, value) in object.members { assign(value, "\(key).\(inner)", into: &record) }
      return
    }
    if index == nil, let sent = submitData[key] {
      let given = PayloadValue.json(member.logicValue)
      guard given != sent else { return }
      record.misshapen.append(
        (
          key,
          "is submit_data of the form, always \(Self.shown(sent.json)); the record gives "
            + Self.shown(member),
          .readOnly
        ))
      return
    }
    record.assign(member.input, to: index, key: key)
  }

  /// A value as a message shows it: as JSON, cut after 60 characters.
  private static func shown(_ value: JSONValue) -> String {
    let text = JSONWriter.string(value)
    return text.count > 60 ? text.prefix(60) + "…" : text
  }
}
