import FormshDomain

/// Example texts for a regular expression, for generated cases: a small reading of the
/// common shapes (literals, classes, `.`, `\d` `\w` `\s`, groups, alternation, quantifiers).
/// What it cannot read (back-references, look-arounds, Unicode properties) gives no example.
/// The examples are candidates only: the caller keeps those the real pattern matches.
enum PatternExample {
  /// One piece of a pattern.
  private indirect enum Piece {
    /// One character chosen from a class (`negated`: any character not in it).
    case character(ranges: [ClosedRange<Character>], negated: Bool)
    /// A group of alternatives, each a sequence.
    case group([[Piece]])
    /// A piece repeated `min` to `max` (no upper bound when `nil`) times.
    case repeated(Piece, min: Int, max: Int?)
    /// An anchor or a boundary: matches no character.
    case empty
  }

  private struct Unreadable: Error {}

  /// Examples of text the pattern should match, shortest first: each quantifier at its
  /// fewest, then a few more times. Empty when the pattern is beyond this reading.
  static func examples(_ source: String) -> [String] {
    var reader = Reader(characters: Array(source))
    guard let alternatives = try? reader.alternatives(), reader.isAtEnd else { return [] }
    var examples: [String] = []
    for extra in [0, 1, 3, 8, 20] {
      for choice in [0, 1] {
        let text = write(.group(alternatives), extra: extra, choice: choice)
        if !examples.contains(text) { examples.append(text) }
      }
    }
    return examples
  }

  private static func write(_ piece: Piece, extra: Int, choice: Int) -> String {
    switch piece {
    case .empty: return ""
    case .character(let ranges, let negated):
      return String(pick(ranges, negated: negated, choice: choice))
    case .group(let alternatives):
      let sequence = alternatives[min(choice, alternatives.count - 1)]
      return sequence.map { write($0, extra: extra, choice: choice) }.joined()
    case .repeated(let inner, let low, let high):
      let count = high.map { Swift.min($0, low + extra) } ?? low + extra
      return (0..<count).map { _ in write(inner, extra: extra, choice: choice) }.joined()
    }
  }

  private static func pick(_ ranges: [ClosedRange<Character>], negated: Bool, choice: Int)
    -> Character
  {
    guard negated else {
      let range = ranges[min(choice, ranges.count - 1)]
      return range.lowerBound
    }
    let pool: [Character] = ["a", "x", "A", "0", "7", "-", "_", "!", "~"]
    return pool.first { character in !ranges.contains { $0.contains(character) } } ?? "a"
  }

  /// Reads a pattern left to right.
  private struct Reader {
    let characters: [Character]
    var index = 0

    var isAtEnd: Bool { index == characters.count }

    mutating func alternatives() throws(Unreadable) -> [[Piece]] {
      var alternatives: [[Piece]] = [[]]
      while !isAtEnd {
        let character = characters[index]
        if character == ")" { break }
        index += 1
        switch character {
        case "|": alternatives.append([])
        case "(":
          try skipGroupPrefix()
          let inner = try self.alternatives()
          guard !isAtEnd, characters[index] == ")" else { throw Unreadable() }
          index += 1
          try append(.group(inner), to: &alternatives)
        case "[": try append(try characterClass(), to: &alternatives)
        case ".": try append(.character(ranges: ["a"..."a"], negated: false), to: &alternatives)
        case "^", "$": alternatives[alternatives.count - 1].append(.empty)
        case "\\": try append(try escape(inClass: false), to: &alternatives)
        case "*", "+", "?", "{": throw Unreadable()
        default:
          try append(.character(ranges: [character...character], negated: false), to: &alternatives)
        }
      }
      return alternatives
    }

    /// `(?:` is a plain group; any other `(?` (look-arounds, flags, names) is beyond reading.
    private mutating func skipGroupPrefix() throws(Unreadable) {
      guard index < characters.count, characters[index] == "?" else { return }
      guard index + 1 < characters.count, characters[index + 1] == ":" else { throw Unreadable() }
      index += 2
    }

    /// Adds a piece with the quantifier that follows it, if any.
    private mutating func append(_ piece: Piece, to alternatives: inout [[Piece]])
      throws(Unreadable)
    {
      var piece = piece
      if !isAtEnd {
        switch characters[index] {
        case "*": piece = .repeated(piece, min: 0, max: nil); index += 1
        case "+": piece = .repeated(piece, min: 1, max: nil); index += 1
        case "?": piece = .repeated(piece, min: 0, max: 1); index += 1
        case "{":
          if let (low, high) = braces() { piece = .repeated(piece, min: low, max: high) }
        default: break
        }
        // A lazy or possessive quantifier matches the same texts.
        if case .repeated = piece, !isAtEnd, characters[index] == "?" || characters[index] == "+" {
          index += 1
        }
      }
      alternatives[alternatives.count - 1].append(piece)
    }

    /// `{n}`, `{n,}`, `{n,m}`; `nil` (and nothing read) when the braces are a literal.
    private mutating func braces() -> (Int, Int?)? {
      guard let close = characters[index...].firstIndex(of: "}") else { return nil }
      let inside = String(characters[(index + 1)..<close])
      let parts = inside.split(separator: ",", omittingEmptySubsequences: false)
      guard (1...2).contains(parts.count), let low = Int(parts[0]), low <= 1000 else { return nil }
      let high: Int?
      if parts.count == 1 {
        high = low
      } else if parts[1].isEmpty {
        high = nil
      } else {
        guard let value = Int(parts[1]), value >= low else { return nil }
        high = value
      }
      index = close + 1
      return (low, high)
    }

    private mutating func characterClass() throws(Unreadable) -> Piece {
      var negated = false
      if index < characters.count, characters[index] == "^" {
        negated = true
        index += 1
      }
      var ranges: [ClosedRange<Character>] = []
      var first = true
      while index < characters.count, characters[index] != "]" || first {
        first = false
        var low = characters[index]
        index += 1
        if low == "[" { throw Unreadable() }
        if low == "\\" {
          guard case .character(let escaped, false) = try escape(inClass: true) else {
            throw Unreadable()
          }
          if escaped.count != 1 || escaped[0].lowerBound != escaped[0].upperBound {
            ranges += escaped
            continue
          }
          low = escaped[0].lowerBound
        }
        if index + 1 < characters.count, characters[index] == "-", characters[index + 1] != "]" {
          var high = characters[index + 1]
          index += 2
          if high == "\\" {
            guard index < characters.count else { throw Unreadable() }
            high = characters[index]
            index += 1
          }
          guard low <= high else { throw Unreadable() }
          ranges.append(low...high)
        } else {
          ranges.append(low...low)
        }
      }
      guard index < characters.count, !ranges.isEmpty else { throw Unreadable() }
      index += 1
      return .character(ranges: ranges, negated: negated)
    }

    private mutating func escape(inClass: Bool) throws(Unreadable) -> Piece {
      guard index < characters.count else { throw Unreadable() }
      let character = characters[index]
      index += 1
      switch character {
      case "d": return .character(ranges: ["0"..."9"], negated: false)
      case "w":
        return .character(ranges: ["a"..."z", "A"..."Z", "0"..."9", "_"..."_"], negated: false)
      case "s": return .character(ranges: [" "..." "], negated: false)
      case "D": return .character(ranges: ["a"..."a"], negated: false)
      case "W", "S": return .character(ranges: ["-"..."-"], negated: false)
      case "b", "B", "A", "z", "Z", "G":
        if inClass { throw Unreadable() }
        return .empty
      case "n": return .character(ranges: ["\n"..."\n"], negated: false)
      case "t": return .character(ranges: ["\t"..."\t"], negated: false)
      default:
        guard !character.isLetter, !character.isNumber else { throw Unreadable() }
        return .character(ranges: [character...character], negated: false)
      }
    }
  }
}
