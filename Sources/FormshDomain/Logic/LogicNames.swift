/// The names of a form with groups, as its conditions read them: a field in a group is named
/// by its path (`address.city`), a key of the data of its own, so a `var` path reads it as
/// one key however many dots it has. `{"var": "address.city.length"}` reads key
/// `address.city`, then `length`; the longest name that begins a path is the one it reads.
///
/// A read of a whole group (`{"var": "address"}`, or a list's `{"var": "travellers"}`) is
/// noted as a read of the group (`LogicRule.groupReads`), not of each of its fields: a rule
/// reading a list of a thousand items lists one name, and whatever works out what a rule
/// depends on expands it through the form's groups.
///
/// The names are those of the form's template: an item of a list is `travellers[]` whatever
/// its number (`travellers[]`, `travellers[].name`), so that the names are the same however
/// many items the lists have, and an item added later is read as the first one is.
public struct LogicNames: Sendable {
  /// A form without groups: every path is read as JSON Logic splits it.
  public static let none = LogicNames(names: [], groups: [])

  /// The names holding a `.` (fields and groups inside groups), as templates.
  private let dotted: Set<String>
  /// Every group's name, as a template.
  private let groups: Set<String>
  /// The most segments a dotted name has.
  private let longest: Int

  /// The names of a form's fields (their paths) and groups, written as templates: an item's
  /// number as `[]` (`LogicNames.template`).
  public init(names: some Sequence<String>, groups: some Sequence<String>) {
    let groups = Set(groups)
    let dotted = Set(names.lazy.filter { $0.utf8.contains(UInt8(ascii: ".")) })
      .union(groups.lazy.filter { $0.utf8.contains(UInt8(ascii: ".")) })
    self.dotted = dotted
    self.groups = groups
    longest =
      dotted.lazy.map { $0.split(separator: ".", omittingEmptySubsequences: false).count }
      .max() ?? 0
  }

  /// Whether the form has no names that a path must be read differently for.
  var isEmpty: Bool { dotted.isEmpty && groups.isEmpty }

  /// A name with each item number left out: `travellers[]` for `travellers[2]`,
  /// `travellers[].name` for `travellers[12].name`; the name itself when it has none.
  public static func template(_ name: String) -> String {
    guard name.utf8.contains(UInt8(ascii: "[")) else { return name }
    var result = ""
    var digits = ""
    var inBrackets = false
    for character in name {
      if inBrackets {
        if character.isASCII, let ascii = character.asciiValue, ascii >= 48, ascii <= 57 {
          digits.append(character)
          continue
        }
        // `[` then digits then `]` is an item number; anything else is kept as written.
        if character == "]", !digits.isEmpty {
          result += "[]"
        } else {
          result += "[" + digits
          result.append(character)
        }
        digits = ""
        inBrackets = false
        continue
      }
      if character == "[" {
        inBrackets = true
      } else {
        result.append(character)
      }
    }
    if inBrackets { result += "[" + digits }
    return result
  }

  /// The path with its longest leading run of segments that names a field or a group joined
  /// into one key.
  func regrouped(_ path: LogicPath) -> LogicPath {
    guard !dotted.isEmpty, path.segments.count > 1 else { return path }
    var count = min(longest, path.segments.count)
    while count > 1 {
      let name = path.segments[..<count].joined(separator: ".")
      if dotted.contains(LogicNames.template(name)) {
        return LogicPath([name] + path.segments[count...])
      }
      count -= 1
    }
    return path
  }

  /// The group a path reads whole, or into by index (a list's `travellers.0.name`: what the
  /// index names is known only with the data, so the read is of the whole list); `nil` when
  /// it reads no group so (a path into a group that names none of its fields is a path of
  /// its own, read as null).
  func groupRead(_ path: LogicPath) -> String? {
    guard let root = path.root, groups.contains(LogicNames.template(root)) else { return nil }
    if path.segments.count > 1 {
      let index = path.segments[1].utf8
      guard !index.isEmpty, index.allSatisfy({ $0 >= 48 && $0 <= 57 }) else { return nil }
    }
    return root
  }
}
