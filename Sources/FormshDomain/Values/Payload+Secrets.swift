extension PayloadValue {
  /// The value as a report may show it: a secret that is not empty becomes `Secret.mask`.
  public func masked(ifSecret secret: Bool) -> PayloadValue {
    guard secret, self != .string("") else { return self }
    return .string(Secret.mask)
  }
}

extension Payload {
  /// The payload with every secret that is not empty replaced by `Secret.mask`: what a
  /// transcript or a report may show of it.
  public func maskingSecrets(of form: Form) -> Payload {
    Payload(
      entries: entries.map { entry in
        (entry.id, entry.value.masked(ifSecret: form.field(entry.id)?.kind.isSecret == true))
      }, nesting: form)
  }
}

extension Field {
  /// A value as the payload carries it, a secret masked: what every report shows of it.
  public func reportedPayload(_ value: FormValue) -> PayloadValue {
    kind.behavior.payload(value, for: self).masked(ifSecret: kind.isSecret)
  }
}
