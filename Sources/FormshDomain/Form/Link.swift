/// A rich-text link: a phrase of a label that opens a URL.
public struct Link: Sendable, Equatable {
  /// The phrase as the form names it.
  public let text: String
  /// Where it leads (always http or https).
  public let url: String
  /// Where the phrase stands in the label, in characters; `nil` when it is not in the label.
  public let range: Range<Int>?
  /// The colour this link asks for, when the form names one.
  public let color: RGB?

  /// Creates a link.
  public init(text: String, url: String, range: Range<Int>?, color: RGB? = nil) {
    self.text = text
    self.url = url
    self.range = range
    self.color = color
  }
}
