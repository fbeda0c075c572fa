/// The names of a form with groups, as its conditions read them: a field in a group is named
/// by its path (`address.city`), a key of the data of its own, so a `var` path reads it as
/// one key however many dots it has. `{"var": "address.city.length"}` reads key
/// `address.city`, then `length`; the longest name that begins a path is the one it reads.
///
/// A read of a whole group (`{"var": "address"}`) reads every field of it: the rule lists a
/// path of each (`LogicRule.paths`), so that whatever works out which fields a rule depends
/// on stays right without knowing groups, and `LogicRule.wholeReads` says which they are.
public struct LogicNames: Sendable {
  /// A form without groups: every path is read as JSON Logic splits it.
  public static let none = LogicNames(names: [], groups: [:])

  /// The names holding a `.`: fields and groups inside groups.
  private let dotted: Set<String>
  /// Every group's name → the names of its fields (those of the groups inside it too).
  private let groups: [String: [String]]
  /// The most segments a dotted name has.
  private let longest: Int

  /// The names of a form's fields (their paths) and groups, each with its fields' names.
  public init(names: some Sequence<String>, groups: [String: [String]]) {
    let dotted = Set(names.lazy.filter { $0.utf8.contains(UInt8(ascii: ".")) })
      .union(groups.keys.lazy.filter { $0.utf8.contains(UInt8(ascii: ".")) })
    self.dotted = dotted
    self.groups = groups
    longest =
      dotted.lazy.map { $0.split(separator: ".", omittingEmptySubsequences: false).count }
      .max() ?? 0
  }

  /// Whether the form has no names that a path must be read differently for.
  var isEmpty: Bool { dotted.isEmpty && groups.isEmpty }

  /// The path with its longest leading run of segments that names a field or a group joined
  /// into one key.
  func regrouped(_ path: LogicPath) -> LogicPath {
    guard !dotted.isEmpty, path.segments.count > 1 else { return path }
    var count = min(longest, path.segments.count)
    while count > 1 {
      let name = path.segments[..<count].joined(separator: ".")
      if dotted.contains(name) { return LogicPath([name] + path.segments[count...]) }
      count -= 1
    }
    return path
  }

  /// The fields a path reads when it reads a whole group, or into a list by index; `nil`
  /// when it does not (a path into a group that names none of its fields is a path of its
  /// own, read as null).
  func groupFields(_ path: LogicPath) -> [String]? {
    guard let root = path.root, let fields = groups[root] else { return nil }
    // Into a list by index (`travellers.0.name`): what the index names is known only with
    // the data, so the read is of the whole list.
    if path.segments.count > 1 {
      let index = path.segments[1].utf8
      guard !index.isEmpty, index.allSatisfy({ $0 >= 48 && $0 <= 57 }) else { return nil }
    }
    return fields
  }
}
