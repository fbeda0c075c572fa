/// How deep a page's elements may nest, read from its tags before gumbo parses it.
///
/// gumbo's work grows with the square of the nesting depth (each start tag looks through the
/// elements still open): 5,000 nested `<span>`s take seconds, 20,000 minutes, in a page of
/// 100 KB. So the tags are counted first, as a tokenizer sees them (no markup is read as a
/// form here): each start tag of an element that holds others opens one more level, each end
/// tag closes the element of its name and those opened inside it (an end tag of no element
/// open closes nothing, as in a browser), and a page that may go deeper than `depthLimit`, or
/// whose tags together
/// stand deeper than `workLimit`, is refused before gumbo sees it. Void elements (`<input>`,
/// `<br>`) and those a browser closes by the next of their kind (`<p>`, `<li>`, `<option>`,
/// `<td>`) open no level, so a long list or a select of countries is no deeper than one item.
enum HTMLNesting {
  /// The deepest nesting read: real pages stand a few dozen deep.
  static let depthLimit = 1_000
  /// The most levels summed over the page's start tags (about a second of gumbo's work).
  static let workLimit = 8_000_000

  /// Why the page is refused, or nil when gumbo may parse it.
  static func refusal(_ bytes: [UInt8]) -> String? {
    // The open elements' names, and how many of each are open: an end tag finds its element
    // at once, and each element is closed at most once.
    var open: [[UInt8]] = []
    var opened: [[UInt8]: Int] = [:]
    var work = 0
    var index = 0
    let count = bytes.count
    while index < count {
      guard bytes[index] == UInt8(ascii: "<"), index + 1 < count else {
        index += 1
        continue
      }
      let closing = bytes[index + 1] == UInt8(ascii: "/")
      var start = index + (closing ? 2 : 1)
      guard start < count, isLetter(bytes[start]) else {
        index += 1
        continue
      }
      var name: [UInt8] = []
      while start < count, isLetter(bytes[start]) || isDigit(bytes[start]), name.count < 16 {
        name.append(bytes[start] | 0x20)
        start += 1
      }
      index = start
      guard !flat.contains(name) else { continue }
      if closing {
        guard opened[name, default: 0] > 0 else { continue }
        while let last = open.popLast() {
          opened[last, default: 1] -= 1
          if last == name { break }
        }
      } else {
        open.append(name)
        opened[name, default: 0] += 1
        let depth = open.count
        work += depth
        if depth > depthLimit {
          return "its elements nest more than \(depthLimit) deep; formsh reads pages up to that"
        }
        if work > workLimit {
          return "its elements nest too deep too often (more than \(workLimit) levels over"
            + " its tags); formsh reads pages up to that"
        }
      }
    }
    return nil
  }

  /// Elements that open no level: void elements, and those closed by the next of their kind.
  private static let flat: Set<[UInt8]> = Set(
    [
      "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source",
      "track", "wbr", "p", "li", "option", "optgroup", "dt", "dd", "tr", "td", "th", "thead",
      "tbody", "tfoot", "rt", "rp",
    ].map { Array($0.utf8) })

  private static func isLetter(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }
}
