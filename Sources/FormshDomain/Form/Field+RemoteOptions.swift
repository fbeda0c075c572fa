extension Field {
  /// This field with the options loaded from `url` in place of its own, or with none and
  /// `problem` when they could not be loaded: the field shown, validated and filled from then
  /// on (`Form.replacing`).
  public func withOptions(_ options: [Option], from url: String, problem: String? = nil)
    -> Field
  {
    let remote = remoteOptions.map {
      RemoteOptions(url: $0.url, path: $0.path, loadedFrom: url, problem: problem)
    }
    return Field(
      id: id, kind: kind, label: label, placeholder: placeholder, supportingText: supportingText,
      errorMessage: errorMessage, isRequired: isRequired, constraints: constraints,
      options: problem == nil ? options : [], defaultValue: defaultValue, links: links,
      section: section, visibleIf: visibleIf, requiredIf: requiredIf, isReadOnly: isReadOnly,
      enabledIf: enabledIf, computed: computed, defaultFrom: defaultFrom, remoteOptions: remote,
      group: group, key: key, isNullable: isNullable)
  }
}
