import FormshJSON

/// Walks a JSON Forms uischema: its Controls, in order, with the conditions their layouts'
/// rules give them, and the sections its Categories and Groups become. Layouts are not data:
/// VerticalLayout and HorizontalLayout are flattened; a Category, or a Group outside any
/// section, is a section; a Group inside one is flattened (its label reported).
struct JSONFormsBuilder {
  /// The mapper of properties, which holds what was not kept.
  let mapper: SchemaMapper
  /// The schema the Controls' scopes point into.
  let schema: JSONObject
  /// The sections, in display order.
  var sections: [JSONObject] = []
  /// Where each section's Category or Group is, by section id.
  var sectionPointers: [String: String] = [:]
  /// The Controls met, in order.
  var controls: [Control] = []
  /// The property paths rules read, with where each rule is.
  var reads: [(path: [String], pointer: String)] = []
  /// How deep layouts nest at most.
  static let depthLimit = 64

  /// A Control, with what its layouts give it.
  struct Control {
    /// The Control element.
    var element: JSONObject
    /// Where it is.
    var pointer: String
    /// The conditions of SHOW and HIDE rules on it and its layouts.
    var visible: [JSONValue]
    /// The conditions of ENABLE and DISABLE rules on it and its layouts.
    var enabled: [JSONValue]
    /// The id of the section it is in.
    var section: String?
    /// The nodes of `visible` and `enabled`, which its field is given.
    var conditionNodes: Int
  }

  /// What an element's layouts give it.
  struct Context {
    /// The SHOW and HIDE conditions of the layouts above.
    var visible: [JSONValue] = []
    /// The ENABLE and DISABLE conditions of the layouts above.
    var enabled: [JSONValue] = []
    /// The section the element is in.
    var section: String? = nil
    /// How many layouts enclose it.
    var depth = 0
    /// The nodes of `visible` and `enabled`.
    var conditionNodes = 0
  }

  /// Walks an element and those inside it.
  mutating func walk(_ element: JSONObject, at pointer: String, context: Context = Context()) {
    guard mapper.work.charge() else { return }
    guard context.depth < Self.depthLimit else {
      mapper.problems.report(
        "layout", .nested(deeperThan: Self.depthLimit), at: pointer)
      return
    }
    var context = context
    context.depth += 1
    let type = element.string("type")
    var sectionVisible: JSONValue?
    var read: [[String]] = []
    let effect = element.object("rule").flatMap {
      JSONFormsRule.effect($0, at: pointer.pointer("rule"), mapper: mapper, reads: &read)
    }
    reads += read.map { ($0, pointer.pointer("rule")) }
    if let effect {
      switch effect {
      case .visible(let condition):
        let becomesSection = (type == "Group" || type == "Category") && context.section == nil
        if becomesSection {
          sectionVisible = condition
        } else {
          context.visible.append(condition)
          context.conditionNodes += ImportWork.nodes(of: condition, upTo: mapper.work.limit)
        }
      case .enabled(let condition):
        context.enabled.append(condition)
        context.conditionNodes += ImportWork.nodes(of: condition, upTo: mapper.work.limit)
      }
    }
    switch type {
    case "Control":
      controls.append(
        Control(
          element: element, pointer: pointer, visible: context.visible,
          enabled: context.enabled, section: context.section,
          conditionNodes: context.conditionNodes))
      return
    case "VerticalLayout", "HorizontalLayout", "Categorization":
      break
    case "Group", "Category":
      let label = Self.label(element)
      if context.section == nil {
        let id = "section-\(sections.count + 1)"
        var section = JSONObject([
          ("id", .string(id)),
          ("title", .string(label ?? "\(type ?? "Section") \(sections.count + 1)")),
        ])
        if let sectionVisible { section.members.append(("visible_if", sectionVisible)) }
        sections.append(section)
        sectionPointers[id] = pointer
        context.section = id
      } else if let label {
        mapper.problems.report(
          "\(type ?? "Group") `\(label)` inside a section",
          .notKept("its fields are, in the section"),
          at: pointer)
      }
    case "Label":
      let text = element.string("text") ?? ""
      mapper.problems.report(
        "Label \"\(text.prefix(40))\"",
        .notKept("formsh shows fields, not free text"),
        at: pointer)
      return
    default:
      mapper.problems.report(
        "uischema element of type \(element["type"]?.excerpt ?? "none")",
        .unsupported, at: pointer)
      return
    }
    for (index, child) in (element.array("elements") ?? []).enumerated() {
      guard mapper.work.goesOn else { break }
      let at = pointer.pointer("elements").pointer(index)
      guard case .object(let object) = child else {
        mapper.problems.report("uischema element \(child.excerpt)", .notAnObject, at: at)
        continue
      }
      walk(object, at: at, context: context)
    }
  }

  /// A layout's or a Control's label: a string, or `{"text": …}`; else its `i18n` key.
  static func label(_ element: JSONObject) -> String? {
    if let text = element.string("label") { return text }
    if let text = element.object("label")?.string("text") { return text }
    return element.string("i18n")
  }

  /// A property name as JSON Forms labels it (lodash's `startCase`): `firstName` is
  /// "First Name", `postal_code` "Postal Code".
  static func startCase(_ name: String) -> String {
    var words: [String] = []
    var current = ""
    var previous: Character?
    for character in name {
      guard character.isLetter || character.isNumber else {
        if !current.isEmpty { words.append(current) }
        current = ""
        previous = nil
        continue
      }
      if let previous, !current.isEmpty,
        (previous.isLowercase && character.isUppercase)
          || (previous.isNumber != character.isNumber)
      {
        words.append(current)
        current = ""
      }
      current.append(character)
      previous = character
    }
    if !current.isEmpty { words.append(current) }
    return words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
  }
}
