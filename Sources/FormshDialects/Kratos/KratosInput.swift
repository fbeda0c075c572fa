import FormshJSON

/// An `input` node of a Kratos flow that the user fills, as a field of formsh's dialect: named
/// by the node's `attributes.name` (dots and all: `traits.email` is one top-level field), its
/// kind from `attributes.type`, its label from `meta.label`, its messages as supporting text.
struct KratosInput {
  /// The node.
  let node: KratosNode
  /// Its `attributes`.
  let attributes: KratosNode

  /// The formsh `type` and `subtype` of each input type a user fills.
  static let kinds: [String: (type: String, subtype: String?)] = [
    "text": ("TEXT", "PLAIN"), "email": ("TEXT", "EMAIL"), "password": ("TEXT", "SECURE"),
    "number": ("TEXT", "NUMBER"), "tel": ("TEXT", "PHONE"), "date": ("TEXT", "DATE"),
    "datetime-local": ("TEXT", "DATETIME"), "url": ("TEXT", "URI"), "checkbox": ("CHECKBOX", nil),
    "time": ("TEXT", "TIME"),
  ]

  /// The field, reporting what it loses; nil (reported) when the node has no name.
  func field(order: Int, problems: inout DialectProblems) -> JSONObject? {
    guard let name = attributes.string("name"), !name.isEmpty else {
      problems.report(
        "input node without a `name`", .skipped("is never submitted"), at: node.pointer)
      return nil
    }
    let type = attributes.string("type") ?? "text"
    attributes.reportMistyped(
      [
        ("required", "a boolean"), ("disabled", "a boolean"), ("pattern", "a string"),
        ("maxlength", "a number"), ("minlength", "a number"),
      ], problems: &problems)
    var field = FieldDraft(id: name)
    field.number(order)
    if let kind = Self.kinds[type] {
      field.type = kind.type
      field.subtype = kind.subtype
    } else {
      (field.type, field.subtype) = ("TEXT", "PLAIN")
      problems.report(
        "input `\(name)` of type `\(type)`", .plainText,
        at: attributes.pointer.pointer("type"))
    }
    if let label = node.label { field.label = label }
    let messages = node.messages.map(\.text)
    if !messages.isEmpty {
      field.supportingText = messages.joined(separator: " ")
    }
    field.required = attributes.bool("required") == true
    if let pattern = attributes.string("pattern"), !pattern.isEmpty {
      // An HTML input's `pattern` must match the whole value, read with the `v` flag.
      field.regex = problems.regex(
        pattern, match: .whole, unicode: true,
        construct: "`pattern` `\(pattern)` of input `\(name)`",
        at: attributes.pointer.pointer("pattern"))
    }
    let bounds: [(String, FormKeys.Field)] = [("maxlength", .maxLength), ("minlength", .minLength)]
    for (source, target) in bounds {
      if case .number? = attributes.object[source],
        let bound = problems.wholeNumber(
          source, of: attributes.object, owner: "input `\(name)`", at: attributes.pointer)
      {
        field[target] = .number(String(bound))
      }
    }
    field.defaultValue = defaultValue(type: type)
    if attributes.bool("disabled") == true {
      // A disabled HTML input is shown but never sent, as a formsh field that is not enabled.
      field.enabledIf = .bool(false)
    }
    reportScripts(name: name, problems: &problems)
    return field.object
  }

  /// The node's `value` as the field's starting value: a boolean for a checkbox, a number or
  /// text as given; none for a password (Kratos never sends one back).
  private func defaultValue(type: String) -> JSONValue? {
    guard type != "password", let value = attributes.object["value"] else { return nil }
    switch value {
    case .bool where type == "checkbox", .string, .number: return value
    default: return nil
    }
  }

  /// The script hooks of an input (`onclick`, `onload` and their triggers): not run.
  private func reportScripts(name: String, problems: inout DialectProblems) {
    for key in ["onclick", "onclickTrigger", "onload", "onloadTrigger"]
    where attributes.object[key] != nil {
      problems.report(
        "input `\(name)` `\(key)`", .notRun,
        at: attributes.pointer.pointer(key))
    }
  }
}
