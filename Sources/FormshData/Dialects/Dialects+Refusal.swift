import FormshDialects
import FormshDomain

extension Dialects {
  /// What `--dialect` says of a name that is no dialect's.
  public static func refusal(of name: String) -> String {
    "--dialect takes \(names.joined(separator: ", ")), not \"\(name)\""
      + (Suggestion.nearest(to: name.lowercased(), in: names, maxDistance: 2).map {
        " (did you mean \($0)?)"
      } ?? "")
  }
}
