/// "Did you mean …?": the nearest candidate by edit distance, when it is near enough.
public enum Suggestion {
  /// The candidate closest to `input` (case-insensitive), if at most a third of it differs.
  public static func nearest(to input: String, in candidates: [String]) -> String? {
    let target = Array(input.lowercased())
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(target, Array(candidate.lowercased()))
      if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
    }
    guard let best, best.distance > 0 || best.candidate != input,
      best.distance <= max(1, target.count / 3)
    else { return nil }
    return best.candidate
  }

  private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
