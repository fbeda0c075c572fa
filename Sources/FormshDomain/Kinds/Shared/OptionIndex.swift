/// Where each option of a field is, by id and by label ignoring case: built once when the
/// field is made, so choosing among many options costs a lookup per token rather than a scan
/// of the options (5,000 labels among 200,000 options took 23 s by scanning).
///
/// Fields with a handful of options are scanned instead: no table is built for them.
struct OptionIndex: Sendable {
  /// Fewer options than this are scanned, which is as fast and costs no table.
  static let threshold = 16

  private let byID: [String: Int]
  private let byLabel: [String: Int]

  /// The table for these options, or `nil` when there are too few to need one.
  init?(_ options: [Option]) {
    guard options.count >= OptionIndex.threshold else { return nil }
    var byID: [String: Int] = [:]
    var byLabel: [String: Int] = [:]
    byID.reserveCapacity(options.count)
    byLabel.reserveCapacity(options.count)
    // The first option with an id or a label is the one it names, as a scan would find.
    for (position, option) in options.enumerated() {
      if byID[option.id] == nil { byID[option.id] = position }
      let lowered = option.label.lowercased()
      if byLabel[lowered] == nil { byLabel[lowered] = position }
    }
    self.byID = byID
    self.byLabel = byLabel
  }

  /// The position of the option with this exact id.
  func position(ofID id: String) -> Int? { byID[id] }

  /// The position of the first option whose label, lower-cased, is this.
  func position(ofLoweredLabel label: String) -> Int? { byLabel[label] }
}
