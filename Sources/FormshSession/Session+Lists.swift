import FormshDomain

extension Session {
  /// The repeating group with this id, or why there is none.
  public func list(_ id: String) throws(EditError) -> FieldGroup {
    if let list = form.list(id) { return list }
    throw .notAList(id, lists: form.lists.map(\.id))
  }

  /// `add LIST`: appends an item, its fields at their starting values; returns its number.
  /// More items than the list's `max` fail validation, as too few do; a list has at most
  /// `ItemBounds.mostItems` (as a `fill` record may give it). Only the item is mapped, and
  /// only what reads it worked out: the computed values and conditions that read the list.
  @discardableResult
  public mutating func add(_ id: String) throws(EditError) -> Int {
    let list = try list(id)
    let count = form.itemCount(of: list)
    guard count < ItemBounds.mostItems else {
      throw .tooManyItems(list: list.id, most: ItemBounds.mostItems)
    }
    var budget = LogicBudget()
    if let (next, added) = form.addingItem(to: list.id, budget: &budget) {
      adopt(added: added, to: next, list: list, budget: budget)
      return count + 1
    }
    guard let next = form.resized?([list.id: count + 1]) else { return count }
    let values = state
    adopt(next, list: list) { values[$0.id] }
    return count + 1
  }

  /// `remove LIST N`: removes item N (from 1); the items after it move up one, with their
  /// values.
  public mutating func remove(_ id: String, item: Int) throws(EditError) {
    let list = try list(id)
    let count = form.itemCount(of: list)
    guard (1...max(count, 1)).contains(item), count > 0 else {
      throw .noItem(list: list.id, item: item, count: count)
    }
    guard let next = form.resized?([list.id: count - 1]) else { return }
    let values = state
    let prefix = list.id + "["
    adopt(next, list: list) { field in
      // `travellers[3].name` takes the value `travellers[4].name` had, from item N on.
      guard field.id.hasPrefix(prefix),
        let close = field.id[field.id.index(field.id.startIndex, offsetBy: prefix.count)...]
          .firstIndex(of: "]"),
        let number = Int(
          field.id[field.id.index(field.id.startIndex, offsetBy: prefix.count)..<close]),
        number >= item
      else { return values[field.id] }
      return values[prefix + String(number + 1) + field.id[close...]]
    }
  }
}
