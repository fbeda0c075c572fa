import FormshJSON

/// The Controls as fields: each Control's property mapped as the JSON Schema dialect maps it,
/// placed in the object it belongs to, so that the payload is the object the schema
/// describes (`#/properties/address/properties/city` is `city` in a GROUP `address`).
extension JSONFormsBuilder {
  /// A field, or a group of the data holding the fields of Controls inside it.
  final class Slot {
    /// The property name (the id).
    let name: String
    /// The field a Control made, or nil for a group of Controls' fields.
    var field: FieldDraft?
    /// The object's schema, for a group.
    var node: SchemaMapper.Node?
    /// A group's fields, in the order of their Controls.
    private(set) var children: [Slot] = []
    /// `children` by name.
    private var childIndex: [String: Slot] = [:]
    /// The group's properties by name, and its required ones, made when first read.
    private lazy var properties = node?.schema.object("properties")?.index() ?? [:]
    private(set) lazy var required = Set(node?.schema.strings("required") ?? [])
    /// The section of its (first) Control.
    var section: String?
    /// Where its Control, or its schema, is.
    var pointer: String

    /// A slot for a field or a group.
    init(name: String, field: FieldDraft? = nil, node: SchemaMapper.Node? = nil, pointer: String) {
      self.name = name
      self.field = field
      self.node = node
      self.pointer = pointer
    }

    /// Whether a field at this path (or a field holding it whole) is under this slot.
    func holds(_ path: [String]) -> Bool {
      guard let first = path.first, let child = child(first) else { return false }
      return child.field != nil || child.holds(Array(path.dropFirst()))
    }

    /// The child of this name (the first, as Controls placed them).
    func child(_ name: String) -> Slot? { childIndex[name] }

    /// Adds a child, after the others.
    func add(_ child: Slot) {
      if childIndex[child.name] == nil { childIndex[child.name] = child }
      children.append(child)
    }

    /// The schema of the group's property `name`, when it is an object.
    func property(_ name: String) -> JSONObject? {
      properties[name]?.objectValue
    }
  }

  /// The form's fields, in the order of their Controls.
  func fields() -> [JSONValue] {
    guard let rootNode = mapper.resolve(schema, at: "/schema") else { return [] }
    let root = Slot(name: "", node: rootNode, pointer: "/schema")
    for control in controls {
      guard mapper.work.charge(1 + control.conditionNodes) else { break }
      place(control, in: root)
    }
    // A property a rule reads must be a field for formsh to read it.
    for (path, pointer) in reads where !root.holds(path) {
      guard mapper.work.charge() else { break }
      let scope = "#/properties/" + path.map(JSONPointer.escaped).joined(separator: "/properties/")
      mapper.problems.report(
        "property `\(path.joined(separator: "."))` that a rule reads and no Control shows",
        .readAs("a field of the form, at the end (formsh conditions read fields)"), at: pointer)
      place(
        Control(
          element: JSONObject([("scope", .string(scope))]), pointer: pointer, visible: [],
          enabled: [], section: nil, conditionNodes: 0),
        in: root)
    }
    reportUncontrolled(root, path: [])
    let used = Set(root.children.compactMap(\.section))
    let unused = sections.filter {
      guard case .string(let id)? = $0["id"] else { return false }
      return !used.contains(id)
    }
    for section in unused {
      let id = section.string("id") ?? ""
      mapper.problems.report(
        "section \(section["title"]?.excerpt ?? "")",
        .notShown("no Control of a field is in it"),
        at: sectionPointers[id] ?? "/uischema")
    }
    return root.children.enumerated().map { index, slot in
      .object(output(slot, order: index + 1, topLevel: true))
    }
  }

  /// Sections that no field joins, to leave out.
  func usedSections(_ fields: [JSONValue]) -> [JSONObject] {
    let used = Set(
      fields.compactMap { value -> String? in
        if case .object(let field) = value,
          case .string(let id)? = field[FormKeys.Field.section.rawValue]
        {
          return id
        }
        return nil
      })
    return sections.filter {
      guard case .string(let id)? = $0["id"] else { return false }
      return used.contains(id)
    }
  }

  /// Puts a Control's field in its place under `root`.
  private func place(_ control: Control, in root: Slot) {
    let element = control.element
    let scopeText = element.string("scope")
    let scopePath = JSONFormsScope.path(scopeText)
    guard let path = scopePath, !path.isEmpty else {
      mapper.problems.report(
        "Control with scope \(element["scope"]?.excerpt ?? "none")",
        .skipped(
          scopePath == nil
            ? "is not a path of properties (a Control inside an array's items, or of a definition)"
            : "of the whole data is not supported"),
        at: control.pointer.pointer("scope"))
      return
    }
    var parent = root
    for (index, name) in path.enumerated() {
      guard let node = parent.node, let property = parent.property(name) else {
        mapper.problems.report(
          "Control scope `\(scopeText ?? "")`", .skipped("names no property of the schema"),
          at: control.pointer.pointer("scope"))
        return
      }
      let at = node.pointer.pointer("properties").pointer(name)
      let existing = parent.child(name)
      if index == path.count - 1 {
        guard existing == nil else {
          mapper.problems.report(
            "second Control of `\(path.joined(separator: "."))`",
            .notKept("a field is shown once"), at: control.pointer)
          return
        }
        var scope = SchemaMapper.Scope()
        scope.path = Array(path.dropLast())
        let required = parent.required.contains(name)
        guard
          var field = mapper.field(
            name, schema: property, at: at, in: scope, ui: ui(of: control),
            required: required)
        else { return }
        if let visible = Logic.all(control.visible) { field.visibleIf = visible }
        if let enabled = Logic.all(control.enabled) { field.enabledIf = enabled }
        let slot = Slot(name: name, field: field, pointer: control.pointer)
        slot.section = control.section
        parent.add(slot)
        return
      }
      if let existing {
        if let field = existing.field {
          mapper.problems.report(
            "Control of `\(path.joined(separator: "."))`",
            field.type == FormKeys.groupType
              ? .notKept("`\(name)` is shown whole by its own Control")
              : .skipped("goes through `\(name)`, which is no object"),
            at: control.pointer)
          return
        }
        if existing.section != control.section {
          mapper.problems.report(
            "Control of `\(path.joined(separator: "."))` in another section than `\(name)`'s first",
            .changed("is shown in that first section (a group's fields stay together)"),
            at: control.pointer)
        }
        parent = existing
        continue
      }
      guard let inner = mapper.resolve(property, at: at),
        mapper.type(of: inner, name: name, reporting: false) == "object"
      else {
        mapper.problems.report(
          "Control scope `\(scopeText ?? "")`",
          .skipped("goes through `\(name)`, which is no object"),
          at: control.pointer.pointer("scope"))
        return
      }
      let group = Slot(name: name, node: inner, pointer: at)
      group.section = control.section
      parent.add(group)
      parent = group
    }
  }

  /// The uiSchema (rjsf's words) a Control says: its label, and the options formsh reads.
  private func ui(of control: Control) -> SchemaUI {
    let element = control.element
    var object = JSONObject()
    if let label = Self.label(element) {
      object.members.append(("ui:title", .string(label)))
    }
    let options = element.object("options") ?? JSONObject()
    if options.bool("multi") == true {
      object.members.append(("ui:widget", .string("textarea")))
    } else if options.bool("toggle") == true {
      object.members.append(("ui:widget", .string("toggle")))
    }
    if options.bool("readonly") == true || element.bool("readonly") == true
      || options.bool("readOnly") == true
    {
      object.members.append(("ui:readonly", .bool(true)))
    }
    if options["detail"] != nil {
      mapper.problems.report(
        "Control option `detail`",
        .notKept("a list shows every property of its items"),
        at: control.pointer.pointer("options").pointer("detail"))
    }
    return SchemaUI(object: object, pointer: control.pointer)
  }

  /// Reports the required properties of the objects Controls reach that no Control shows.
  private func reportUncontrolled(_ slot: Slot, path: [String]) {
    guard let node = slot.node else { return }
    for name in node.schema.strings("required") where slot.child(name) == nil {
      mapper.problems.report(
        "required property `\((path + [name]).joined(separator: "."))`",
        .notShown("no Control shows it"), at: node.pointer.pointer("required"))
    }
    for child in slot.children where child.field == nil {
      reportUncontrolled(child, path: path + [child.name])
    }
  }

  /// A slot as a field object.
  private func output(_ slot: Slot, order: Int, topLevel: Bool) -> JSONObject {
    var field: FieldDraft
    if let leaf = slot.field {
      field = leaf
    } else {
      let label = slot.node?.schema.string("title") ?? Self.startCase(slot.name)
      field = FieldDraft(id: slot.name, type: FormKeys.groupType, label: label)
      field.fields = slot.children.enumerated().map { index, child in
        output(child, order: index + 1, topLevel: false)
      }
    }
    field.number(order)
    if topLevel, let section = slot.section {
      field.section = section
    }
    return field.object
  }
}
