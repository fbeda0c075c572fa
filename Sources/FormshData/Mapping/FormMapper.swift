import FormshDomain

/// Maps a decoded form file to a domain `Form`, handling every oddity of a real payload
/// (PRODUCT.md §2) and saying what it did in a `Diagnostic`.
public enum FormMapper {
  /// The title shown when the form has none.
  public static let untitled = "Untitled form"

  /// The form and its diagnostics, in file order.
  public static func map(_ dto: FormDTO) -> (form: Form, diagnostics: [Diagnostic]) {
    var diagnostics = dto.problems.map { Diagnostic($0) }
    if dto.formTitle == nil { diagnostics.append(Diagnostic(.noTitle)) }
    let themeResult = ThemeMapper.map(dto.theme)
    diagnostics += themeResult.diagnostics

    var kept: [(field: Field, order: Int?, position: Int)] = []
    var seenIDs: Set<FieldID> = []
    var seenOrders: Set<Int> = []
    for slot in dto.fields ?? [] {
      switch slot {
      case .notObject(let position, let found):
        diagnostics.append(Diagnostic(.fieldNotObject(position: position, found: found)))
      case .field(let fieldDTO):
        guard let id = fieldDTO.id, !id.isEmpty else {
          diagnostics.append(Diagnostic(.missingID(position: fieldDTO.position)))
          continue
        }
        let mapped = FieldMapper.map(fieldDTO, id: id)
        guard let field = mapped.field else {
          diagnostics += mapped.problems.map { Diagnostic($0, field: id) }
          continue
        }
        guard seenIDs.insert(id).inserted else {
          diagnostics.append(Diagnostic(.duplicateID(id), field: id))
          continue
        }
        diagnostics += mapped.problems.map { Diagnostic($0, field: id) }
        let order = OrderReader.order(fieldDTO.order)
        if let problem = order.problem { diagnostics.append(Diagnostic(problem, field: id)) }
        if let value = order.value, !seenOrders.insert(value).inserted {
          diagnostics.append(Diagnostic(.orderDuplicated(value), field: id))
        }
        kept.append((field, order.value, fieldDTO.position))
      }
    }
    let sorted = kept.sorted { lhs, rhs in
      switch (lhs.order, rhs.order) {
      case (let left?, let right?) where left != right: left < right
      case (.some, nil): true
      case (nil, .some): false
      default: lhs.position < rhs.position
      }
    }
    let form = Form(
      title: dto.formTitle ?? untitled, theme: themeResult.theme, fields: sorted.map(\.field))
    return (form, diagnostics)
  }
}
