import FormshJSON

/// Resolving each bare `$ref` once: a schema whose `allOf` members name the next definition
/// twice, 40 deep, resolved a trillion times. What a `$ref` resolves to depends on nothing but
/// the schema, except where resolving it meets a cycle (a `$ref` already being expanded) or
/// `allOf`s nested too deep: so a resolution is kept with the `$ref`s it followed and cut,
/// and used again only where the same ones would be followed and cut.
extension SchemaMapper {
  /// What a bare `$ref` resolved to, and what that depended on.
  struct Resolution {
    /// The node; nil when the `$ref` names nothing.
    let node: Node?
    /// The `$ref`s followed to make it (those of its `allOf` members too): where one of them
    /// is being expanded, it is a cycle there.
    let followed: Set<String>
    /// The `$ref`s it did not follow because they were being expanded.
    let cut: Set<String>
    /// How many `allOf`s were being merged when it was made.
    let merging: Int
    /// Whether it met `allOf`s nested past the limit.
    let tooDeep: Bool
    /// What was reported at the place resolved or under it: the construct, the outcome and
    /// the rest of the pointer.
    let placeReports: [(construct: String, outcome: DialectProblem.Outcome, suffix: String)]
  }

  /// The `$ref`s a resolution being made meets.
  struct Trail {
    var followed: Set<String> = []
    var cut: Set<String> = []
    var tooDeep = false
  }

  /// A bare `{"$ref": ref}` at `pointer`, resolved once for every place that resolves it the
  /// same way. What was reported at the place itself (the `$ref` names nothing, an inline
  /// `allOf` member's keyword) is reported again at each place; what was reported inside the
  /// definitions it reached is said once.
  func resolve(ref: String, schema: JSONObject, at pointer: String) -> Node? {
    if let known = resolutions[ref], holds(known) {
      if !pointer.isEmpty {
        work.charge(known.placeReports.count)
        for (construct, outcome, suffix) in known.placeReports {
          problems.report(construct, outcome, at: pointer + suffix)
        }
      }
      note(known)
      return known.node
    }
    let mark = problems.list.count
    trails.append(Trail())
    let node = resolveAnew(schema, at: pointer)
    let trail = trails.removeLast()
    let placeReports =
      pointer.isEmpty
      ? []
      : problems.list[mark...].compactMap { problem -> (String, DialectProblem.Outcome, String)? in
        guard problem.pointer == pointer || problem.pointer.hasPrefix(pointer + "/") else {
          return nil
        }
        return (
          problem.construct, problem.outcome, String(problem.pointer.dropFirst(pointer.count))
        )
      }
    let made = Resolution(
      node: node, followed: trail.followed, cut: trail.cut, merging: merging,
      tooDeep: trail.tooDeep, placeReports: placeReports)
    resolutions[ref] = made
    note(made)
    return node
  }

  /// Whether a resolution made elsewhere is what resolving here gives: the `$ref`s it
  /// followed are not being expanded here, those it cut are, and `allOf`s nest no deeper.
  private func holds(_ known: Resolution) -> Bool {
    guard known.tooDeep ? merging == known.merging : merging <= known.merging else {
      return false
    }
    work.charge(min(known.followed.count, expanding.count) + known.cut.count)
    if known.followed.count <= expanding.count {
      guard !known.followed.contains(where: expanding.contains) else { return false }
    } else {
      guard !expanding.refs.contains(where: known.followed.contains) else { return false }
    }
    return known.cut.allSatisfy(expanding.contains)
  }

  /// Adds what a resolution met to the trail of the one being made around it.
  private func note(_ resolution: Resolution) {
    guard !trails.isEmpty else { return }
    work.charge(resolution.followed.count + resolution.cut.count)
    trails[trails.count - 1].followed.formUnion(resolution.followed)
    trails[trails.count - 1].cut.formUnion(resolution.cut)
    trails[trails.count - 1].tooDeep = trails[trails.count - 1].tooDeep || resolution.tooDeep
  }

  /// Notes a `$ref` followed, or cut as a cycle, by the resolution being made.
  func met(_ ref: String, followed: Bool) {
    guard !trails.isEmpty else { return }
    if followed {
      trails[trails.count - 1].followed.insert(ref)
    } else {
      trails[trails.count - 1].cut.insert(ref)
    }
  }

  /// Notes `allOf`s nested past the limit in the resolution being made.
  func metTooDeep() {
    guard !trails.isEmpty else { return }
    trails[trails.count - 1].tooDeep = true
  }
}

/// The `$ref`s being expanded, outermost first, with a count of each: whether one is among
/// them is a lookup, not a walk through a chain of 100,000.
struct RefStack {
  /// The `$ref`s, outermost first.
  private(set) var refs: [String] = []
  private var counts: [String: Int] = [:]

  /// How many there are.
  var count: Int { refs.count }

  /// Whether `ref` is being expanded.
  func contains(_ ref: String) -> Bool { counts[ref] != nil }

  /// Pushes `$ref`s, in order.
  static func += (stack: inout RefStack, refs: [String]) {
    for ref in refs { stack.counts[ref, default: 0] += 1 }
    stack.refs += refs
  }

  /// Pops the last `count`.
  mutating func removeLast(_ count: Int) {
    for ref in refs.suffix(count) {
      let left = counts[ref, default: 1] - 1
      counts[ref] = left == 0 ? nil : left
    }
    refs.removeLast(count)
  }
}
