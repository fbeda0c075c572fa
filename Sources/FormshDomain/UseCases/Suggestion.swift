/// "Did you mean …?": the nearest candidate by edit distance, when it is near enough.
public enum Suggestion {
  /// Inputs and candidates longer than this are never typos of each other worth suggesting;
  /// they are skipped before any character is compared.
  static let longest = 256

  /// The candidate closest to `input` (case-insensitive), if at most a third of it differs
  /// and it is at most `maxDistance` edits away.
  public static func nearest(
    to input: String, in candidates: [String], maxDistance: Int = .max
  ) -> String? {
    var cells = 0
    return nearest(to: input, in: candidates, maxDistance: maxDistance, cells: &cells)
  }

  /// `nearest(to:in:)`, counting in `cells` the entries of the edit tables it fills: the work
  /// done, which depends only on the lengths of the input and of the candidates near it.
  static func nearest(
    to input: String, in candidates: [String], maxDistance: Int = .max, cells: inout Int
  ) -> String? {
    // A character is at least one byte: lengths are bounded by bytes before any counting, so
    // a form's 50 MB id costs nothing (a table of both lengths would take gigabytes).
    guard input.utf8.count <= longest * 4 else { return nil }
    let target = Array(input.lowercased())
    guard target.count <= longest else { return nil }
    let allowed = min(maxDistance, max(1, target.count / 3))
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      // Lengths further apart than the edits allowed cannot be near.
      guard candidate.utf8.count <= (target.count + allowed) * 4,
        abs(candidate.count - target.count) <= allowed
      else { continue }
      let distance = editDistance(target, Array(candidate.lowercased()), cells: &cells)
      if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
    }
    guard let best, best.distance > 0 || best.candidate != input,
      best.distance <= allowed
    else { return nil }
    return best.candidate
  }

  /// Edits between two words, counting a swap of neighbours as one (so "emial" is one
  /// edit from "email").
  private static func editDistance(_ a: [Character], _ b: [Character], cells: inout Int) -> Int {
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    cells += (a.count + 1) * (b.count + 1)
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
        }
      }
    }
    return table[a.count][b.count]
  }
}
