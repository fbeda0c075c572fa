import FormshData
import FormshDomain
import FormshPlatform
import FormshPresentation

/// `open N`: link N in the browser at the prompt; its URL, printed, everywhere else or when
/// no browser starts. Only http and https, never through a context.
struct OpenCommand: Command, Equatable {
  static let spec = CommandSpec(
    "open", synopsis: "open N", summary: "open link N in $BROWSER or xdg-open",
    details: "Only http and https links open. Where no browser can start, the URL is printed.",
    arguments: [.required()])

  let number: Int

  init(number: Int) { self.number = number }

  init(_ arguments: Arguments) throws(ParseError) {
    guard let number = Int(arguments[0]), number > 0 else {
      throw arguments.usage("\"\(arguments[0])\" is not a link number", at: 0)
    }
    self.number = number
  }

  func run(in context: FormContext, more: (String) -> String?) throws(ShellError) {
    let links = context.form.session.form.links
    guard number <= links.count else { throw .noSuchLink(number: number, count: links.count) }
    let url = links[number - 1].link.url
    guard WebURL.isValid(url) else {
      throw .other("link \(number) is not an http(s) URL", code: .badURL)
    }
    context.form.session.noteLinkOpened(number)
    if context.settings.interactive, Browser.open(url) {
      context.console.print("opened \(TerminalText.sanitize(url))\n")
    } else {
      context.console.print(TerminalText.sanitize(url) + "\n")
    }
  }

  /// Names no field, and adds nothing to its event (`--format jsonl`).
  var namedField: String? { nil }
  func eventDetails(in context: FormContext) -> [(key: String, value: JSONValue)] { [] }
}
