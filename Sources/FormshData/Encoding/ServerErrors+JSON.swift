import FormshDomain

extension ServerErrors {
  /// The errors as one JSON object, for reports such as `fill --to`'s `server_errors`: each
  /// field's messages under its id, in the order received, then the form's under `_form`
  /// (as a form-wide rule's error is keyed) when there are any.
  public var json: JSONValue {
    var members: [(key: String, value: JSONValue)] = fields.map { entry in
      (entry.field, .array(entry.messages.map(JSONValue.string)))
    }
    if !formErrors.isEmpty {
      members.append((CrossFieldRule.formWide, .array(formErrors.map(JSONValue.string))))
    }
    return .object(JSONObject(members))
  }
}
