import FormshData
import FormshDomain

/// Forms made at random from a seed, the way real servers write them and a little worse:
/// fields of every kind, sections, and conditions of many shapes (comparisons of options,
/// numbers and text, `in`, `!`, `!!`, `and`, `or`, arithmetic, `missing`, reads of fields that
/// do not exist, cycles) on `visible_if`, `required_if` and rules. The agreement suite fills
/// each with random records on both paths; a form no test wrote by hand reaches the corners
/// of the conditions' tables.
enum GeneratedForms {
  /// The form made from `seed`.
  static func form(seed: UInt64) -> (name: String, form: Form) {
    var maker = Maker(random: Random(seed: seed))
    let json = maker.form()
    let name = "generated \(seed)"
    return (name, try! FormDecoder.decode(Array(json.utf8), source: name).form)
  }

  private struct Maker {
    var random: Random
    /// Each field made so far: its id, kind and option ids.
    var fields: [(id: String, kind: String, options: [String])] = []

    mutating func form() -> String {
      let count = 3 + random.below(7)
      let sections = random.below(3)
      let kinds = ["text", "number", "dropdown", "multi", "checkbox", "toggle", "email"]
      for index in 0..<count {
        let kind = random.pick(kinds)
        let options =
          kind == "dropdown" || kind == "multi"
          ? (0..<(1 + random.below(5))).map { option(index, $0) } : []
        fields.append((id: "f\(index)", kind: kind, options: options))
      }
      var parts: [String] = []
      for (index, field) in fields.enumerated() {
        var members = [
          #""id": "\#(field.id)""#, #""order": \#(index + 1)"#, #""label": "F\#(index)""#,
        ]
        switch field.kind {
        case "text": members.append(#""type": "TEXT", "max_length": 12"#)
        case "number": members.append(#""type": "TEXT", "subtype": "NUMBER", "max": 100"#)
        case "email": members.append(#""type": "TEXT", "subtype": "EMAIL""#)
        case "checkbox": members.append(#""type": "CHECKBOX""#)
        case "toggle": members.append(#""type": "TOGGLE""#)
        default:
          members.append(#""type": "DROPDOWN""#)
          if field.kind == "multi" { members.append(#""allow_multiple": true"#) }
          let options = field.options.map { #"{"id": \#(quoted($0)), "label": "O"}"# }
          members.append(#""options": [\#(options.joined(separator: ", "))]"#)
          if random.chance(4) {
            members.append(#""default_values": [\#(quoted(random.pick(field.options)))]"#)
          }
        }
        if random.chance(4) { members.append(#""required": true"#) }
        if sections > 0, random.chance(2) {
          members.append(#""section": "s\#(random.below(sections))""#)
        }
        if random.chance(2) { members.append(#""visible_if": \#(condition(depth: 2))"#) }
        if random.chance(3) { members.append(#""required_if": \#(condition(depth: 2))"#) }
        parts.append("{" + members.joined(separator: ", ") + "}")
      }
      var sectionParts: [String] = []
      for index in 0..<sections {
        var members = [#""id": "s\#(index)""#, #""title": "S\#(index)""#]
        if random.chance(2) { members.append(#""visible_if": \#(condition(depth: 1))"#) }
        if random.chance(3) { members.append(#""required_if": \#(condition(depth: 1))"#) }
        sectionParts.append("{" + members.joined(separator: ", ") + "}")
      }
      var rules: [String] = []
      for _ in 0..<random.below(3) {
        let named = (0..<random.below(3)).map { _ in quoted(random.pick(fields).id) }
        let check = condition(depth: 2)
        let list = named.joined(separator: ", ")
        rules.append(#"{"check": \#(check), "message": "rule", "fields": [\#(list)]}"#)
      }
      let sectionList = sectionParts.joined(separator: ", ")
      let ruleList = rules.joined(separator: ", ")
      let fieldList = parts.joined(separator: ", ")
      return #"{"form_title": "generated", "sections": [\#(sectionList)], "#
        + #""rules": [\#(ruleList)], "fields": [\#(fieldList)]}"#
    }

    /// An option id: mostly plain, sometimes empty, spaced, escaped or not ASCII.
    mutating func option(_ field: Int, _ index: Int) -> String {
      switch random.below(12) {
      case 0: ""
      case 1: "o \(index)"
      case 2: "é\(index)"
      case 3: "q\"\(index)"
      case 4: "\(index)"
      default: "o\(field)_\(index)"
      }
    }

    mutating func condition(depth: Int) -> String {
      guard depth > 0, random.chance(3) else { return leaf() }
      switch random.below(5) {
      case 0: return #"{"!": \#(condition(depth: depth - 1))}"#
      case 1: return #"{"!!": [\#(condition(depth: depth - 1))]}"#
      case 2:
        return #"{"and": [\#(condition(depth: depth - 1)), \#(condition(depth: depth - 1))]}"#
      default:
        return #"{"or": [\#(condition(depth: depth - 1)), \#(condition(depth: depth - 1))]}"#
      }
    }

    /// One test of one field (or, seldom, two, none or one that does not exist).
    mutating func leaf() -> String {
      let field = random.pick(fields)
      let read = #"{"var": "\#(field.id)"}"#
      let name = random.pick(["==", "!=", "===", "!==", "<", ">=", ">"])
      switch random.below(14) {
      case 0: return read
      case 1: return #"{"var": "missing_field"}"#
      case 2: return #"{"missing": ["\#(field.id)"]}"#
      case 3: return random.pick(["true", "false", "null", "0", #""x""#])
      case 4:
        let other = random.pick(fields)
        return #"{"\#(name)": [\#(read), {"var": "\#(other.id)"}]}"#
      case 5: return #"{">": [{"+": [\#(read), 1]}, \#(random.below(60))]}"#
      case 6: return #"{"in": [\#(read), [\#(constant(for: field)), \#(constant(for: field))]]}"#
      case 7 where field.kind == "multi" || field.kind == "text":
        return #"{"in": [\#(constant(for: field)), \#(read)]}"#
      case 8: return #"{"var": "\#(field.id).0"}"#
      default: return #"{"\#(name)": [\#(read), \#(constant(for: field))]}"#
      }
    }

    /// A constant to compare a field with: one of its options, a number, text, a truth.
    mutating func constant(for field: (id: String, kind: String, options: [String])) -> String {
      if !field.options.isEmpty, random.chance(2) { return quoted(random.pick(field.options)) }
      switch random.below(7) {
      case 0: return "\(random.below(120))"
      case 1: return "\(random.below(100)).5"
      case 2: return random.pick(["true", "false"])
      case 3: return "null"
      case 4: return #""\#(random.below(50))""#
      case 5: return #""""#
      default: return #""abc""#
      }
    }

    func quoted(_ text: String) -> String {
      var quoted = "\""
      for character in text {
        if character == "\"" || character == "\\" { quoted.append("\\") }
        quoted.append(character)
      }
      return quoted + "\""
    }
  }
}
