import FormshDomain

/// Checks the `{field}` pipes of a form's texts (`TextPipe`) against its fields.
enum PipeMapper {
  /// A warning for each name a text pipes that is no field (each once), with the field it
  /// is a typo of, if any.
  static func unknownNames(in text: String?, key: String, fields: FieldNames) -> [LoadProblem] {
    guard let text, TextPipe.isPiped(text) else { return [] }
    return TextPipe.names(in: text).compactMap { name in
      fields.contains(name)
        ? nil
        : .pipeNoField(key: key, name: name, suggestion: fields.suggestion(for: name))
    }
  }
}
