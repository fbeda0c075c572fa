import FormshData
import FormshDomain

/// What differs between a saved `state --json` snapshot and the session's state now, field by
/// field, in the words `expect state` prints: `value of email: expected "a@b.c", found
/// "x@y.z"`, `visibility of vat: expected hidden, found visible`. The form's `source` is not
/// compared (the same form is reached by other paths on other machines), nor are `format` and
/// `version` (checked on reading). A secure field compares only as set or empty: its values
/// are masked on both sides.
struct StateDiff {
  let expected: JSONObject
  let found: JSONObject
  /// The ids of the secure fields.
  let secrets: Set<String>

  /// Every difference, in the snapshot's order: form title, values, errors, fields, sections,
  /// checkpoints, then the flags.
  var differences: [String] {
    var lines: [String] = []
    if let want = object("form", in: expected)["title"],
      let have = object("form", in: found)["title"],
      want != have
    {
      lines.append("form title: expected \(Self.shown(want)), found \(Self.shown(have))")
    }
    lines += compare("values") { id, want, have in
      let want = masked(want, of: id)
      let have = masked(have, of: id)
      return want == have || Self.bothEmpty(want, have)
        ? nil
        : "value of \(id): expected \(Self.shown(want, absent: "no such field")), found \(Self.shown(have, absent: "no such field"))"
    }
    lines += compare("errors") { id, want, have in
      want == have
        ? nil
        : "error on \(id): expected \(Self.shown(want, absent: "none")), found \(Self.shown(have, absent: "none"))"
    }
    lines += compare("fields") { id, want, have in
      guard case .object(let want)? = want, case .object(let have)? = have else {
        return Self.unlike("field \(id)", want, have)
      }
      return Self.flags(
        [
          ("visible", "visibility", "visible", "hidden"),
          ("required", "requirement", "required", "optional"),
          ("enabled", "enablement", "enabled", "disabled"),
        ],
        of: "\(id)", want, have)
    }
    lines += compare("sections") { id, want, have in
      guard case .object(let want)? = want, case .object(let have)? = have else {
        return Self.unlike("section \(id)", want, have)
      }
      return Self.flags(
        [("visible", "visibility", "visible", "hidden")], of: "section \(id)", want, have)
    }
    if let want = expected["checkpoints"], let have = found["checkpoints"], want != have {
      lines.append("checkpoints: expected \(Self.names(want)), found \(Self.names(have))")
    }
    for (key, words) in [
      ("unsubmitted_changes", "unsubmitted changes"), ("submitted", "submitted"),
    ] {
      if let want = expected[key], let have = found[key], want != have {
        lines.append("\(words): expected \(Self.yesNo(want)), found \(Self.yesNo(have))")
      }
    }
    return lines
  }

  private func object(_ key: String, in object: JSONObject) -> JSONObject {
    if case .object(let inner)? = object[key] { return inner }
    return JSONObject()
  }

  /// Compares the members of an object under `key` on both sides: the snapshot's ids in its
  /// order, then those only found now.
  private func compare(_ key: String, _ line: (String, JSONValue?, JSONValue?) -> String?)
    -> [String]
  {
    let want = object(key, in: expected)
    let have = object(key, in: found)
    // Each side indexed once (the last member of a key wins, as `JSONObject` reads it): a
    // lookup per member, not a scan, so a snapshot of 500,000 values compares in one pass.
    let wanted = Self.index(want)
    let had = Self.index(have)
    var ids: [String] = []
    var seen: Set<String> = []
    for member in want.members + have.members where seen.insert(member.key).inserted {
      ids.append(member.key)
    }
    return ids.compactMap { id in line(id, wanted[id], had[id]) }
  }

  /// An object's members by key, the last of a repeated key winning.
  private static func index(_ object: JSONObject) -> [String: JSONValue] {
    Dictionary(object.members.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 })
  }

  /// Whether one value is the `null` that snapshots before issue 28 wrote for empty text and
  /// the other the payload's `""`, which a snapshot now writes: an older snapshot still
  /// compares equal.
  private static func bothEmpty(_ want: JSONValue?, _ have: JSONValue?) -> Bool {
    (want == .null && have == .string("")) || (want == .string("") && have == .null)
  }

  /// A secure field's value as set or empty.
  private func masked(_ value: JSONValue?, of id: String) -> JSONValue? {
    guard secrets.contains(id), let value, value != .null, value != .string("") else {
      return value
    }
    return .string(Secret.mask)
  }

  /// The boolean members that differ: `visibility of vat: expected hidden, found visible`.
  private static func flags(
    _ keys: [(key: String, name: String, yes: String, no: String)], of what: String,
    _ want: JSONObject, _ have: JSONObject
  ) -> String? {
    let lines = keys.compactMap { flag -> String? in
      guard let a = want[flag.key], let b = have[flag.key], a != b else { return nil }
      let word = { (value: JSONValue) -> String in
        guard case .bool(let on) = value else { return shown(value) }
        return on ? flag.yes : flag.no
      }
      return "\(flag.name) of \(what): expected \(word(a)), found \(word(b))"
    }
    return lines.isEmpty ? nil : lines.joined(separator: "\n")
  }

  /// A field or section that is not an object on both sides: missing from one, or, in a
  /// snapshot edited by hand, something else than an object.
  private static func unlike(_ what: String, _ want: JSONValue?, _ have: JSONValue?) -> String {
    guard let want else { return "\(what): not in the snapshot, found in the form" }
    guard have != nil else { return "\(what): in the snapshot, not in the form" }
    return "\(what): expected \(shown(want)) in the snapshot, an object like the one found"
  }

  /// A value in a message: JSON, compact; `absent` when there is none.
  private static func shown(_ value: JSONValue?, absent: String = "none") -> String {
    guard let value else { return absent }
    return JSONWriter.string(value, terminalSafe: true)
  }

  private static func names(_ value: JSONValue) -> String {
    guard case .array(let names) = value else { return shown(value) }
    guard !names.isEmpty else { return "none" }
    return names.map { if case .string(let name) = $0 { name } else { shown($0) } }
      .joined(separator: ", ")
  }

  /// `yes` or `no`; anything but a boolean (a snapshot edited by hand) as it is written.
  private static func yesNo(_ value: JSONValue) -> String {
    guard case .bool(let flag) = value else { return shown(value) }
    return flag ? "yes" : "no"
  }
}
