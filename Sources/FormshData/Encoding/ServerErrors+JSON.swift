import FormshDomain
import FormshJSON

extension ServerErrors {
  /// The errors as one JSON object, the `server_errors` of a report line (`fill --to`,
  /// `validate --remote --json`): `{FIELD: MESSAGE, "_form": MESSAGE}`, as `firstMessages`
  /// gives them, the shape of the rules' `errors` beside it.
  public func json(in form: Form, _ scrub: (String) -> String = { $0 }) -> JSONValue {
    .object(JSONObject(firstMessages(in: form, scrub).map { ($0.field, .string($0.message)) }))
  }
}
