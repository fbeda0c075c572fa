import FormshDomain

/// Which renderer draws which kind: one line per kind whose body is not the plain text one.
/// A kind without a line is drawn by the renderer of its value's shape.
enum FieldRenderers {
  private static let byKind: [String: any FieldRenderer] = [
    FieldKind.multiline.name: MultilineFieldRenderer(),
    FieldKind.secure.name: SecureFieldRenderer(),
    FieldKind.dropdown.name: DropdownFieldRenderer(),
    FieldKind.multiselect.name: MultiSelectFieldRenderer(),
    FieldKind.checkbox.name: CheckboxFieldRenderer(),
    FieldKind.toggle.name: ToggleFieldRenderer(),
  ]

  /// The renderer for a kind.
  static func renderer(for kind: FieldKind) -> any FieldRenderer {
    if let renderer = byKind[kind.name] { return renderer }
    switch kind.shape {
    case .text: return TextFieldRenderer()
    case .onOff: return ToggleFieldRenderer()
    case .options(let multiple):
      return multiple ? MultiSelectFieldRenderer() : DropdownFieldRenderer()
    }
  }
}
