import FormshDomain
import FormshJSON

/// Rich-text links from every spelling real payloads use: `metadata` as phrase → URL,
/// `metadata.links`, `metadata.link_text` + `link_url`, and a field-level `link` for the whole
/// label. Only http(s) URLs that `LinkTarget` can serialise as printable ASCII become links
/// (non-ASCII in the path, query or fragment percent-encoded); a colour in `metadata.clickable_text_color` (or the
/// field's `clickable_text_color`) colours them.
enum LinkMapper {
  static func map(_ dto: FieldDTO, label: String, problems: inout [Diagnostic.Problem]) -> [Link] {
    var candidates: [(phrase: String, target: JSONValue)] = []
    var color: RGB?
    if let raw = dto.clickableTextColor {
      color = parseColor(raw, role: "clickable_text_color", problems: &problems)
    }
    var linkText: String?
    var linkURL: JSONValue?
    for (key, value) in dto.metadata?.members ?? [] {
      switch key {
      case "links":
        guard case .object(let links) = value else {
          problems.append(
            .wrongType(key: "metadata.links", expected: "an object", found: value.excerpt))
          continue
        }
        candidates += links.members.map { ($0.key, $0.value) }
      case "link_text":
        if case .string(let text) = value { linkText = text }
      case "link_url": linkURL = value
      case "clickable_text_color":
        if case .string(let raw) = value {
          color = parseColor(raw, role: "metadata.clickable_text_color", problems: &problems)
        }
      default: candidates.append((key, value))
      }
    }
    if let linkURL { candidates.append((linkText ?? label, linkURL)) }
    if let link = dto.link { candidates.append((label, .string(link))) }

    var links: [Link] = []
    for (phrase, target) in candidates {
      guard case .string(let written) = target else {
        problems.append(.notALink(phrase: phrase, value: target.excerpt.unquoted))
        continue
      }
      let url: String
      switch LinkTarget.serialize(written) {
      case .success(let serialized): url = serialized
      case .failure(.notWeb):
        problems.append(.notALink(phrase: phrase, value: written))
        continue
      case .failure(let refusal):
        problems.append(.unsafeLink(phrase: phrase, value: written, refusal: refusal))
        continue
      }
      let range = locate(phrase, in: label)
      if range == nil { problems.append(.linkPhraseNotInLabel(phrase)) }
      links.append(Link(text: phrase, url: url, range: range, color: color))
    }
    return links
  }

  private static func parseColor(
    _ raw: String, role: String, problems: inout [Diagnostic.Problem]
  ) -> RGB? {
    if let color = RGB(hex: raw) { return color }
    problems.append(.badColor(role: role, value: raw))
    return nil
  }

  /// Where `phrase` first stands in `label`, in characters; exact case first, then any case.
  static func locate(_ phrase: String, in label: String) -> Range<Int>? {
    let needle = Array(phrase)
    let haystack = Array(label)
    guard !needle.isEmpty, needle.count <= haystack.count else { return nil }
    if let start = firstMatch(needle, in: haystack) { return start..<(start + needle.count) }
    let folded = firstMatch(needle.map { $0.lowercased() }, in: haystack.map { $0.lowercased() })
    return folded.map { $0..<($0 + needle.count) }
  }

  private static func firstMatch<T: Equatable>(_ needle: [T], in haystack: [T]) -> Int? {
    for start in 0...(haystack.count - needle.count)
    where haystack[start..<(start + needle.count)].elementsEqual(needle) {
      return start
    }
    return nil
  }
}
