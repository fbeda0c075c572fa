/// How `select` changes a selection.
public enum SelectionChange: Sendable, Equatable {
  /// Exactly these options (ids or labels).
  case exactly([String])
  /// These options as well (`+c`); on a single-select, this one instead.
  case add([String])
  /// Not these options (`-a`); naming one that is not selected changes nothing.
  case remove([String])
}
