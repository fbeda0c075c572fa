import FormshJSON

/// One input component as one field: its kind from its type, then what every component has
/// (label, description, default, conditions, `validate`, calculated values).
extension FormIOTranslator {
  /// The field of an input component, or nil when it is not one (a hidden value goes to
  /// `submit_data`).
  mutating func input(
    _ object: JSONObject, type: String, key: String, at pointer: String, scope: FormIOScope
  ) -> JSONObject? {
    let label = label(of: object, key: key)
    var draft: FieldDraft
    switch type {
    case "textfield":
      draft = FieldDraft(id: key, type: "TEXT", subtype: "PLAIN", label: label)
      mask(object["inputMask"], into: &draft, at: pointer)
    case "textarea": draft = FieldDraft(id: key, type: "TEXT", subtype: "MULTILINE", label: label)
    case "number", "currency":
      draft = FieldDraft(id: key, type: "TEXT", subtype: "NUMBER", label: label)
    case "email": draft = FieldDraft(id: key, type: "TEXT", subtype: "EMAIL", label: label)
    case "url": draft = FieldDraft(id: key, type: "TEXT", subtype: "URI", label: label)
    case "password": draft = FieldDraft(id: key, type: "TEXT", subtype: "SECURE", label: label)
    case "phonenumber":
      // Form.io's phone numbers follow their mask, "(999) 999-9999" unless another is given:
      // a pattern, not E.164.
      draft = FieldDraft(id: key, type: "TEXT", subtype: "PLAIN", label: label)
      mask(object["inputMask"] ?? .string("(999) 999-9999"), into: &draft, at: pointer)
    case "checkbox":
      draft = FieldDraft(id: key, type: "CHECKBOX", label: label)
      if object["inputType"]?.stringValue == "radio" {
        problems.report(
          "checkbox `\(key)` as a radio", .readAs("a checkbox of its own key"),
          at: pointer.pointer("inputType"))
      }
    case "select", "radio", "selectboxes":
      draft = FieldDraft(id: key, type: "DROPDOWN", label: label)
      choices(object, type: type, into: &draft, at: pointer)
    case "datetime":
      let date = object["enableDate"] != .bool(false)
      let time = object["enableTime"] != .bool(false)
      draft = FieldDraft(
        id: key, type: "TEXT", subtype: date && time ? "DATETIME" : (date ? "DATE" : "TIME"),
        label: label)
    case "day":
      draft = FieldDraft(id: key, type: "TEXT", subtype: "DATE", label: label)
      problems.report(
        "day `\(key)`", .readAs("a date written YYYY-MM-DD (Form.io sends MM/DD/YYYY)"),
        at: pointer)
    case "time": draft = FieldDraft(id: key, type: "TEXT", subtype: "TIME", label: label)
    case "hidden":
      return hidden(object, key: key, label: label, at: pointer, scope: scope)
    default:
      return nil
    }
    draft.placeholder = object["placeholder"]?.stringValue.flatMap { $0.isEmpty ? nil : $0 }
    draft.supportingText = supportingText(of: object)
    draft.section = scope.prefix.isEmpty ? scope.section : nil
    draft.visibleIf = JSONValue.all(scope.visible + visibility(object, at: pointer, scope: scope))
    draft.readOnly = scope.readOnly || object["disabled"] == .bool(true)
    defaults(object, into: &draft, at: pointer, scope: scope)
    calculated(object, into: &draft, at: pointer, scope: scope)
    validate(object, into: &draft, at: pointer, scope: scope)
    if object["multiple"] == .bool(true), draft.type == "TEXT" {
      problems.report(
        "`multiple` of `\(key)`", .notSupported("the field takes one value"),
        at: pointer.pointer("multiple"))
    }
    if case .array(let logic) = object["logic"], !logic.isEmpty {
      problems.report("field logic of `\(key)`", .unsupported, at: pointer.pointer("logic"))
    }
    return draft.object(order: 0)
  }

  /// A hidden component: its value in `submit_data` at the top level, else a read-only
  /// field with it; with no value, skipped.
  private mutating func hidden(
    _ object: JSONObject, key: String, label: String, at pointer: String, scope: FormIOScope
  ) -> JSONObject? {
    let value = object["defaultValue"]
    guard let value, value != .null, value != .string("") else {
      if FormIOLogic.isLogic(object["calculateValue"]) {
        var draft = FieldDraft(id: key, type: "TEXT", subtype: "PLAIN", label: label)
        draft.visibleIf = JSONValue.all(scope.visible)
        calculated(object, into: &draft, at: pointer, scope: scope)
        return draft.object(order: 0)
      }
      problems.report("hidden `\(key)`", .skipped("has no value formsh could send"), at: pointer)
      return nil
    }
    if scope.prefix.isEmpty, scope.visible.isEmpty {
      submitData.set(key, value)
      return nil
    }
    var draft = FieldDraft(id: key, type: "TEXT", subtype: "PLAIN", label: label)
    draft.readOnly = true
    draft.defaultValue = value
    draft.visibleIf = JSONValue.all(scope.visible)
    return draft.object(order: 0)
  }

  /// An input mask as a pattern: `9` a digit, `a` a letter, `*` either, anything else itself.
  private mutating func mask(_ value: JSONValue?, into draft: inout FieldDraft, at pointer: String)
  {
    guard case .string(let mask) = value, !mask.isEmpty else { return }
    var pattern = ""
    for character in mask {
      switch character {
      case "9": pattern += "[0-9]"
      case "a": pattern += "[A-Za-z]"
      case "*": pattern += "[A-Za-z0-9]"
      default:
        if character.isLetter || character.isNumber || character == " " {
          pattern.append(character)
        } else {
          pattern += "\\" + String(character)
        }
      }
    }
    draft.regex = pattern
  }

  /// `defaultValue` (a multi-select's array, a select boxes' object of booleans) and
  /// `customDefaultValue` as JSON Logic.
  private mutating func defaults(
    _ object: JSONObject, into draft: inout FieldDraft, at pointer: String, scope: FormIOScope
  ) {
    switch (object["defaultValue"], draft.allowMultiple) {
    case (nil, _), (.null?, _), (.string("")?, _): break
    case (.array(let values)?, true):
      draft.defaultValues = values.isEmpty ? nil : values.map(draft.takenAsDefault)
    case (.object(let checked)?, true):
      let values = checked.members.filter { $0.value == .bool(true) }.map {
        JSONValue.string($0.key)
      }
      draft.defaultValues = values.isEmpty ? nil : values
    case (.array?, false), (.object?, _):
      problems.report(
        "defaultValue of `\(draft.id)`", .skipped("is not a value the field takes"),
        at: pointer.pointer("defaultValue"))
    case (let value?, true): draft.defaultValues = [draft.takenAsDefault(value)]
    case (let value?, false):
      if draft.type == "CHECKBOX", value == .bool(false) { break }
      draft.defaultValue = draft.takenAsDefault(value)
    }
    let custom = object["customDefaultValue"]
    if FormIOLogic.isLogic(custom), let custom {
      do {
        draft.defaultValueFrom = try FormIOLogic.rewrite(custom, grid: scope.grid)
      } catch {
        problems.report(
          "customDefaultValue of `\(draft.id)`",
          .untranslatable(error.message),
          at: pointer.pointer("customDefaultValue"))
      }
    } else if FormIOLogic.isScript(custom) {
      problems.report(
        "customDefaultValue of `\(draft.id)` (JavaScript)", .unsupported,
        at: pointer.pointer("customDefaultValue"))
    }
  }

  /// `calculateValue` as JSON Logic: a computed `value`, or, with `allowCalculateOverride`,
  /// a starting value (`default_value_from`) the user may change.
  mutating func calculated(
    _ object: JSONObject, into draft: inout FieldDraft, at pointer: String, scope: FormIOScope
  ) {
    let calculation = object["calculateValue"]
    let here = pointer.pointer("calculateValue")
    if FormIOLogic.isScript(calculation) {
      problems.report("calculateValue of `\(draft.id)` (JavaScript)", .unsupported, at: here)
      return
    }
    guard FormIOLogic.isLogic(calculation), let calculation else { return }
    do {
      let logic = try FormIOLogic.rewrite(calculation, grid: scope.grid)
      if object["allowCalculateOverride"] == .bool(true) {
        draft.defaultValueFrom = logic
      } else {
        draft.value = logic
        draft.readOnly = false
      }
    } catch {
      problems.report(
        "calculateValue of `\(draft.id)`", .untranslatable(error.message),
        at: here)
    }
  }
}
