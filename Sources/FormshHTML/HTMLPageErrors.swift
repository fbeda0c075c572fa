/// The errors a server wrote into a page it answered a refused form with (docs/html-forms.md,
/// "Errors in the page"), each on the control it stands beside, as a server's JSON errors
/// land on fields:
///
/// - Django: a `<ul class="errorlist">` in the same element as one control (`as_table`,
///   `as_ul`, `as_div`), else after a control in the element it was written in (a template's
///   `{{ field }} {{ field.errors }}`), else before the element that holds one (`as_p`);
///   `errorlist nonfield` is the form's;
/// - Rails: a control inside `<div class="field_with_errors">`, its message the element after
///   that has `error` in its class, and each `#error_explanation li` the form's;
/// - any page: a control with `aria-invalid="true"`, its message the text of the elements its
///   `aria-describedby` names.
public enum HTMLPageErrors {
  /// One error: the name of the control it is beside (nil: the form's), and its text.
  public struct Found: Equatable, Sendable {
    /// The control's name; nil for the form's own error.
    public let field: String?
    /// The error's text.
    public let message: String

    /// An error.
    public init(field: String?, message: String) {
      self.field = field
      self.message = message
    }
  }

  /// The errors in a page, in the page's order; empty when it holds none (or is refused as
  /// too deep to read).
  public static func map(_ page: [UInt8]) -> [Found] {
    // Each list looks through the element around it: a page of thousands is read to here.
    var lists = 0
    guard HTMLNesting.refusal(page) == nil, let document = HTMLDocument(page) else { return [] }
    var found: [Found] = []
    var marked: Set<String> = []
    let elements = document.root.descendantsAndSelf
    var parents: [ObjectIdentifier: HTMLElement] = [:]
    for element in elements {
      for case .element(let child) in element.children {
        parents[ObjectIdentifier(child)] = element
      }
    }
    func add(_ field: String?, _ messages: [String]) {
      for message in messages where !message.isEmpty {
        found.append(Found(field: field, message: message))
      }
      if let field { marked.insert(field) }
    }
    for element in elements {
      let classes = Set(
        (element["class"] ?? "").split(whereSeparator: \.isWhitespace).map(String.init))
      guard lists < listLimit else { break }
      if element.tag == "ul", classes.contains("errorlist") {
        lists += 1
        let messages = items(of: element)
        if classes.contains("nonfield") {
          add(nil, messages)
        } else {
          add(djangoField(of: element, parents: parents), messages)
        }
      } else if classes.contains("field_with_errors"), let control = controls(in: element).first,
        let name = control["name"], !marked.contains(name)
      {
        lists += 1
        let message = sibling(after: element, parents: parents) {
          ($0["class"] ?? "").contains("error")
        }?.text()
        add(name, [message ?? "is invalid"])
      } else if element["id"] == "error_explanation" {
        add(nil, items(of: element))
      }
    }
    var ids: [String: HTMLElement] = [:]
    for element in elements { if let id = element["id"], ids[id] == nil { ids[id] = element } }
    for control in elements where isControl(control) && control["aria-invalid"] == "true" {
      guard let name = control["name"], !marked.contains(name) else { continue }
      let described = (control["aria-describedby"] ?? "").split(whereSeparator: \.isWhitespace)
        .compactMap { ids[String($0)]?.text() }.filter { !$0.isEmpty }
      add(name, described.isEmpty ? ["is invalid"] : described)
    }
    return found
  }

  /// The most error lists (and marked fields) read of one page.
  static let listLimit = 200

  /// The control a Django error list stands beside: the one control of the element it is
  /// in; else the one before it, when the list was written inside that element (a `<p>` the
  /// parser closed where the list starts: `{{ field }} {{ field.errors }}`); else the one
  /// after it (`as_p` writes the list before the field's `<p>`); else the one before.
  private static func djangoField(
    of list: HTMLElement, parents: [ObjectIdentifier: HTMLElement]
  ) -> String? {
    guard let parent = parents[ObjectIdentifier(list)] else { return nil }
    let names = Set(controls(in: parent).compactMap { $0["name"] })
    if names.count == 1 { return names.first }
    var before: HTMLElement? = nil
    for case .element(let element) in parent.children {
      if element === list { break }
      if !controls(in: element).isEmpty { before = element }
    }
    if let before, !before.endTagWritten, let last = controls(in: before).last {
      return last["name"]
    }
    if let next = sibling(after: list, parents: parents, where: { !controls(in: $0).isEmpty }) {
      return controls(in: next).first?["name"]
    }
    return before.flatMap { controls(in: $0).last?["name"] }
  }

  /// The next element sibling of `element` that `test` accepts.
  private static func sibling(
    after element: HTMLElement, parents: [ObjectIdentifier: HTMLElement],
    where test: (HTMLElement) -> Bool
  ) -> HTMLElement? {
    guard let parent = parents[ObjectIdentifier(element)] else { return nil }
    var passed = false
    for case .element(let child) in parent.children {
      if passed, test(child) { return child }
      if child === element { passed = true }
    }
    return nil
  }

  private static func isControl(_ element: HTMLElement) -> Bool {
    ["input", "select", "textarea"].contains(element.tag) && element["type"] != "hidden"
      && element["name"] != nil
  }

  private static func controls(in element: HTMLElement) -> [HTMLElement] {
    element.descendantsAndSelf.filter(isControl)
  }

  private static func items(of list: HTMLElement) -> [String] {
    list.descendantsAndSelf.filter { $0.tag == "li" }.map { $0.text() }
  }
}
