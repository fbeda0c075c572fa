/// Finds the shapes of regex that make a backtracking engine (Swift Regex is one) take
/// exponential time on a short input that does not match: a repeated group that itself holds
/// an unbounded repetition, `(a+)+` or `(\w+\s?)*`, and a repeated alternation whose branches
/// start alike, `(a|a)*` or `(ab|a)*`. A form comes from a server, and such a pattern would
/// hang `validate` and every record of a fill (`(a+)+b` takes half a minute on 20 `a`s), so
/// a pattern of these shapes is refused when the form loads.
///
/// A screen, not a proof: it reads the pattern's structure only. Possessive quantifiers
/// (`a++`) and atomic groups (`(?>…)`) do not backtrack and are not counted. Overlap between
/// different classes (`(\w|\d)+`) and polynomial shapes (`.*.*.*x`) are not detected.
public enum BacktrackingScreen {
  /// Why the pattern can backtrack exponentially, or `nil` when no such shape was found.
  public static func risk(in pattern: String) -> String? {
    var scanner = Scanner(Array(pattern))
    return scanner.run()
  }
}

private struct Scanner {
  /// One open group (the whole pattern is the outermost).
  struct Group {
    /// The atoms inside that repeat without bound (and may give characters back), as
    /// written; `nil` for a group, whose content is not judged.
    var repeated: [String?] = []
    /// Characters that every match of the group holds: unquantified literals at its top level.
    var mandatory: [Character] = []
    /// Whether the group cannot backtrack into itself (`(?>…)`).
    var atomic = false
    /// Each branch's first atom, as written (`nil` while the branch is empty).
    var branchStarts: [String?] = [nil]
    /// Where the group's `(` is.
    var start = 0

    var repeatsInside: Bool { !repeated.isEmpty }
  }

  let characters: [Character]
  var index = 0
  var groups = [Group()]

  init(_ characters: [Character]) {
    self.characters = characters
  }

  mutating func run() -> String? {
    while index < characters.count {
      let start = index
      let character = characters[index]
      index += 1
      var atom: (text: String, group: Group?)
      switch character {
      case "\\":
        skipEscape()
        atom = (String(characters[start..<index]), nil)
      case "[":
        skipClass()
        atom = (String(characters[start..<index]), nil)
      case "(":
        guard let group = openGroup(at: start) else { continue }
        groups.append(group)
        continue
      case "|":
        groups[groups.count - 1].branchStarts.append(nil)
        continue
      case ")":
        guard groups.count > 1 else { continue }
        let closed = groups.removeLast()
        atom = (String(characters[closed.start..<index]), closed)
      default:
        atom = (String(character), nil)
      }
      let quantifier = readQuantifier()
      if let risk = judge(atom.group, quantifier) { return risk }
      var current = groups[groups.count - 1]
      if let group = atom.group, !group.atomic { current.repeated += group.repeated }
      if quantifier.unbounded && !quantifier.possessive {
        current.repeated.append(atom.group == nil ? atom.text : nil)
      }
      if quantifier.isNone, atom.group == nil, let literal = Scanner.literal(atom.text) {
        current.mandatory.append(literal)
      }
      let last = current.branchStarts.count - 1
      if current.branchStarts[last] == nil { current.branchStarts[last] = atom.text }
      groups[groups.count - 1] = current
    }
    return nil
  }

  /// The group a `(` at `start` opens, or `nil` for a comment or an option setting.
  mutating func openGroup(at start: Int) -> Group? {
    var group = Group(start: start)
    guard index < characters.count, characters[index] == "?" else { return group }
    index += 1
    guard index < characters.count else { return group }
    switch characters[index] {
    case "#":
      while index < characters.count, characters[index] != ")" { index += 1 }
      index += 1
      return nil
    case ">":
      group.atomic = true
      index += 1
    case ":", "=", "!", "|":
      index += 1
    case "<", "P", "'":
      // (?<name>…), (?P<name>…), (?'name'…), and the lookbehinds (?<=…), (?<!…).
      while index < characters.count, !">'=!".contains(characters[index]) || index == start + 2 {
        index += 1
      }
      index += 1
    default:
      // Options: (?i) sets them for the rest of the group, (?i:…) opens a group.
      while index < characters.count, characters[index].isLetter || characters[index] == "-" {
        index += 1
      }
      guard index < characters.count else { return nil }
      index += 1
      if characters[index - 1] == ")" { return nil }
    }
    return group
  }

  /// The reason a group repeated this way can backtrack exponentially.
  func judge(_ group: Group?, _ quantifier: Quantifier) -> String? {
    guard let group, quantifier.unbounded, !quantifier.possessive, !group.atomic else {
      return nil
    }
    let starts = group.branchStarts
    if group.repeatsInside && !(starts.count == 1 && Scanner.separated(group)) {
      return "a repeated group holds a repetition of its own"
    }
    guard starts.count > 1 else { return nil }
    if starts.contains(where: { $0 == nil }) {
      return "a repeated alternation has an empty branch"
    }
    if Set(starts.compactMap { $0 }).count < starts.count {
      return "the branches of a repeated alternation start alike"
    }
    return nil
  }

  /// Whether each repetition of the group is pinned by a character that none of its inner
  /// repetitions can take, as the space in `( \p{L}+)*`: then a text splits one way only.
  static func separated(_ group: Group) -> Bool {
    group.mandatory.contains { literal in
      group.repeated.allSatisfy { atom in
        guard let atom, let regex = try? Regex(atom) else { return false }
        return (try? regex.wholeMatch(in: String(literal))) == nil
      }
    }
  }

  /// The character an atom stands for, when it is one literal character.
  static func literal(_ atom: String) -> Character? {
    let characters = Array(atom)
    if characters.count == 1 {
      return ".^$".contains(characters[0]) ? nil : characters[0]
    }
    if characters.count == 2, characters[0] == "\\", !characters[1].isLetter,
      !characters[1].isNumber
    {
      return characters[1]
    }
    return nil
  }

  struct Quantifier {
    var isNone = true
    var unbounded = false
    var possessive = false
  }

  /// A quantifier at `index`, if any, and its lazy or possessive mark.
  mutating func readQuantifier() -> Quantifier {
    var quantifier = Quantifier()
    guard index < characters.count else { return quantifier }
    switch characters[index] {
    case "*", "+":
      quantifier.unbounded = true
      index += 1
    case "?":
      index += 1
    case "{":
      guard let close = characters[index...].firstIndex(of: "}") else { return quantifier }
      let body = String(characters[(index + 1)..<close])
      let parts = body.split(separator: ",", omittingEmptySubsequences: false)
      guard (1...2).contains(parts.count), parts.allSatisfy({ $0.allSatisfy(\.isNumber) }) else {
        return quantifier
      }
      quantifier.unbounded = parts.count == 2 && parts[1].isEmpty
      index = close + 1
    default:
      return quantifier
    }
    quantifier.isNone = false
    if index < characters.count, characters[index] == "+" {
      quantifier.possessive = true
      index += 1
    } else if index < characters.count, characters[index] == "?" {
      index += 1
    }
    return quantifier
  }

  /// Past an escape whose backslash was just read: `\d`, `\.`, `\p{L}`, `\u{1F600}`, `\k<n>`.
  mutating func skipEscape() {
    guard index < characters.count else { return }
    index += 1
    guard index < characters.count else { return }
    let closing: Character? =
      switch characters[index] {
      case "{": "}"
      case "<": ">"
      default: nil
      }
    guard let closing, characters[index - 1].isLetter else { return }
    while index < characters.count, characters[index] != closing { index += 1 }
    index += 1
  }

  /// Past a bracketed class whose `[` was just read, nested classes and escapes included.
  mutating func skipClass() {
    var depth = 1
    if index < characters.count, characters[index] == "^" { index += 1 }
    if index < characters.count, characters[index] == "]" { index += 1 }
    while index < characters.count, depth > 0 {
      switch characters[index] {
      case "\\": index += 1
      case "[": depth += 1
      case "]": depth -= 1
      default: break
      }
      index += 1
    }
  }
}
