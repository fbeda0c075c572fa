/// What a kind's `accept` and `payload` do with the values of a record that batch fill can
/// take straight from the record's bytes (`FieldByteCheck`): which input the kind takes as it
/// is, and what its payload then carries. A kind without one (a date, which checks the
/// calendar) leaves its fields to the general path.
public enum ByteAccept: Sendable, Equatable {
  /// Text taken as it is (only `max_length` can refuse it), sent as a string.
  case text
  /// A record's number taken as it is written (only `max_length` can refuse it), sent as that
  /// number; a string of plain ASCII holding a number in JSON's syntax is taken the same way.
  case number
  /// One option named by its id, sent as the id.
  case option
  /// A list of option ids, each once, sent in the form's option order.
  case options
  /// true or false, sent as such.
  case onOff
}
