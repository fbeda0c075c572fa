import FormshPlatform

/// formsh's HTTP client: one per session (the prompt, a script, a `fill`), used from one
/// thread at a time. It keeps its connections open between requests, its cookies for the
/// session (and in `--cookie-jar FILE` when asked), and sends `settings.headers` with every
/// request. libcurl does the work (`Curl`).
public final class HTTPClient: @unchecked Sendable {
  /// Time-outs, TLS, limits and the headers every request carries.
  public var settings: HTTPSettings
  /// Where cookies are loaded from and saved to (`--cookie-jar`), if anywhere.
  public private(set) var cookieJar: String?
  private lazy var share = Curl.Share()
  private var transfer: Curl.Transfer?
  private var pendingCookies: [String] = []
  /// Told of each request `send(_:)` is about to send (not of its redirects, nor of a
  /// batch's): `formsh test --curl` writes them down.
  public var observer: ((HTTPRequest) -> Void)?

  /// Creates a client.
  public init(settings: HTTPSettings = HTTPSettings()) {
    self.settings = settings
  }

  /// Takes the cookies of a cookie jar (Netscape format; a missing file is an empty jar)
  /// and saves the session's there (`saveCookies`).
  public func useCookieJar(_ path: String) throws(FileSystem.Failure) {
    cookieJar = path
    guard FileSystem.exists(path) else { return }
    let text = String(decoding: try FileSystem.read(path, limit: 16 << 20), as: UTF8.self)
    pendingCookies = text.split(whereSeparator: \.isNewline).map(String.init).filter { line in
      !line.isEmpty && (!line.hasPrefix("#") || line.hasPrefix("#HttpOnly_"))
    }
  }

  /// The version of libcurl, for `--version`; `nil` when it cannot be loaded.
  public static var libraryVersion: String? { Curl.version }

  /// Throws when libcurl cannot be loaded (it is opened at the first request, not at
  /// start-up), saying how to install it.
  public static func checkAvailable(for url: String) throws(HTTPFailure) {
    if let reason = Curl.unavailable { throw HTTPFailure(.unavailable, url: url, reason: reason) }
  }

  /// Sends a request and waits for the response (a 4xx or 5xx is a response too). Ctrl-C
  /// stops it (`HTTPFailure.Kind.interrupted`).
  public func send(_ request: HTTPRequest) throws(HTTPFailure) -> HTTPResponse {
    let started = MonotonicTime.now()
    var response = try exchange(request)
    response.duration = MonotonicTime.now() - started
    return response
  }

  /// `send` without timing it.
  private func exchange(_ request: HTTPRequest) throws(HTTPFailure) -> HTTPResponse {
    try HTTPClient.checkAvailable(for: HTTPRequest.shown(request.url))
    observer?(request)
    let transfer = mainTransfer()
    transfer.stopsOnCtrlC = true
    // libcurl would take a header the user set (an `X-Api-Key`, a `Private-Token`) to
    // another host after a redirect: with one of those, formsh follows redirects itself.
    guard carriesUserHeaders(request) else {
      transfer.followsRedirects = true
      transfer.prepare(request, settings: settings, share: share)
      return try transfer.perform().get()
    }
    transfer.followsRedirects = false
    defer { transfer.followsRedirects = true }
    return try follow(request, with: transfer)
  }

  /// Whether a request carries a header the user set (`settings.headers`), or a secret one,
  /// which must not go to another origin after a redirect: unless the user trusts where
  /// redirects lead (`locationTrusted`), formsh then follows them itself.
  private func carriesUserHeaders(_ request: HTTPRequest) -> Bool {
    guard !settings.locationTrusted else { return false }
    return !settings.headers.isEmpty || request.headers.contains(where: \.isSecret)
  }

  /// Sends a request and follows its redirects one by one (http(s) only, at most
  /// `maxRedirects`, within `maxTime` in all), as libcurl would, except that no header the
  /// user set, and no secret one, goes to another origin (scheme, host or port) than the
  /// first.
  private func follow(_ request: HTTPRequest, with transfer: Curl.Transfer) throws(HTTPFailure)
    -> HTTPResponse
  {
    let origin = HTTPRequest.origin(of: request.url)
    let deadline = MonotonicTime.now() + settings.maxTime
    var current = request
    var hopSettings = settings
    for hop in 0...settings.maxRedirects {
      transfer.prepare(current, settings: hopSettings, share: share)
      let response = try transfer.perform().get()
      guard [301, 302, 303, 307, 308].contains(response.status), let next = transfer.redirectURL
      else { return response }
      guard hop < settings.maxRedirects else { break }
      guard HTTPRequest.isWebURL(next) else {
        throw HTTPFailure(
          .redirect, url: HTTPRequest.shown(request.url),
          reason: "redirected to a URL that is not http(s); not followed")
      }
      // 303, and 301 or 302 after a POST, become a GET without a body, as in browsers
      // and libcurl; 307 and 308 keep the method and the body.
      if response.status == 303 || (response.status < 303 && current.method == "POST") {
        current.method = "GET"
        current.body = nil
        current.headers.removeAll { $0.name.lowercased() == "content-type" }
      }
      current.url = next
      if HTTPRequest.origin(of: next) != origin {
        current.headers.removeAll(where: \.isSecret)
        hopSettings.headers = []
      }
      hopSettings.maxTime = max(0.001, deadline - MonotonicTime.now())
    }
    throw HTTPFailure(
      .redirect, url: HTTPRequest.shown(request.url),
      reason: "more than \(settings.maxRedirects) redirects")
  }

  /// The longest `send(_:concurrency:)` sleeps at once waiting for answers (or for a request
  /// to be ready), in seconds: how long Ctrl-C may wait to be seen when the signal woke
  /// another thread than the one sleeping.
  static let longestWait = 0.1

  /// Sends many requests with up to `concurrency` in flight on this thread, connections
  /// kept alive, and hands each outcome to `batch` as it comes. Ctrl-C starts no new request
  /// and lets those in flight finish; a second Ctrl-C ends them too (each with an
  /// `interrupted` failure). (Call `checkAvailable` first.)
  public func send(_ batch: some HTTPBatch, concurrency: Int) {
    guard Curl.unavailable == nil else { return }
    _ = mainTransfer()  // a cookie jar's cookies, into the share the transfers use
    let multi = Curl.Multi()
    var idle: [Curl.Transfer] = []
    var interrupted = false
    while true {
      if !interrupted, Signals.wasInterrupted {
        interrupted = true
        batch.interrupted()
      }
      while !interrupted, multi.count < concurrency, let (tag, request) = batch.next() {
        let transfer = idle.popLast() ?? Curl.Transfer()
        transfer.stopsOnCtrlC = false
        transfer.tag = tag
        // A redirect is the answer, not followed, when the request carries a header the
        // user set, which libcurl would take to another host: see `send(_:)`.
        transfer.followsRedirects = !carriesUserHeaders(request)
        transfer.prepare(request, settings: settings, share: share)
        multi.add(transfer)
      }
      if multi.count == 0 {
        if interrupted || batch.isFinished { break }
        let wait = batch.secondsUntilReady ?? 0.01
        MonotonicTime.sleep(seconds: min(max(wait, 0.001), HTTPClient.longestWait))
        continue
      }
      // With every slot taken, nothing the batch has ready can go before an answer comes:
      // sleep on the sockets until one does (or Ctrl-C is looked for again), however many
      // records wait. Asking the batch then made it a busy loop, polling all the while.
      let ready = multi.count < concurrency ? batch.secondsUntilReady : nil
      let wait = min(ready ?? HTTPClient.longestWait, HTTPClient.longestWait)
      for (transfer, outcome) in multi.step(waiting: Curl.milliseconds(wait)) {
        batch.finished(transfer.tag, outcome)
        idle.append(transfer)
      }
    }
  }

  /// The values of the session's cookies (from the jar, or set by servers): credentials that
  /// a server may echo, which nothing formsh writes may show.
  public func cookieValues() -> [String] {
    cookieLines().compactMap { line in
      line.split(separator: "\t", omittingEmptySubsequences: false).last.map(String.init)
    }
  }

  /// The session's cookies, as lines of a Netscape cookie file.
  func cookieLines() -> [String] {
    transfer == nil ? pendingCookies : mainTransfer().cookies()
  }

  /// Writes the session's cookies to the cookie jar (Netscape format, as curl and hurl
  /// write it), all or nothing; a new jar is readable by its owner only.
  public func saveCookies() throws(FileSystem.Failure) {
    guard let cookieJar, transfer != nil else { return }
    let lines = mainTransfer().cookies()
    var text = "# Netscape HTTP Cookie File\n# Written by formsh; edit at your own risk.\n\n"
    for line in lines { text += line + "\n" }
    try FileSystem.writeAtomically(cookieJar, Array(text.utf8), newFileMode: 0o600)
  }

  private func mainTransfer() -> Curl.Transfer {
    if let transfer {
      if !pendingCookies.isEmpty {
        transfer.addCookies(pendingCookies)
        pendingCookies = []
      }
      return transfer
    }
    let made = Curl.Transfer()
    made.prepare(HTTPRequest(url: ""), settings: settings, share: share)
    if !pendingCookies.isEmpty {
      made.addCookies(pendingCookies)
      pendingCookies = []
    }
    transfer = made
    return made
  }
}
