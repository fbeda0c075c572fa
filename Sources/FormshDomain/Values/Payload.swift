/// What `submit` sends: every field of the form, in render order.
public struct Payload: Sendable, Equatable {
  /// Field id and value pairs, in render order.
  public let entries: [(id: FieldID, value: PayloadValue)]
  /// Where each entry goes in the JSON object, aligned with `entries`: the keys of the
  /// groups holding it, then its own (`["address", "city"]`); `nil` when every entry is a
  /// member of the top level named by its id.
  public let paths: [[PayloadStep]]?
  /// The lists without items (`Form.emptyLists`), written `[]` in their place.
  public let emptyLists: [(before: Int, path: [PayloadStep])]

  /// Creates a payload; the entries of `form`'s grouped fields nest under their groups.
  /// `hiddenLists`: lists without items left out, hidden by their conditions.
  public init(
    entries: [(id: FieldID, value: PayloadValue)], nesting form: Form? = nil,
    hiddenLists: Set<FieldID> = []
  ) {
    self.entries = entries
    paths = form?.payloadPaths == nil ? nil : entries.map { form!.payloadPath(of: $0.id) }
    // Anchored before the first entry of a field at or after the list's place.
    let lists = (form?.lists ?? []).filter { $0.fields.isEmpty && !hiddenLists.contains($0.id) }
    emptyLists = lists.map { (before: $0.fields.lowerBound, path: $0.path) }.map { list in
      let before = entries.firstIndex { entry in
        form!.position(of: entry.id).map { $0 >= list.before } ?? true
      }
      return (before ?? entries.count, list.path)
    }
  }

  /// The value sent for a field.
  public subscript(id: FieldID) -> PayloadValue? {
    entries.first { $0.id == id }?.value
  }

  public static func == (lhs: Payload, rhs: Payload) -> Bool {
    lhs.entries.elementsEqual(rhs.entries) { $0.id == $1.id && $0.value == $1.value }
      && lhs.paths == rhs.paths
      && lhs.emptyLists.elementsEqual(rhs.emptyLists) {
        $0.before == $1.before && $0.path == $1.path
      }
  }
}
