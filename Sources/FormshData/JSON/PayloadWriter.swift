import FormshDomain

/// Writes payloads as JSON: the one encoding of a payload's values, used by `submit` for the
/// whole payload and by `fill` for the payload inside each of its lines, so that the two give
/// the same bytes for the same values.
///
/// A string is escaped as `JSONWriter` escapes strings (with `terminalSafe`, C1 and bidi
/// controls become `\uXXXX` escapes too); a number is its text exactly as entered (`19.990`
/// stays `19.990`); then `true`, `false`, `null`, and a multi-select's option ids as an array.
/// Compact is one line with no whitespace; pretty indents by two spaces, as `JSONWriter` does.
///
///     PayloadWriter.string(payload, style: .pretty)   // what `submit` prints
public struct PayloadWriter: Sendable {
  /// Every field's `"id":`, escaped once, one after another; `ranges[i]` says where field i's
  /// is.
  @usableFromInline let members: [UInt8]
  @usableFromInline let ranges: [Range<Int>]
  /// Whether C1 and bidi controls in strings are escaped too (the output is a terminal).
  package let terminalSafe: Bool
  /// Where each member goes in a form with groups (`Payload.paths`); `nil`: each is a member
  /// of the top level, named by its id.
  let paths: [[PayloadStep]]?
  /// The lists without items, written `[]` before the member at `before`.
  let emptyLists: [(before: Int, path: [PayloadStep])]

  /// A writer for payloads of fields with these ids, in this order; with `paths`, each
  /// nests under the groups its path names (`{"address": {"city": …}}`), and each of
  /// `emptyLists` is written `[]` in its place.
  public init(
    fieldIDs: [String], paths: [[PayloadStep]]? = nil,
    emptyLists: [(before: Int, path: [PayloadStep])] = [], terminalSafe: Bool = false
  ) {
    self.terminalSafe = terminalSafe
    self.paths = paths
    self.emptyLists = emptyLists
    var buffer = ByteBuffer()
    var ranges: [Range<Int>] = []
    for id in fieldIDs {
      let start = buffer.count
      JSONWriter.appendString(id, to: &buffer, terminalSafe: terminalSafe)
      buffer.append(UInt8(ascii: ":"))
      ranges.append(start..<buffer.count)
    }
    members = buffer.bytes
    self.ranges = ranges
  }

  /// `payload` as a JSON object, its fields in order.
  public static func string(
    _ payload: Payload, style: JSONWriter.Style = .compact, terminalSafe: Bool = false
  ) -> String {
    let writer = PayloadWriter(
      fieldIDs: payload.entries.map(\.id), paths: payload.paths, emptyLists: payload.emptyLists,
      terminalSafe: terminalSafe)
    var buffer = ByteBuffer()
    writer.appendObject(payload.entries.map(\.value), style: style, to: &buffer)
    return buffer.withBytes { String(decoding: $0, as: UTF8.self) }
  }

  /// Appends the payload object of `values`, aligned with the field ids, leaving out each
  /// field `hidden` marks (compact only: `fill`'s lines on a form with conditions).
  @inline(__always)
  package func appendObject(_ values: [PayloadValue], hidden: [Bool], to buffer: inout ByteBuffer) {
    if let paths {
      return appendNested(values, paths, present: { !hidden[$0] }, pretty: false, to: &buffer)
    }
    buffer.append(UInt8(ascii: "{"))
    var first = true
    for index in values.indices where !hidden[index] {
      if !first { buffer.append(UInt8(ascii: ",")) }
      first = false
      appendMember(index, to: &buffer)
      appendValue(values[index], indent: nil, to: &buffer)
    }
    buffer.append(UInt8(ascii: "}"))
  }

  /// Appends the payload object of `values`, aligned with the field ids.
  @inline(__always)
  package func appendObject(
    _ values: [PayloadValue], style: JSONWriter.Style = .compact, to buffer: inout ByteBuffer
  ) {
    if let paths {
      return appendNested(
        values, paths, present: { _ in true }, pretty: style == .pretty, to: &buffer)
    }
    if style == .pretty { return appendPretty(values, to: &buffer) }
    buffer.append(UInt8(ascii: "{"))
    for index in values.indices {
      if index > 0 { buffer.append(UInt8(ascii: ",")) }
      appendMember(index, to: &buffer)
      appendValue(values[index], indent: nil, to: &buffer)
    }
    buffer.append(UInt8(ascii: "}"))
  }

  private func appendPretty(_ values: [PayloadValue], to buffer: inout ByteBuffer) {
    if values.isEmpty { return buffer.append("{}") }
    buffer.append(UInt8(ascii: "{"))
    for index in values.indices {
      if index > 0 { buffer.append(UInt8(ascii: ",")) }
      PayloadWriter.newline(1, to: &buffer)
      appendMember(index, to: &buffer)
      buffer.append(UInt8(ascii: " "))
      appendValue(values[index], indent: 1, to: &buffer)
    }
    PayloadWriter.newline(0, to: &buffer)
    buffer.append(UInt8(ascii: "}"))
  }

  /// The payload object of a form with groups: each value `present` keeps, nested under the
  /// groups of its path (a list as an array of its items' objects). A group's fields are
  /// consecutive, so each group's object is opened once, at its first member kept, and
  /// closed after its last; a group with none kept is left out, a list without items is `[]`.
  private func appendNested(
    _ values: [PayloadValue], _ paths: [[PayloadStep]], present: (Int) -> Bool, pretty: Bool,
    to buffer: inout ByteBuffer
  ) {
    buffer.append(UInt8(ascii: "{"))
    var open: [PayloadStep] = []
    var closers: [UInt8] = []
    // Whether the object (or array) at each level has nothing in it yet: the top level's,
    // then each open group's.
    var empty = [true]
    func separate(_ buffer: inout ByteBuffer) {
      if !empty[empty.count - 1] { buffer.append(UInt8(ascii: ",")) }
      empty[empty.count - 1] = false
      if pretty { PayloadWriter.newline(empty.count, to: &buffer) }
    }
    func name(_ step: PayloadStep, _ buffer: inout ByteBuffer) {
      separate(&buffer)
      guard case .key(let key) = step else { return }
      appendString(key, to: &buffer)
      buffer.append(UInt8(ascii: ":"))
      if pretty { buffer.append(UInt8(ascii: " ")) }
    }
    func close(_ buffer: inout ByteBuffer) {
      open.removeLast()
      empty.removeLast()
      if pretty { PayloadWriter.newline(empty.count, to: &buffer) }
      buffer.append(closers.removeLast())
    }
    // Opens the groups of `path` not open yet (closing those it is not in), then names its
    // last step.
    func place(_ path: [PayloadStep], _ buffer: inout ByteBuffer) {
      let groups = path.count - 1
      var shared = 0
      while shared < min(open.count, groups), open[shared] == path[shared] { shared += 1 }
      while open.count > shared { close(&buffer) }
      while open.count < groups {
        name(path[open.count], &buffer)
        var list = false
        if case .item = path[open.count + 1] { list = true }
        buffer.append(UInt8(ascii: list ? "[" : "{"))
        closers.append(UInt8(ascii: list ? "]" : "}"))
        open.append(path[open.count])
        empty.append(true)
      }
      name(path[groups], &buffer)
    }
    var lists = emptyLists[...]
    for index in values.indices {
      while let list = lists.first, list.before <= index {
        lists.removeFirst()
        place(list.path, &buffer)
        buffer.append("[]")
      }
      guard present(index) else { continue }
      place(paths[index], &buffer)
      appendValue(values[index], indent: pretty ? empty.count : nil, to: &buffer)
    }
    for list in lists {
      place(list.path, &buffer)
      buffer.append("[]")
    }
    while !open.isEmpty { close(&buffer) }
    if pretty, !empty[0] { PayloadWriter.newline(0, to: &buffer) }
    buffer.append(UInt8(ascii: "}"))
  }

  /// Appends field `index`'s `"id":`.
  @inlinable @inline(__always)
  package func appendMember(_ index: Int, to buffer: inout ByteBuffer) {
    members.withUnsafeBufferPointer { members in
      buffer.append(UnsafeBufferPointer(rebasing: members[ranges[index]]))
    }
  }

  /// Appends `text` as a JSON string, escaped as the payload's strings are.
  @inline(__always)
  package func appendString(_ text: String, to buffer: inout ByteBuffer) {
    JSONWriter.appendString(text, to: &buffer, terminalSafe: terminalSafe)
  }

  /// Appends one value; `indent` is the pretty layout's level of the member holding it, nil
  /// for the compact layout. Only an array of ids is laid out differently.
  @inline(__always)
  package func appendValue(_ value: PayloadValue, indent: Int?, to buffer: inout ByteBuffer) {
    switch value {
    case .string(let text): appendString(text, to: &buffer)
    case .number(let text): buffer.append(contentsOf: text)
    case .bool(let on): buffer.append(on ? "true" : "false")
    case .null: buffer.append("null")
    case .json(let value):
      guard let indent else {
        return buffer.append(
          contentsOf: JSONWriter.string(value.jsonValue, terminalSafe: terminalSafe))
      }
      // Laid out as the members around it: each line of its own layout indented to theirs.
      let pretty = JSONWriter.string(value.jsonValue, style: .pretty, terminalSafe: terminalSafe)
      let margin = "\n" + String(repeating: " ", count: indent * 2)
      buffer.append(
        contentsOf: pretty.split(separator: "\n", omittingEmptySubsequences: false)
          .joined(separator: margin))
    case .strings(let ids):
      if ids.isEmpty { return buffer.append("[]") }
      buffer.append(UInt8(ascii: "["))
      for (position, id) in ids.enumerated() {
        if position > 0 { buffer.append(UInt8(ascii: ",")) }
        if let indent { PayloadWriter.newline(indent + 1, to: &buffer) }
        appendString(id, to: &buffer)
      }
      if let indent { PayloadWriter.newline(indent, to: &buffer) }
      buffer.append(UInt8(ascii: "]"))
    }
  }

  private static func newline(_ indent: Int, to buffer: inout ByteBuffer) {
    buffer.append(UInt8(ascii: "\n"))
    for _ in 0..<indent * 2 { buffer.append(UInt8(ascii: " ")) }
  }
}
