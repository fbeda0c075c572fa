/// An option as the command line gives it: spelled as typed, with its value and, for an
/// option that takes one (`--report junit FILE`), the word after the value.
struct GivenOption: Sendable, Equatable {
  /// As typed: `-o`, not `--output`.
  let spelling: String
  /// Its long name.
  let name: String
  /// Its value (`nil` for a flag).
  let value: String?
  /// The word after the value that it took, if any.
  let word: String?
  /// Where it is among the arguments, from 0: the first of several problems is the one told.
  let position: Int
}
