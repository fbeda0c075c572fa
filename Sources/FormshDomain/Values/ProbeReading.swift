/// What `PatternProbe.probes` reads from a pattern's text: the characters its classes and
/// literals stand for, and its literal characters in order. A rough reading (it does not
/// parse the pattern), enough to build values that make its repetitions work.
struct ProbeReading {
  /// A character for each kind the pattern names, at most four, `a` always among them.
  private(set) var runs: [Character] = []
  /// The literal characters, in order, at most 20.
  private(set) var literals = ""
  /// A character the pattern does not name: `!`, `~` or `#`.
  let stopper: String

  init(_ source: String) {
    stopper = ["!", "~", "#"].first { !source.contains($0) } ?? "\u{1}"
    let characters = Array(source)
    var index = 0
    func add(_ run: Character) {
      if runs.count < 4, !runs.contains(run) { runs.append(run) }
    }
    func literal(_ character: Character) {
      if literals.count < 20 { literals.append(character) }
      add(character)
    }
    while index < characters.count {
      let character = characters[index]
      index += 1
      switch character {
      case "\\":
        guard index < characters.count else { break }
        let escaped = characters[index]
        index += 1
        switch escaped {
        case "d", "p", "P", "w", "s", "D", "W", "S", "X", "N", "h", "v", "R", "b", "B":
          if let run = ProbeReading.run(forEscape: escaped) { add(run) }
          if escaped == "p" || escaped == "P", index < characters.count, characters[index] == "{" {
            while index < characters.count, characters[index] != "}" { index += 1 }
            index += 1
          }
        case _ where escaped.isLetter || escaped.isNumber:
          break
        default:
          literal(escaped)
        }
      case "[":
        let start = index
        if index < characters.count, characters[index] == "^" { index += 1 }
        let negated = index > start
        if index < characters.count, characters[index] == "]" { index += 1 }
        var first: Character?
        while index < characters.count, characters[index] != "]" {
          if characters[index] == "\\" {
            index += 1
          } else if first == nil {
            first = characters[index]
          }
          index += 1
        }
        index += 1
        if negated {
          add(first == "a" ? "0" : "a")
        } else if let first, first != "[" {
          add(first)
        } else {
          add("a")
        }
      case "(":
        // Past the group's `?…:` or `?<name>`, so its letters are not taken for literals.
        if index < characters.count, characters[index] == "?" {
          while index < characters.count, !":>=!)".contains(characters[index]) { index += 1 }
          index += 1
        }
      case "{":
        while index < characters.count, characters[index] != "}" { index += 1 }
        index += 1
      case ".":
        add("a")
      case ")", "|", "*", "+", "?", "^", "$":
        break
      default:
        if character.isWhitespace || character.isLetter || character.isNumber
          || character.isPunctuation || character.isSymbol
        {
          literal(character)
        }
      }
    }
    if !runs.contains("a") {
      if runs.count == 4 { runs.removeLast() }
      runs.insert("a", at: 0)
    }
  }

  /// The character an escape such as `\d` stands for, when it stands for a class.
  private static func run(forEscape escaped: Character) -> Character? {
    switch escaped {
    case "d": "1"
    case "w", "p", "X", "N", "S", "D": "a"
    case "s", "h": " "
    case "W", "P": "!"
    default: nil
    }
  }
}
