/// The edits a user or a record makes to a form's state, with the refusals of the contract:
/// what can never be right for a kind is refused at once and nothing changes, and a read-only
/// or computed field is never edited (`reset` still puts it back as it started). The
/// computed fields are not worked out here: the caller does, after the edit
/// (`ValuePlan.recompute`).
public struct EditForm: Sendable {
  /// The form being edited.
  public let form: Form

  /// Creates the use case for one form.
  public init(form: Form) {
    self.form = form
  }

  /// The field with this id, or `unknownField` with the nearest id as a suggestion.
  public func field(_ id: String) throws(EditError) -> Field {
    if let field = form.field(id) { return field }
    if let group = form.group(id) {
      throw .group(id, fields: group.fields.map { form.fields[$0].id })
    }
    throw .unknownField(id, suggestion: Suggestion.nearest(to: id, in: form.fields.map(\.id)))
  }

  /// The field with this id when an edit may change it: `readOnly` when it is read-only or
  /// computed.
  public func editable(_ id: String) throws(EditError) -> Field {
    let field = try field(id)
    guard !field.isLocked else {
      throw .readOnly(field: field.id, computed: field.computed != nil)
    }
    return field
  }

  /// `set FIELD=VALUE`: applies input with the field kind's rules; returns the new value.
  @discardableResult
  public func set(_ id: String, _ input: Input, in state: inout FormState) throws(EditError)
    -> FormValue
  {
    let field = try editable(id)
    let value = try field.kind.behavior.accept(input, for: field)
    state[field.id] = value
    return value
  }

  /// `select FIELD a,b` / `+c` / `-a`: changes a dropdown's selection.
  @discardableResult
  public func select(_ id: String, _ change: SelectionChange, in state: inout FormState)
    throws(EditError) -> FormValue
  {
    let field = try editable(id)
    guard case .options(let multiple) = field.kind.shape else {
      throw .wrongKind(
        field: field.id, kind: field.kind, command: "select", applies: "dropdown fields")
    }
    let current = Set(state[field.id]?.selection ?? [])
    let value: FormValue
    switch change {
    case .exactly(let tokens):
      value = try field.kind.behavior.accept(.list(tokens), for: field)
    case .add(let tokens):
      if !multiple, tokens.count > 1 {
        var named: Set<String> = []
        for token in tokens { named.insert(try field.resolveOption(token)) }
        throw .oneOptionOnly(field: field.id, given: field.inOptionOrder(named))
      }
      var chosen = current
      for token in tokens { chosen.insert(try field.resolveOption(token)) }
      if !multiple {
        let added = chosen.subtracting(current)
        chosen = added.isEmpty ? current : added
        if chosen.count > 1 {
          throw .oneOptionOnly(field: field.id, given: field.inOptionOrder(chosen))
        }
      }
      value = .selection(field.inOptionOrder(chosen))
    case .remove(let tokens):
      var chosen = current
      for token in tokens { chosen.remove(try field.resolveOption(token)) }
      value = .selection(field.inOptionOrder(chosen))
    }
    state[field.id] = value
    return value
  }

  /// `toggle FIELD`: flips a checkbox or toggle; returns the new state.
  @discardableResult
  public func toggle(_ id: String, in state: inout FormState) throws(EditError) -> Bool {
    let field = try booleanField(id, command: "toggle")
    let on = !(state[field.id]?.isOn ?? false)
    state[field.id] = .bool(on)
    return on
  }

  /// `check FIELD` / `uncheck FIELD`: turns a checkbox or toggle on or off.
  public func check(_ id: String, _ on: Bool, in state: inout FormState) throws(EditError) {
    let field = try booleanField(id, command: on ? "check" : "uncheck")
    state[field.id] = .bool(on)
  }

  /// `clear FIELD`: empties a field (off, no selection).
  public func clear(_ id: String, in state: inout FormState) throws(EditError) {
    let field = try editable(id)
    state[field.id] = field.kind.emptyValue
  }

  /// `reset [FIELD]`: back to the form's default, for one field or all.
  public func reset(_ id: String?, in state: inout FormState) throws(EditError) {
    guard let id else {
      state = form.initialState
      return
    }
    let field = try field(id)
    state[field.id] = form.position(of: field.id).map { form.startValues[$0] } ?? field.defaultValue
  }

  private func booleanField(_ id: String, command: String) throws(EditError) -> Field {
    let field = try editable(id)
    guard field.kind.shape == .onOff else {
      throw .wrongKind(
        field: field.id, kind: field.kind, command: command, applies: "checkbox and toggle fields")
    }
    return field
  }
}
