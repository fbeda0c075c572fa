import FormshDomain
import FormshFill
import FormshPresentation

extension FillCommand {
  /// The lines after `fill`'s summary that break the invalid records down by field and error
  /// code, one line each, in form order (the form's own errors and keys that are no field
  /// first), with how many records had that error:
  ///
  ///       email     required      2
  ///       quantity  below_minimum 1
  ///
  /// Empty when no record was invalid.
  static func breakdown(_ summary: FillSummary, fieldIDs: [String]) -> String {
    let rows = summary.failures.map { failure -> (String, String, String) in
      let place: String
      switch failure.slot {
      case .form: place = "(form)"
      case .unknownKey: place = "(not a field)"
      case .field(let index):
        place = index < fieldIDs.count ? TerminalText.sanitize(fieldIDs[index]) : "#\(index)"
      }
      return (place, failure.code.name, String(failure.count))
    }
    guard !rows.isEmpty else { return "" }
    let placeWidth = rows.map { TerminalText.width($0.0) }.max() ?? 0
    let codeWidth = rows.map { $0.1.count }.max() ?? 0
    let countWidth = rows.map { $0.2.count }.max() ?? 0
    return rows.map { place, code, count in
      "  " + TerminalText.pad(place, to: placeWidth) + "  "
        + TerminalText.pad(code, to: codeWidth) + "  "
        + String(repeating: " ", count: countWidth - count.count) + count + "\n"
    }.joined()
  }
}
