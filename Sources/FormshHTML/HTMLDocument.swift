import CGumbo

/// An HTML page parsed by gumbo (the WHATWG HTML5 algorithm, as a browser parses: every byte
/// string is a page, broken markup mended as a browser mends it), copied into `HTMLElement`s.
/// The one file that imports CGumbo.
struct HTMLDocument {
  /// The `<html>` element and what it holds.
  let root: HTMLElement
  /// Whether the copy stopped at `nodeLimit`: the rest of the page is not in `root`.
  let truncated: Bool

  /// The most nodes copied from a page (elements and runs of text; about 200 MB in the
  /// copy): a page of more is read up to there.
  static let nodeLimit = 1_000_000

  /// Whether gumbo cannot be opened (libgumbo.so.1 is not installed): no page can be read.
  static var parserMissing: Bool { formsh_gumbo_load() == 0 }

  /// The page `bytes` hold; nil when gumbo is missing or runs out of memory.
  init?(_ bytes: [UInt8], nodeLimit: Int = Self.nodeLimit) {
    guard !Self.parserMissing else { return nil }
    let parsed = bytes.withUnsafeBufferPointer { buffer in
      buffer.baseAddress.map { base in
        base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
          formsh_gumbo_parse($0, buffer.count)
        }
      } ?? "".withCString { formsh_gumbo_parse($0, 0) }
    }
    guard let output = parsed else { return nil }
    defer { formsh_gumbo_destroy(output) }
    let document = HTMLElement(tag: "", attributes: [])
    var count = 0
    // Depth first with a stack of its own: a page may nest elements far deeper than the
    // machine stack would let a recursive walk go.
    var pending: [(node: UnsafePointer<GumboNode>, parent: HTMLElement)] = []
    let top = formsh_gumbo_document(output)!
    for index in (0..<formsh_gumbo_child_count(top)).reversed() {
      pending.append((formsh_gumbo_child(top, index)!, document))
    }
    while let (node, parent) = pending.popLast() {
      count += 1
      guard count <= nodeLimit else { break }
      switch formsh_gumbo_kind(node) {
      case 1:
        let attributes = (0..<formsh_gumbo_attribute_count(node)).map { index in
          let attribute = formsh_gumbo_attribute(node, index)!.pointee
          return (name: String(cString: attribute.name), value: String(cString: attribute.value))
        }
        let element = HTMLElement(
          tag: String(cString: formsh_gumbo_tag(node)), attributes: attributes,
          endTagWritten: formsh_gumbo_end_tag_written(node) != 0)
        parent.children.append(.element(element))
        for index in (0..<formsh_gumbo_child_count(node)).reversed() {
          pending.append((formsh_gumbo_child(node, index)!, element))
        }
      case 2:
        parent.children.append(.text(String(cString: formsh_gumbo_text(node))))
      default: break
      }
    }
    root = document
    truncated = count > nodeLimit
  }
}
