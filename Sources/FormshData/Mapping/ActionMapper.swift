import FormshDomain

/// Maps the form-level `action` to where `submit` sends the form.
enum ActionMapper {
  /// The action, and what was odd about it. An action without a usable URL is none.
  static func map(_ dto: ActionDTO?) -> (action: FormAction?, diagnostics: [Diagnostic]) {
    guard let dto else { return (nil, []) }
    var diagnostics: [Diagnostic] = []
    var method = "POST"
    if let written = dto.method {
      if ["POST", "PUT", "PATCH"].contains(written.uppercased()) {
        method = written.uppercased()
      } else {
        diagnostics.append(Diagnostic(.actionMethod(written)))
      }
    }
    var asForm = false
    if let written = dto.encoding {
      switch written.lowercased() {
      case "form": asForm = true
      case "json": break
      default: diagnostics.append(Diagnostic(.actionEncoding(written)))
      }
    }
    guard let url = dto.url, !url.isEmpty else {
      return (nil, diagnostics + [Diagnostic(.actionWithoutURL)])
    }
    guard HTTPRequest.isWebURL(url) || HTTPRequest.isRelative(url) else {
      return (nil, diagnostics + [Diagnostic(.actionURLNotWeb(url))])
    }
    return (FormAction(url: url, method: method, asForm: asForm), diagnostics)
  }
}
