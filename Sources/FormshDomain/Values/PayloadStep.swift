/// One step of where a value goes in a payload: a member of an object, or an element of a
/// list (a repeating group's item).
public enum PayloadStep: Sendable, Hashable {
  /// The member with this key.
  case key(String)
  /// The element at this index, from 0.
  case item(Int)
}
