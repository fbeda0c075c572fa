import FormshDomain

/// Maps `options_url` and `options_path` of a field that takes options to where a server
/// gives them (`RemoteOptions`).
enum OptionsURLMapper {
  /// The source of the options, or `nil` when the field has none (no `options_url`, or a
  /// bad one, said in `problems`); `given`: whether the field has an `options_url` at all.
  static func map(_ dto: FieldDTO, problems: inout [Diagnostic.Problem]) -> (
    remote: RemoteOptions?, given: Bool
  ) {
    guard let url = dto.optionsURL else {
      if dto.optionsPath != nil { problems.append(.optionsPathWithoutURL) }
      return (nil, false)
    }
    guard HTTPRequest.isWebURL(url) else {
      problems.append(LoadProblem.optionsURLNotWeb(url))
      return (nil, true)
    }
    if let path = dto.optionsPath {
      do {
        _ = try JSONPath(path)
      } catch {
        problems.append(LoadProblem.badOptionsPath(path, reason: error.description))
        return (nil, true)
      }
    }
    if let options = dto.options, !options.isEmpty {
      problems.append(LoadProblem.optionsBesideURL)
    }
    return (RemoteOptions(url: url, path: dto.optionsPath), true)
  }
}
