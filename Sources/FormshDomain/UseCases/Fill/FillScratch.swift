/// What filling a record of a form with conditions works in, kept by each caller that fills
/// many records (one per thread) so that no record allocates it anew: the values read, the
/// conditions' data and status, and which fields the last record left hidden.
public struct FillScratch: Sendable {
  /// Which fields the last record's conditions hid (to be left out of its payload); empty
  /// for a form without conditions.
  public internal(set) var hidden: [Bool] = []
  var values: [FormValue?] = []
  var refused: [String?] = []
  /// Whether each field a condition may make required has a value (`FastLogic.evaluate`).
  var filled: [Bool] = []
  var status: FormStatus?
  var data: ConditionData?
  var verdict = ConditionVerdict()
  /// Why the last record's conditions could not all be worked out (a budget ran out:
  /// `FormStatus.unfinishedMessage`), or `nil`; the record is then an error of the form.
  var unfinished: String?
  /// Whether the last record's conditions were stopped because the run is to stop
  /// (`LogicRule.isInterrupted`): the record has no verdict, and no line should be written
  /// for it.
  public internal(set) var wasInterrupted = false
  /// What each field reads as in the record's conditions, on the byte path
  /// (`FillRecord+Bytes`), made by `FillRecord.beginReadings`.
  var byteReadings: ByteReadings?
  /// The use case the scratch is sized for (`FillRecord.prepare`): held, so that no other
  /// takes its place (and its address) unnoticed. Another, even of a form with as many
  /// fields, sizes it anew.
  var owner: FillRecord?
  /// Whether `byteReadings` keeps the verdicts worked out on the byte path, by their
  /// readings (`VerdictMemo`): a caller that keeps one scratch for all its records looks
  /// most of them up.
  let remembersVerdicts: Bool

  /// Scratch for any form; it fits itself to the form it is used with. `rememberingVerdicts`:
  /// it keeps the byte path's verdicts (up to a MiB), for a caller that fills many records
  /// with it, not one batch.
  public init(rememberingVerdicts: Bool = false) {
    remembersVerdicts = rememberingVerdicts
  }
}
