import FormshDomain

extension LoadedForm {
  /// Where the session's credentials may go with a URL the form names, which its server
  /// chose (its `action`, an `options_url`): `HTTPRequest.credentialOrigin` for them. The
  /// origin of the URL the user loaded it from, or, for a flow's step, of the request that
  /// brought it (`answerFor`); `nil` for a form from a file, whose URLs are the user's own.
  public var credentialOrigin: String? {
    if let answerFor { return answerFor }
    return HTTPRequest.isWebURL(source) ? HTTPRequest.origin(of: source) : nil
  }

  /// The origin a form answered to `request` is for: the one the request's credentials were
  /// meant for (`credentialOrigin`), or, for a URL the user gave, that URL's, not the origin
  /// a redirect took it to.
  public static func answerOrigin(of request: HTTPRequest) -> String {
    request.credentialOrigin ?? HTTPRequest.origin(of: request.url)
  }
}
