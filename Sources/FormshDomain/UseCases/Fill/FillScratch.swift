/// What filling a record of a form with conditions works in, kept by each caller that fills
/// many records (one per thread) so that no record allocates it anew: the values read, the
/// conditions' data and status, and which fields the last record left hidden.
public struct FillScratch: Sendable {
  /// Which fields the last record's conditions hid (to be left out of its payload); empty
  /// for a form without conditions.
  public internal(set) var hidden: [Bool] = []
  /// The values the conditions read, as `accept` took them (`nil`: the record left the field
  /// out, or its value was refused: `refused` says why), kept for each field's own turn.
  package var values: [FormValue?] = []
  package var refused: [EditError?] = []
  package var status: FormStatus?
  package var data: ConditionData?
  /// Why the last record's conditions could not all be worked out (a budget ran out:
  /// `FormStatus.unfinishedMessage`), or `nil`; the record is then an error of the form.
  var unfinished: String?
  /// The computed fields of the last record that could not be worked out, with why (by
  /// field position, in render order).
  var notComputed: [(field: Int, message: String)] = []
  /// The values the last record gave its read-only and computed fields (by position), each
  /// with the field's computed value once worked out: compared with what the field has.
  var lockedGiven: [(field: Int, input: Input, computed: FormValue?)] = []
  /// Whether the last record's conditions were stopped because the run is to stop
  /// (`LogicRule.isInterrupted`): the record has no verdict, and no line should be written
  /// for it.
  public internal(set) var wasInterrupted = false
  /// The use case the scratch is sized for (`FillRecord.prepare`): held, so that no other
  /// takes its place (and its address) unnoticed. Another, even of a form with as many
  /// fields, sizes it anew.
  var owner: FillRecord?

  /// Scratch for any form; it fits itself to the form it is used with.
  public init() {}
}
