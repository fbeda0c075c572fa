import FormshDialects
import FormshJSON

/// One `<form>` of a page said in formsh's dialect (docs/html-forms.md): its controls in
/// document order as fields (`HTMLFormReader+Controls`), its fieldsets as sections, its
/// `action`, `method` and `enctype` as the form's `action`, its default submit button's name
/// and value as `submit_data`, and what formsh cannot keep reported.
struct HTMLFormReader {
  let form: HTMLElement
  /// The form's number in the page, from 1 (in problems' places).
  let place: Int
  let document: HTMLElement
  let page: String?
  let context: DialectContext
  var problems: DialectProblems
  /// The text of each `<label for>`, by the id it names (the first label wins).
  let labelsFor: [String: String]
  /// The fields made, in order, and their ids.
  var fields: [JSONObject] = []
  var ids: Set<String> = []
  /// Each fieldset made a section: its id and title, in order.
  var sections: [(id: String, title: String)] = []
  /// The name and value the default submit button sends.
  var button: (name: String, value: String)?

  init(
    form: HTMLElement, place: Int, document: HTMLElement, page: String?, context: DialectContext
  ) {
    self.form = form
    self.place = place
    self.document = document
    self.page = page
    self.context = context
    problems = DialectProblems(dialect: HTMLPage.title, context: context)
    var labels: [String: String] = [:]
    for label in document.descendantsAndSelf where label.tag == "label" {
      if let target = label["for"], !target.isEmpty, labels[target] == nil {
        labels[target] = label.text(skipping: Self.isControl)
      }
    }
    labelsFor = labels
  }

  /// The elements whose text is not a label's: the controls themselves.
  static func isControl(_ element: HTMLElement) -> Bool {
    ["input", "select", "textarea", "button", "option", "script", "style"].contains(element.tag)
  }

  /// Where an element of the form is, for a problem: `form 1 input "email"`.
  func place(of tag: String, _ name: String?) -> String {
    "form \(place) <\(tag)>" + (name.map { " \"\($0)\"" } ?? "")
  }

  /// What a control is read in: the fieldset it lies in (its section), whether the fieldset
  /// or one around it is disabled, and the label around it.
  struct Surroundings {
    var section: String?
    var disabled = false
    var label: HTMLElement?
  }

  mutating func translate() -> DialectTranslation {
    var pending: [(HTMLElement, Surroundings)] = form.children.reversed().compactMap {
      if case .element(let element) = $0 { (element, Surroundings()) } else { nil }
    }
    var groups: [String: Int] = [:]  // a radio or checkbox group's field, by name
    while let (element, around) = pending.popLast() {
      guard context.work.charge() else { break }
      var inside = around
      switch element.tag {
      case "fieldset":
        let number = sections.count + 1
        let id = "fieldset-\(number)"
        let legend = element.children.lazy.compactMap { child -> HTMLElement? in
          if case .element(let inner) = child, inner.tag == "legend" { inner } else { nil }
        }.first
        let title = legend?.text(skipping: Self.isControl) ?? ""
        sections.append((id, title.isEmpty ? (element["name"] ?? "Section \(number)") : title))
        inside.section = id
        if element.has("disabled") { inside.disabled = true }
      case "label": inside.label = element
      case "input", "select", "textarea", "button":
        control(element, around, groups: &groups)
      default: break
      }
      guard !["select", "textarea", "button"].contains(element.tag) else { continue }
      for child in element.children.reversed() {
        if case .element(let inner) = child { pending.append((inner, inside)) }
      }
    }
    return DialectTranslation(form: object(), dropped: problems.list)
  }

  /// A field as formsh reads it: a checkbox's own value, kept while its name might gather
  /// more, is dropped (formsh sends a checkbox as `true` or `false`), and said.
  private mutating func kept(_ field: JSONObject) -> JSONObject {
    guard case .string(let value)? = field["html_value"] else { return field }
    if case .string(let name)? = field["id"] {
      problems.report(
        place(of: "input type=\"checkbox\"", name),
        .changed("is sent as true or false, not as its value \"\(value)\""),
        at: place(of: "input", name))
    }
    return JSONObject(field.members.filter { $0.key != "html_value" })
  }

  /// The form in formsh's dialect.
  private mutating func object() -> JSONObject {
    var members: [(key: String, value: JSONValue)] = []
    let title =
      form["aria-label"]
      ?? document.descendantsAndSelf.first { $0.tag == "title" }?.text()
    members.append(("form_title", .string(title.flatMap { $0.isEmpty ? nil : $0 } ?? "HTML form")))
    members.append(("fields", .array(fields.map { .object(kept($0)) })))
    if !sections.isEmpty {
      members.append(
        (
          "sections",
          .array(
            sections.map {
              .object(JSONObject([("id", .string($0.id)), ("title", .string($0.title))]))
            })
        ))
    }
    if let button {
      members.append(("submit_data", .object(JSONObject([(button.name, .string(button.value))]))))
    }
    members.append(("action", .object(action())))
    return JSONObject(members)
  }
}
