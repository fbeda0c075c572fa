import FormshJSON

/// An object's properties as fields, with what makes them required or shown (`required`,
/// `dependencies`, `if`/`then`/`else`) and their order (`ui:order`).
extension SchemaMapper {
  /// Where an object's fields are: the path of group ids above them (for `var`), its
  /// uiSchema, whether it is inside a list's item, defaults given by an object above.
  struct Scope {
    /// The ids of the groups above (the `var` path of the object).
    var path: [String] = []
    /// The object's uiSchema.
    var ui = SchemaUI.empty
    /// Whether the object is a list's item, or inside one.
    var inList = false
    /// The defaults an enclosing `default` gives the properties.
    var defaults: JSONObject? = nil
    /// How many objects enclose this one.
    var depth = 0

    /// The `var` name of a property here.
    func name(_ property: String) -> String { (path + [property]).joined(separator: ".") }
  }

  /// A property to be a field, with the conditions it comes with.
  struct Entry {
    /// The property name (the field's id).
    var name: String
    /// Its schema, unresolved.
    var schema: JSONObject
    /// Where its schema is.
    var pointer: String
    /// When it is shown (a `then`, a dependency), or nil: always.
    var visibleIf: JSONValue? = nil
    /// Whether a `then`, an `else` or a dependency brings it.
    var conditional = false
  }

  /// An object's properties as fields, in `ui:order`, with `required`, `dependencies`,
  /// `dependentRequired`, `dependentSchemas` and `if`/`then`/`else` said as `required`,
  /// `required_if` and `visible_if`.
  func fields(of node: Node, in scope: Scope) -> [JSONValue] {
    guard scope.depth < Self.depthLimit else {
      problems.report(
        "object", .nested(deeperThan: Self.depthLimit), at: node.pointer)
      return []
    }
    expanding += node.refs
    defer { expanding.removeLast(node.refs.count) }
    let schema = node.schema
    var entries: [Entry] = []
    // Where each property's entry is, by name: an object of 60,000 properties is looked up
    // by name as often.
    var places: [String: Int] = [:]
    let propertiesPointer = node.pointer.pointer("properties")
    for (name, value) in schema.object("properties")?.members ?? [] {
      guard work.charge() else { break }
      guard case .object(let property) = value else {
        if value != .bool(true) {
          problems.report(
            "property `\(name)` with no schema object", .skipped(nil),
            at: propertiesPointer.pointer(name))
        }
        continue
      }
      if places[name] == nil { places[name] = entries.count }
      entries.append(Entry(name: name, schema: property, pointer: propertiesPointer.pointer(name)))
    }
    var required = Set(schema.strings("required"))
    var requiredIf: [String: [JSONValue]] = [:]

    // Kinds of the properties, for what "filled in" means in `dependencies`.
    func kind(_ name: String) -> String? {
      guard let entry = places[name].map({ entries[$0] }) else { return nil }
      return type(
        of: Node(schema: entry.schema, pointer: entry.pointer), name: name, reporting: false)
    }

    func addConditional(
      _ branch: JSONObject, when condition: JSONValue, at pointer: String, what: String
    ) {
      // A condition given to many properties costs each of them.
      let cost = ImportWork.nodes(of: condition, upTo: work.limit)
      for name in branch.strings("required") {
        guard work.charge(cost) else { return }
        requiredIf[name, default: []].append(condition)
      }
      for (name, value) in branch.object("properties")?.members ?? [] {
        guard work.charge(cost) else { return }
        let at = pointer.pointer("properties").pointer(name)
        guard case .object(let property) = value else { continue }
        if let index = places[name] {
          if !entries[index].conditional {
            // Refining a property of the object: only what narrows nothing is harmless.
            let keys = Set(property.members.map(\.key)).subtracting(["title", "description"])
            if !keys.isEmpty {
              problems.report(
                "\(what) refining property `\(name)`", .notKept(nil), at: at)
            }
          } else {
            if entries[index].schema != property {
              problems.report(
                "\(what) giving property `\(name)` another schema",
                .firstKept("shown in either case"), at: at)
            }
            entries[index].visibleIf = Logic.any(
              [entries[index].visibleIf, condition].compactMap { $0 })
          }
        } else {
          places[name] = entries.count
          entries.append(
            Entry(
              name: name, schema: property, pointer: at, visibleIf: condition, conditional: true))
        }
      }
      let other = branch.members.map(\.key).filter {
        !["required", "properties", "title", "description", "$comment", "type"].contains($0)
      }
      for key in other {
        problems.report("\(what) keyword `\(key)`", .unsupported, at: pointer.pointer(key))
      }
    }

    // dependencies (draft 7), dependentRequired and dependentSchemas (2019-09 on).
    for key in ["dependencies", "dependentRequired", "dependentSchemas"] {
      let at = node.pointer.pointer(key)
      for (name, value) in schema.object(key)?.members ?? [] {
        guard work.charge() else { break }
        let filled = SchemaCondition.filled(scope.name(name), kind: kind(name))
        switch value {
        case .array(let names):
          for case .string(let target) in names {
            guard work.charge() else { break }
            requiredIf[target, default: []].append(filled)
          }
        case .object(let branch):
          let branchPointer = at.pointer(name)
          if let oneOf = branch.array("oneOf") {
            dependencyAlternatives(
              oneOf, on: name, scope: scope, at: branchPointer.pointer("oneOf"),
              add: { addConditional($0, when: $1, at: $2, what: "dependency of `\(name)`") })
            addConditional(
              JSONObject(branch.members.filter { $0.key != "oneOf" }), when: filled,
              at: branchPointer, what: "dependency of `\(name)`")
          } else {
            addConditional(branch, when: filled, at: branchPointer, what: "dependency of `\(name)`")
          }
        default:
          continue
        }
      }
    }

    // if / then / else.
    for (holder, at) in node.conditionals {
      guard case .object(let test)? = holder["if"] else { continue }
      var unsupported: [String] = []
      let path = scope.path.joined(separator: ".")
      guard let condition = SchemaCondition.logic(test, on: path, unsupported: &unsupported)
      else {
        problems.report(
          "if with `\(unsupported.first ?? "?")`",
          .conditionalUnsaid,
          at: at.pointer("if"))
        continue
      }
      if let then = holder.object("then") {
        addConditional(then, when: condition, at: at.pointer("then"), what: "then")
      }
      if let otherwise = holder.object("else") {
        addConditional(otherwise, when: Logic.not(condition), at: at.pointer("else"), what: "else")
      }
    }

    for name in required where places[name] == nil {
      problems.report(
        "required `\(name)`", .skipped("is not a property"), at: node.pointer.pointer("required"))
      required.remove(name)
    }
    for name in requiredIf.keys.sorted() where places[name] == nil {
      problems.report(
        "conditionally required `\(name)`", .skipped("is not a property"), at: node.pointer)
    }
    for key in [
      "patternProperties", "propertyNames", "minProperties", "maxProperties",
      "unevaluatedProperties", "oneOf", "anyOf", "not",
    ]
    where schema[key] != nil {
      problems.report("object keyword `\(key)`", .unsupported, at: node.pointer.pointer(key))
    }
    if case .object? = schema["additionalProperties"] {
      problems.report(
        "additionalProperties schema", .skipped("is not supported (formsh fields are named)"),
        at: node.pointer.pointer("additionalProperties"))
    }

    var fields: [JSONValue] = []
    let defaults = scope.defaults?.index()
    let uis = scope.ui.object.index()
    for entry in ordered(entries, by: scope.ui) {
      guard work.goesOn else { break }
      let defaultValue = defaults?[entry.name]
      guard
        var field = field(
          entry.name, schema: entry.schema, at: entry.pointer, in: scope,
          ui: scope.ui.child(entry.name, in: uis), required: required.contains(entry.name),
          inherited: defaultValue)
      else { continue }
      if let visible = entry.visibleIf { field.visibleIf = visible }
      // As with `required`, a checkbox or a multi-select always has a value.
      if let conditions = requiredIf[entry.name], let joined = Logic.any(conditions),
        ["TEXT", "DROPDOWN"].contains(field.type), !field.allowMultiple
      {
        field.requiredIf = joined
      }
      field.number(fields.count + 1)
      fields.append(.object(field.object))
    }
    return fields
  }

  /// rjsf's schema dependencies with `oneOf`: each alternative names the value of the
  /// property it depends on (`enum` or `const`) and the properties that value brings.
  func dependencyAlternatives(
    _ alternatives: [JSONValue], on name: String, scope: Scope, at pointer: String,
    add: (JSONObject, JSONValue, String) -> Void
  ) {
    for (index, value) in alternatives.enumerated() {
      guard work.charge() else { break }
      let at = pointer.pointer(index)
      guard case .object(let alternative) = value,
        let discriminator = alternative.object("properties")?.object(name)
      else {
        problems.report(
          "dependency alternative without a value of `\(name)`", .skipped(nil), at: at)
        continue
      }
      var unsupported: [String] = []
      guard
        let condition = SchemaCondition.logic(
          discriminator, on: scope.name(name), unsupported: &unsupported)
      else {
        problems.report(
          "dependency alternative testing `\(unsupported.first ?? "?")`",
          .skipped("cannot be said in JSON Logic"), at: at)
        continue
      }
      var rest = alternative
      if let properties = alternative.object("properties") {
        rest = rest.setting(
          "properties", .object(JSONObject(properties.members.filter { $0.key != name })))
      }
      add(rest, condition, at)
    }
  }

  /// The entries in `ui:order` (`*` standing for the rest, in schema order).
  func ordered(_ entries: [Entry], by ui: SchemaUI) -> [Entry] {
    guard case .array(let order)? = ui.value("order") else { return entries }
    let names = order.compactMap { value -> String? in
      if case .string(let text) = value { return text }
      return nil
    }
    work.charge(names.count + entries.count)
    let at = ui.pointer.pointer("ui:order")
    // The first entry of each name, as a search from the start finds it.
    var byName: [String: Entry] = [:]
    for entry in entries where byName[entry.name] == nil { byName[entry.name] = entry }
    for name in names where name != "*" && byName[name] == nil {
      problems.report("ui:order name `\(name)`", .skipped("is not a property"), at: at)
    }
    let listed = Set(names)
    let rest = entries.filter { !listed.contains($0.name) }
    var result: [Entry] = []
    var placed: Set<String> = []
    for name in names {
      if name == "*" {
        result += rest
        for entry in rest { placed.insert(entry.name) }
      } else if let entry = byName[name], !placed.contains(name) {
        result.append(entry)
        placed.insert(name)
      }
    }
    if !names.contains("*"), !rest.isEmpty {
      problems.report(
        "ui:order without `*`",
        .changed("leaves out \(rest.map(\.name).joined(separator: ", ")); put last"),
        at: at)
      result += rest
    }
    return result
  }
}
