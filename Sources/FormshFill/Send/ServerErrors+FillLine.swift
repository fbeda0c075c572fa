import FormshDomain

extension ServerErrors {
  /// The errors as a `fill --to` line shows them: the first message of each field, in the
  /// form's order, then the form's own joined with "; " under `_form`; secrets masked.
  func firstMessages(in form: Form, _ scrub: (String) -> String) -> [(String, String)] {
    var pairs = fields(in: form).compactMap { entry in
      entry.messages.first.map { (entry.field, scrub($0)) }
    }
    if !formErrors.isEmpty {
      pairs.append((CrossFieldRule.formWide, scrub(formErrors.joined(separator: "; "))))
    }
    return pairs
  }
}
