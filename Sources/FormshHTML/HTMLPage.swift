import FormshDialects
import FormshJSON

/// An HTML page as a form (docs/html-forms.md): the page parsed as a browser parses it, one of
/// its `<form>`s said in formsh's dialect, as a dialect says its documents. It sits beside the
/// dialects (their input is JSON, a page is not) and reports what it loses in their words.
public enum HTMLPage {
  /// The name formsh gives the page's language in messages.
  public static let title = "HTML"

  /// Whether `bytes` are an HTML page rather than JSON: they start (after white space and a
  /// byte order mark) with `<!doctype html` or `<html`, or with another tag and hold `<form`,
  /// in any case. A text that only mentions `<form>` (source code, a README) is no page.
  public static func recognises(_ bytes: [UInt8]) -> Bool {
    var start = 0
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
    while start < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start]) { start += 1 }
    let head = bytes[start...].prefix(14).map { $0 | 0x20 }
    if head.starts(with: Array("<!doctype html".utf8)) || head.starts(with: Array("<html".utf8)) {
      return true
    }
    guard start < bytes.count, bytes[start] == UInt8(ascii: "<") else { return false }
    let mark = Array("<form".utf8)
    var index = start
    while index + mark.count <= bytes.count {
      if bytes[index] == mark[0],
        zip(mark, bytes[index..<index + mark.count]).allSatisfy({
          $0 == ($1 | 0x20)
        })
      {
        return true
      }
      index += 1
    }
    return false
  }

  /// The page's form in formsh's dialect: the first `<form>`, or the one `pick` names. `page`
  /// is the page's URL, where a form with no `action` sends itself (nil for a file). Throws
  /// why no form can be read: none in the page, none of that name, a page nested too deep.
  public static func translate(
    _ bytes: [UInt8], form pick: String? = nil, page: String? = nil, in context: DialectContext
  ) throws(HTMLPageError) -> DialectTranslation {
    guard !HTMLDocument.parserMissing else { throw .noParser }
    if let reason = HTMLNesting.refusal(bytes) { throw .tooDeep(reason) }
    guard let document = HTMLDocument(bytes) else { throw .tooDeep("not enough memory") }
    let forms = document.root.descendantsAndSelf.filter { $0.tag == "form" }
    guard !forms.isEmpty else {
      if document.truncated {
        throw .tooDeep("its first \(HTMLDocument.nodeLimit) nodes hold no <form>")
      }
      throw .noForm
    }
    let chosen: (element: HTMLElement, place: Int)
    if let pick {
      guard let found = HTMLFormChoice.find(pick, in: forms) else {
        throw .noSuchForm(pick, known: HTMLFormChoice.names(of: forms))
      }
      chosen = found
    } else {
      chosen = (forms[0], 1)
    }
    var reader = HTMLFormReader(
      form: chosen.element, place: chosen.place, document: document.root, page: page,
      context: context)
    if document.truncated {
      reader.problems.report(
        "page", .changed("is read up to its first \(HTMLDocument.nodeLimit) nodes"), at: "")
    }
    return reader.translate()
  }
}

/// Why a page gives no form.
public enum HTMLPageError: Error, Equatable {
  /// The page has no `<form>`.
  case noForm
  /// `--html-form` names no form of the page; `known` lists those it has.
  case noSuchForm(String, known: [String])
  /// gumbo, the HTML parser formsh opens when it reads a page, is not installed.
  case noParser
  /// The page nests elements deeper than formsh reads, is longer than it reads before its
  /// form, or gumbo ran out of memory.
  case tooDeep(String)

  /// The reason, after the page's name.
  public var reason: String {
    switch self {
    case .noForm:
      "is an HTML page with no <form>: formsh reads a page's form (give the URL of the page"
        + " that shows the form)"
    case .noSuchForm(let pick, let known):
      "has no <form> with the id or name \"\(pick)\", nor is it a form's number (its forms: "
        + known.joined(separator: ", ") + "); give --html-form one of them"
    case .tooDeep(let why): "is an HTML page formsh does not read: \(why)"
    case .noParser:
      "is an HTML page, and reading one needs gumbo (libgumbo.so.1), which is not installed:"
        + " install libgumbo1 (apt install libgumbo1)"
    }
  }
}
