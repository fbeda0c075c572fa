import FormshData
import FormshDomain
import FormshPlatform
import FormshPresentation

extension Interpreter {
  /// `show [FIELD]`.
  func show(_ id: String?) throws(ShellError) {
    guard let id else {
      console.print(FormRenderer.render(session.view, settings.render))
      return
    }
    console.print(FormRenderer.render(field: try field(id), session.view, settings.render))
  }

  /// `describe FIELD`.
  func describe(_ id: String) throws(ShellError) {
    console.print(DescribeRenderer.render(try field(id), session.view, settings.render))
  }

  /// `links [FIELD]`.
  func links(_ id: String?) throws(ShellError) {
    let only = try id.map { (id) throws(ShellError) in try field(id).id }
    console.print(LinksRenderer.render(session.view, only: only, settings.render))
  }

  /// `open N`: the browser at the prompt; the URL, printed, everywhere else or when no
  /// browser starts.
  func open(_ number: Int) throws(ShellError) {
    let links = session.form.links
    guard number <= links.count else { throw .noSuchLink(number: number, count: links.count) }
    let url = links[number - 1].link.url
    guard WebURL.isValid(url) else { throw .other("link \(number) is not an http(s) URL") }
    if settings.interactive, Browser.open(url) {
      console.print("opened \(TerminalText.sanitize(url))\n")
    } else {
      console.print(TerminalText.sanitize(url) + "\n")
    }
  }

  /// A field by id, or the error with a suggestion.
  func field(_ id: String) throws(ShellError) -> Field {
    do {
      return try session.field(id)
    } catch {
      throw .edit(error)
    }
  }
}
