/// The one edit that gives a field its value, as `record` writes it.
public enum CanonicalEdit: Sendable, Equatable {
  /// `set FIELD=TEXT`.
  case set(String)
  /// `set FIELD=${VARIABLE}`: a secret is never written, only where to read it from.
  case setSecret
  /// `check FIELD` or `uncheck FIELD`.
  case check(Bool)
  /// `select FIELD a,b`.
  case select([String])
  /// `clear FIELD`.
  case clear
}
