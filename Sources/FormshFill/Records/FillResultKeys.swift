import FormshData
import FormshDomain

/// The form's field ids, escaped once for every record: a `PayloadWriter` for the form.
public struct FillResultKeys: Sendable {
  /// Writes each valid record's payload, and the field ids that key each error.
  @usableFromInline let payload: PayloadWriter
  /// Whether every line carries `"id"` (`fill --id KEY`): `FillResultWriter.id`.
  let carriesID: Bool

  /// Escapes a form's field ids; with `terminalSafe` (the output is a terminal), C1 and bidi
  /// controls in every string are escaped too. With `carriesID`, every line carries `"id"`.
  /// With `paths`, payloads nest by them (a form with groups: `Form.payloadIDPaths`).
  public init(
    fieldIDs: [String], paths: [[PayloadStep]]? = nil,
    emptyLists: [(before: Int, path: [PayloadStep])] = [], terminalSafe: Bool = false,
    carriesID: Bool = false
  ) {
    payload = PayloadWriter(
      fieldIDs: fieldIDs, paths: paths, emptyLists: emptyLists, terminalSafe: terminalSafe)
    self.carriesID = carriesID
  }
}
