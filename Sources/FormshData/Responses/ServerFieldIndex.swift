import FormshDomain

/// A form's fields by their place in the payload, the path a server's errors give: the keys of
/// their groups, the index of their item in a list (from 0, as the payload's array counts),
/// then their own key. `address.city` is `["address", "city"]`, item 2's `name` of the list
/// `items` is `["items", "1", "name"]`. Built once per response.
struct ServerFieldIndex {
  /// The most steps of a path looked at: deeper ones name no field of a form.
  static let depthLimit = 64

  private var exact: [[String]: FieldID] = [:]
  private var folded: [[String]: FieldID] = [:]

  init(form: Form) {
    for (position, field) in form.fields.enumerated() {
      let steps = form.payloadPaths?[position] ?? [.key(field.id)]
      let path = steps.map { step in
        switch step {
        case .key(let key): key
        case .item(let index): String(index)
        }
      }
      if exact[path] == nil { exact[path] = field.id }
      let lowered = path.map { $0.lowercased() }
      if folded[lowered] == nil { folded[lowered] = field.id }
    }
  }

  /// The field whose path is the longest leading part of `path` (`["email", "0"]`, an
  /// element of `email`'s value, is `email`'s); keys compared without regard to case when
  /// `ignoringCase` (ASP.NET Core's `Address.City` for `address.city`).
  func field(at path: [String], ignoringCase: Bool = false) -> FieldID? {
    var path = Array(path.prefix(Self.depthLimit))
    if ignoringCase { path = path.map { $0.lowercased() } }
    let table = ignoringCase ? folded : exact
    while !path.isEmpty {
      if let field = table[path] { return field }
      path.removeLast()
    }
    return nil
  }
}
