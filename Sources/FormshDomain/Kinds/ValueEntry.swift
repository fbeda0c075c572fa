/// How `set FIELD` without a value reads one at the prompt or from a script.
public enum ValueEntry: Sendable, Equatable {
  /// It does not: the value must be given (`set FIELD=VALUE`).
  case inline
  /// A secret, read with echo off.
  case hidden
  /// Lines, until a lone `.`.
  case lines
}
