/// Text whose characters may carry a tag (here: the index of the link they belong to), so it
/// can be sanitised and wrapped first and styled per run afterwards.
public struct RichText: Sendable {
  /// One character and its tag.
  public struct Cell: Sendable {
    public let character: Character
    public let tag: Int?
  }

  /// The characters, already sanitised.
  public private(set) var cells: [Cell]

  /// Sanitises `text`, tagging the characters inside each range with the range's index.
  /// The text is clipped to `TerminalText.displayLimit` unless `clipped` says it already is.
  public init(_ text: String, tagging ranges: [Range<Int>?] = [], clipped: Bool = false) {
    var cells: [Cell] = []
    for (offset, character) in (clipped ? text : TerminalText.clip(text)).enumerated() {
      let tag = ranges.firstIndex { $0?.contains(offset) ?? false }
      for safe in TerminalText.sanitize(String(character)) {
        cells.append(Cell(character: safe, tag: tag))
      }
    }
    self.cells = cells
  }

  private init(cells: [Cell]) {
    self.cells = cells
  }

  /// The plain text.
  public var plain: String { String(cells.map(\.character)) }

  /// Columns taken.
  public var width: Int { cells.reduce(0) { $0 + TerminalText.width($1.character) } }

  /// Runs of characters sharing a tag, in order.
  public var runs: [(text: String, tag: Int?)] {
    var runs: [(text: String, tag: Int?)] = []
    for cell in cells {
      if let last = runs.last, last.tag == cell.tag {
        runs[runs.count - 1].text.append(cell.character)
      } else {
        runs.append((String(cell.character), cell.tag))
      }
    }
    return runs
  }

  /// Lines of at most `width` columns, broken at spaces, or inside a word too wide for a line.
  public func wrapped(width: Int) -> [RichText] {
    let width = max(width, 8)
    var lines: [RichText] = []
    var line: [Cell] = []
    var lineWidth = 0
    var word: [Cell] = []
    var wordWidth = 0
    func flushWord() {
      if lineWidth > 0 && lineWidth + 1 + wordWidth > width {
        lines.append(RichText(cells: line))
        line = []
        lineWidth = 0
      }
      if lineWidth > 0 {
        // The space belongs to a run only when it lies inside it (a link's own spaces), so a
        // link's underline starts at its first letter.
        let tag = line.last?.tag == word.first?.tag ? word.first?.tag : nil
        line.append(Cell(character: " ", tag: tag))
        lineWidth += 1
      }
      for cell in word {
        let cellWidth = TerminalText.width(cell.character)
        if lineWidth + cellWidth > width {
          lines.append(RichText(cells: line))
          line = []
          lineWidth = 0
        }
        line.append(cell)
        lineWidth += cellWidth
      }
      word = []
      wordWidth = 0
    }
    for cell in cells {
      if cell.character == " " {
        flushWord()
      } else {
        word.append(cell)
        wordWidth += TerminalText.width(cell.character)
      }
    }
    flushWord()
    lines.append(RichText(cells: line))
    let nonEmpty = lines.filter { !$0.cells.isEmpty }
    return nonEmpty.isEmpty ? [RichText(cells: [])] : nonEmpty
  }
}
