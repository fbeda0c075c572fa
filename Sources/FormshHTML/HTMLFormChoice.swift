/// Which of a page's forms `--html-form` names: an `id`, else a `name`, else a number counted
/// from 1 in the page's order.
enum HTMLFormChoice {
  /// The form `pick` names, with its number.
  static func find(_ pick: String, in forms: [HTMLElement]) -> (element: HTMLElement, place: Int)? {
    let numbered = forms.enumerated().map { (element: $1, place: $0 + 1) }
    if let byID = numbered.first(where: { $0.element["id"] == pick }) { return byID }
    if let byName = numbered.first(where: { $0.element["name"] == pick }) { return byName }
    if let number = Int(pick), number >= 1, number <= forms.count { return numbered[number - 1] }
    return nil
  }

  /// Each form as `--html-form` may name it: its number, with its id and name when it has them.
  static func names(of forms: [HTMLElement]) -> [String] {
    forms.enumerated().prefix(20).map { offset, form in
      var words = String(offset + 1)
      if let id = form["id"], !id.isEmpty { words += " (id \"\(id)\")" }
      if let name = form["name"], !name.isEmpty { words += " (name \"\(name)\")" }
      return words
    } + (forms.count > 20 ? ["\(forms.count - 20) more"] : [])
  }
}
