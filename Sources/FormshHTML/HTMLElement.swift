/// An element of an HTML page as gumbo parsed it: its tag, its attributes and what it holds,
/// in document order. Only what a form is read from is kept (`HTMLDocument` says which).
final class HTMLElement {
  /// The tag name, lower case (`input`); empty for a tag HTML does not define.
  let tag: String
  /// The attributes, names lower case, values with character references decoded, in order.
  let attributes: [(name: String, value: String)]
  /// The children, in order.
  var children: [HTMLNode] = []
  /// Whether the page wrote its end tag, rather than the parser closing it where another
  /// element started (a `<p>` ends where a `<ul>` starts: what follows was written inside it).
  let endTagWritten: Bool

  init(tag: String, attributes: [(name: String, value: String)], endTagWritten: Bool = true) {
    self.tag = tag
    self.attributes = attributes
    self.endTagWritten = endTagWritten
  }

  /// The attribute's value (the first, as HTML keeps it when one is written twice).
  subscript(_ name: String) -> String? {
    attributes.first { $0.name == name }?.value
  }

  /// Whether a boolean attribute (`required`, `disabled`) is present, whatever its value.
  func has(_ name: String) -> Bool {
    attributes.contains { $0.name == name }
  }

  /// The element and every element inside it, in document order (without recursion: a page
  /// may nest elements thousands deep).
  var descendantsAndSelf: [HTMLElement] {
    var found: [HTMLElement] = []
    var pending: [HTMLElement] = [self]
    while let element = pending.popLast() {
      found.append(element)
      for child in element.children.reversed() {
        if case .element(let inner) = child { pending.append(inner) }
      }
    }
    return found
  }

  /// The text of the element's own text children, as written (a `<textarea>`'s value).
  var ownText: String {
    children.map { if case .text(let text) = $0 { text } else { "" } }.joined()
  }

  /// The text inside the element, its runs of white space made one space and trimmed, leaving
  /// out what `skipping` says (the text of a control inside a label is not the label's).
  func text(skipping: (HTMLElement) -> Bool = { _ in false }) -> String {
    var pieces: [String] = []
    var pending: [HTMLNode] = children.reversed()
    while let node = pending.popLast() {
      switch node {
      case .text(let text): pieces.append(text)
      case .element(let inner) where !skipping(inner): pending += inner.children.reversed()
      case .element: break
      }
    }
    return pieces.joined().split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }
}

/// A node of the page: an element or a run of text.
enum HTMLNode {
  case element(HTMLElement)
  case text(String)
}
