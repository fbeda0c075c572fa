/// A JSON object for JSON Logic: its members in order (a key may repeat, as in the JSON it
/// came from); looking a key up finds its last occurrence, as JavaScript's `JSON.parse` does,
/// comparing keys byte for byte. Objects of more than 32 members keep an index, so a lookup
/// costs about the same for a form of ten fields or of ten thousand.
///
/// The one exception is the object of a form's values that conditions read
/// (`init(fields:index:)`): its keys are field ids, and a `var` names a field in any Unicode
/// normalization, as every command does (issue 26 §14).
public struct LogicObject: Sendable, Equatable {
  /// The members in order.
  public private(set) var members: [(key: String, value: LogicValue)]
  /// Key → position of its last occurrence; only for objects past `indexedCount` members.
  private let index: [LogicKey: Int]?
  /// For the object of a form's values: field id → position, by canonical equivalence (the
  /// form's own index, shared, not copied).
  private let fieldIndex: [String: Int]?

  /// Objects up to this many members are searched from the end instead of indexed (building
  /// an index costs more than it saves below that).
  private static let indexedCount = 32

  /// Creates an object from members in order.
  public init(_ members: [(key: String, value: LogicValue)] = []) {
    self.members = members
    if members.count > LogicObject.indexedCount {
      var index: [LogicKey: Int] = [:]
      index.reserveCapacity(members.count)
      for (position, member) in members.enumerated() { index[LogicKey(member.key)] = position }
      self.index = index
    } else {
      index = nil
    }
    fieldIndex = nil
  }

  /// The object of a form's values: `members` are the fields' ids in render order, `index`
  /// the form's id → position, whose keys compare by canonical equivalence. A key is found
  /// byte for byte first (a small object searched, as any), else through `index`.
  init(fields members: [(key: String, value: LogicValue)], index: [String: Int]) {
    self.members = members
    self.index = nil
    fieldIndex = index
  }

  /// The value of the last member with this key.
  public subscript(key: String) -> LogicValue? {
    if let fieldIndex {
      if members.count <= LogicObject.indexedCount,
        let member = members.last(where: { $0.key.hasSameBytes(as: key) })
      {
        return member.value
      }
      return fieldIndex[key].map { members[$0].value }
    }
    if let index {
      guard let position = index[LogicKey(key)] else { return nil }
      return members[position].value
    }
    var position = members.count
    while position > 0 {
      position -= 1
      if members[position].key.hasSameBytes(as: key) { return members[position].value }
    }
    return nil
  }

  /// Replaces the value of the member at `position`; its key stays, and so does the index.
  mutating func replaceValue(at position: Int, with value: LogicValue) {
    members[position].value = value
  }

  /// Whether the object has no members.
  public var isEmpty: Bool { members.isEmpty }

  /// The keys, each once, in the order of their last occurrence's position.
  var distinctKeys: [String] {
    var seen: Set<LogicKey> = []
    var keys: [String] = []
    for member in members.reversed() where seen.insert(LogicKey(member.key)).inserted {
      keys.append(member.key)
    }
    return keys.reversed()
  }

  /// Members equal one by one, in order.
  public static func == (lhs: LogicObject, rhs: LogicObject) -> Bool {
    lhs.members.elementsEqual(rhs.members) { $0.key == $1.key && $0.value == $1.value }
  }
}
