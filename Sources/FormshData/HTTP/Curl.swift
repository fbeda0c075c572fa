import CCurl
import FormshPlatform

/// libcurl, and the one file that calls it: transfers (easy handles), a driver for many at
/// once (a multi handle) and the cookies they share. Nothing of libcurl's types leaves this
/// file: the rest of formsh speaks `HTTPRequest`, `HTTPResponse` and `HTTPFailure`.
///
/// Every transfer gets the same careful defaults from `HTTPSettings`: time-outs, redirects to
/// http(s) only and at most `maxRedirects`, TLS verified unless `insecure`, the body capped,
/// gzip and deflate accepted. libcurl itself never sends a custom `Authorization` or `Cookie`
/// header to another host (or port, or scheme) than the one asked for, when it follows a
/// redirect (CVE-2018-1000007, CVE-2022-27776); its cookie engine scopes cookies by domain.
enum Curl {
  /// Why libcurl could not be loaded, or `nil` once it is: opened and `curl_global_init`
  /// called, once, before the first handle (Swift runs a static's initializer once, whichever
  /// thread asks first).
  static let unavailable: String? = formsh_curl_load().map { reason in
    "libcurl could not be loaded (\(String(cString: reason))); install it: apt-get install libcurl4"
  }

  /// The version of libcurl, for `--version`; `nil` when it cannot be loaded.
  static var version: String? {
    unavailable == nil ? String(cString: formsh_curl_version()) : nil
  }

  /// Cookies, DNS answers and TLS sessions shared by the transfers of one client. A share is
  /// used from one thread at a time, so it needs no locks.
  final class Share {
    fileprivate let handle: UnsafeMutableRawPointer

    init() {
      guard let handle = formsh_curl_share_init() else { fatalError("libcurl: out of memory") }
      self.handle = handle
      for data in [CURL_LOCK_DATA_COOKIE, CURL_LOCK_DATA_DNS, CURL_LOCK_DATA_SSL_SESSION] {
        _ = formsh_curl_share_set_long(handle, CURLSHOPT_SHARE, Int(data.rawValue))
      }
    }

    deinit { formsh_curl_share_cleanup(handle) }
  }

  /// One easy handle, reused request after request (its connections stay open for the next).
  final class Transfer {
    fileprivate let handle: UnsafeMutableRawPointer
    private let errorText: UnsafeMutablePointer<CChar>
    private var headerList: UnsafeMutablePointer<curl_slist>?
    /// The request being sent.
    private(set) var request = HTTPRequest(url: "")
    private var settings = HTTPSettings()
    private var body: [UInt8] = []
    private var headers: [HTTPHeader] = []
    private var reason = ""
    private var exceeded = false
    /// Whether Ctrl-C aborts the transfer (a single request), or lets it finish (`fill --to`
    /// stops after the requests in flight; a second Ctrl-C aborts them).
    var stopsOnCtrlC = true
    /// The caller's number for the request being sent (`fill --to`'s record).
    var tag = 0
    /// Whether libcurl follows redirects itself (the default), or the response to a
    /// redirect is returned for the caller to follow (`HTTPClient.send`, when a request
    /// carries a credential libcurl does not know to keep from another host).
    var followsRedirects = true

    init() {
      guard let handle = formsh_curl_easy_init() else {
        fatalError("libcurl could not make a handle: out of memory")
      }
      self.handle = handle
      errorText = .allocate(capacity: Int(CURL_ERROR_SIZE) + 1)
      errorText.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)
    }

    deinit {
      formsh_curl_easy_cleanup(handle)
      formsh_curl_slist_free_all(headerList)
      errorText.deallocate()
    }

    /// Sets the handle up for a request: every option from scratch, so nothing of the last
    /// request carries over (connections, cookies and TLS sessions do).
    func prepare(_ request: HTTPRequest, settings: HTTPSettings, share: Share) {
      self.request = request
      self.settings = settings
      body = []
      headers = []
      reason = ""
      exceeded = false
      errorText[0] = 0
      formsh_curl_easy_reset(handle)
      formsh_curl_slist_free_all(headerList)
      headerList = nil

      let context = Unmanaged.passUnretained(self).toOpaque()
      set(CURLOPT_URL, request.url)
      set(CURLOPT_NOSIGNAL, 1)
      set(CURLOPT_PROTOCOLS_STR, "http,https")
      set(CURLOPT_REDIR_PROTOCOLS_STR, "http,https")
      set(CURLOPT_FOLLOWLOCATION, followsRedirects ? 1 : 0)
      set(CURLOPT_MAXREDIRS, settings.maxRedirects)
      // libcurl drops Authorization and Cookie on a redirect to another host unless told.
      set(CURLOPT_UNRESTRICTED_AUTH, settings.locationTrusted ? 1 : 0)
      // In whole milliseconds, at least one: libcurl reads 0 as "no time-out at all".
      set(CURLOPT_CONNECTTIMEOUT_MS, Curl.milliseconds(settings.connectTimeout))
      set(CURLOPT_TIMEOUT_MS, Curl.milliseconds(settings.maxTime))
      set(CURLOPT_ACCEPT_ENCODING, "")
      set(CURLOPT_USERAGENT, settings.userAgent)
      _ = formsh_curl_set_offset(
        handle, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(settings.maxResponseBytes))
      if let file = settings.caCertificates { set(CURLOPT_CAINFO, file) }
      if settings.insecure {
        set(CURLOPT_SSL_VERIFYPEER, 0)
        set(CURLOPT_SSL_VERIFYHOST, 0)
      }
      _ = formsh_curl_set_pointer(handle, CURLOPT_ERRORBUFFER, errorText)
      _ = formsh_curl_set_share(handle, share.handle)
      // The cookie engine on; a jar's cookies are loaded once, by the client (`addCookies`).
      set(CURLOPT_COOKIEFILE, "")

      _ = formsh_curl_set_data_callback(handle, CURLOPT_WRITEFUNCTION) {
        data, size, count, context in
        let transfer = Unmanaged<Transfer>.fromOpaque(context!).takeUnretainedValue()
        return transfer.receive(data, size * count)
      }
      _ = formsh_curl_set_pointer(handle, CURLOPT_WRITEDATA, context)
      _ = formsh_curl_set_data_callback(handle, CURLOPT_HEADERFUNCTION) {
        data, size, count, context in
        let transfer = Unmanaged<Transfer>.fromOpaque(context!).takeUnretainedValue()
        return transfer.receiveHeader(data, size * count)
      }
      _ = formsh_curl_set_pointer(handle, CURLOPT_HEADERDATA, context)
      set(CURLOPT_NOPROGRESS, 0)
      _ = formsh_curl_set_progress_callback(handle) { context, _, _, _, _ in
        let transfer = Unmanaged<Transfer>.fromOpaque(context!).takeUnretainedValue()
        let stop = transfer.stopsOnCtrlC ? Signals.wasInterrupted : Signals.wasInterruptedTwice
        return stop ? 1 : 0
      }
      _ = formsh_curl_set_pointer(handle, CURLOPT_XFERINFODATA, context)
      _ = formsh_curl_set_pointer(handle, CURLOPT_PRIVATE, context)

      let method = request.method.uppercased()
      switch method {
      case "GET" where request.body == nil: set(CURLOPT_HTTPGET, 1)
      case "HEAD": set(CURLOPT_NOBODY, 1)
      case "POST": break
      default: set(CURLOPT_CUSTOMREQUEST, method)
      }
      if let payload = request.body {
        _ = formsh_curl_set_offset(handle, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(payload.count))
        payload.withUnsafeBufferPointer { bytes in
          _ = formsh_curl_set_pointer(
            handle, CURLOPT_COPYPOSTFIELDS,
            UnsafeMutableRawPointer(mutating: bytes.baseAddress ?? UnsafePointer(bitPattern: 1)!))
        }
      }
      // The client's headers, then the request's (which replace any of the same name); no
      // `Expect: 100-continue` wait before a large body.
      var lines = request.sentHeaders(with: settings).map { "\($0.name): \($0.value)" }
      lines.append("Expect:")
      for line in lines { headerList = formsh_curl_slist_append(headerList, line) }
      _ = formsh_curl_set_list(handle, CURLOPT_HTTPHEADER, headerList)
    }

    /// Sends the prepared request and waits for the response.
    func perform() -> Result<HTTPResponse, HTTPFailure> {
      outcome(formsh_curl_easy_perform(handle))
    }

    /// Where the last response redirects to, as an absolute URL (libcurl resolves a
    /// relative `Location`); `nil` when it does not redirect.
    var redirectURL: String? { stringInfo(CURLINFO_REDIRECT_URL) }

    /// Adds cookies: lines of a Netscape cookie file, or `Set-Cookie:` lines.
    func addCookies(_ lines: [String]) {
      for line in lines { set(CURLOPT_COOKIELIST, line) }
    }

    /// Every cookie known, as lines of a Netscape cookie file.
    func cookies() -> [String] {
      var list: UnsafeMutablePointer<curl_slist>?
      guard formsh_curl_get_list(handle, CURLINFO_COOKIELIST, &list) == CURLE_OK else { return [] }
      defer { formsh_curl_slist_free_all(list) }
      var lines: [String] = []
      var node = list
      while let current = node {
        if let data = current.pointee.data { lines.append(String(cString: data)) }
        node = current.pointee.next
      }
      return lines
    }

    private func set(_ option: CURLoption, _ value: Int) {
      _ = formsh_curl_set_long(handle, option, value)
    }

    private func set(_ option: CURLoption, _ value: String) {
      _ = formsh_curl_set_string(handle, option, value)
    }

    fileprivate func receive(_ data: UnsafeMutablePointer<CChar>?, _ count: Int) -> Int {
      guard let data, count > 0 else { return count }
      if body.count + count > settings.maxResponseBytes {
        exceeded = true
        return 0
      }
      data.withMemoryRebound(to: UInt8.self, capacity: count) { bytes in
        body.append(contentsOf: UnsafeBufferPointer(start: bytes, count: count))
      }
      return count
    }

    fileprivate func receiveHeader(_ data: UnsafeMutablePointer<CChar>?, _ count: Int) -> Int {
      guard let data else { return count }
      let line = data.withMemoryRebound(to: UInt8.self, capacity: count) { bytes in
        String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
      }
      var text = Substring(line)
      while let last = text.last, last == "\r\n" || last == "\n" || last == "\r" {
        text.removeLast()
      }
      if text.hasPrefix("HTTP/") {
        // A new response (after a redirect, or a 100 Continue): its headers replace the last.
        headers = []
        let parts = text.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
        reason = parts.count > 2 ? String(parts[2]) : ""
      } else if let colon = text.firstIndex(of: ":") {
        let name = String(text[..<colon])
        var value = text[text.index(after: colon)...]
        while value.first == " " || value.first == "\t" { value.removeFirst() }
        while value.last == " " || value.last == "\t" { value.removeLast() }
        headers.append(HTTPHeader(name: name, value: String(value)))
      }
      return count
    }

    private func longInfo(_ info: CURLINFO) -> Int {
      var value = 0
      _ = formsh_curl_get_long(handle, info, &value)
      return value
    }

    private func offsetInfo(_ info: CURLINFO) -> Int64 {
      var value: curl_off_t = 0
      _ = formsh_curl_get_offset(handle, info, &value)
      return Int64(value)
    }

    private func stringInfo(_ info: CURLINFO) -> String? {
      var value: UnsafeMutablePointer<CChar>?
      guard formsh_curl_get_string(handle, info, &value) == CURLE_OK, let value else { return nil }
      return String(cString: value)
    }

    /// The response, or what went wrong, for a transfer that ended with `code`.
    fileprivate func outcome(_ code: CURLcode) -> Result<HTTPResponse, HTTPFailure> {
      let url = HTTPRequest.shown(request.url)
      func failure(_ kind: HTTPFailure.Kind, _ reason: String) -> Result<HTTPResponse, HTTPFailure>
      {
        .failure(HTTPFailure(kind, url: url, reason: reason))
      }
      // After a redirect libcurl followed, the host that failed is the last URL's, not the
      // first's: name it, and where the redirect led.
      let reached = stringInfo(CURLINFO_EFFECTIVE_URL) ?? request.url
      guard code != CURLE_OK else {
        return .success(
          HTTPResponse(
            status: longInfo(CURLINFO_RESPONSE_CODE), reason: reason, headers: headers,
            body: body, url: HTTPRequest.shown(reached)))
      }
      let detail =
        errorText[0] != 0
        ? String(cString: errorText) : String(cString: formsh_curl_easy_strerror(code))
      let host = HTTPRequest.host(of: reached)
      let redirected =
        HTTPRequest.origin(of: reached) != HTTPRequest.origin(of: request.url)
        ? " (redirected to \(HTTPRequest.shown(reached)))" : ""
      switch code {
      case CURLE_COULDNT_RESOLVE_HOST:
        return failure(.resolve, "could not resolve host \(host)\(redirected)")
      case CURLE_COULDNT_CONNECT:
        let refused = longInfo(CURLINFO_OS_ERRNO) == Int(ECONNREFUSED)
        return failure(
          .connect,
          refused
            ? "connection refused (nothing listens at \(host))\(redirected)"
            : "could not connect: \(detail)\(redirected)")
      case CURLE_OPERATION_TIMEDOUT:
        // Not connected yet: the connect time-out, unless the total one is the shorter
        // (`--max-time 2` against a host that never answers ends after 2 s, not 10).
        if offsetInfo(CURLINFO_CONNECT_TIME_T) == 0,
          settings.connectTimeout <= settings.maxTime
        {
          return failure(
            .connectTimeout,
            "no connection within \(Curl.seconds(settings.connectTimeout)) (--connect-timeout)")
        }
        return failure(
          .totalTimeout,
          "no complete response within \(Curl.seconds(settings.maxTime)) (--max-time)")
      case CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CACERT_BADFILE, CURLE_SSL_CONNECT_ERROR,
        CURLE_SSL_CERTPROBLEM, CURLE_SSL_CIPHER, CURLE_SSL_ISSUER_ERROR,
        CURLE_SSL_PINNEDPUBKEYNOTMATCH, CURLE_SSL_INVALIDCERTSTATUS, CURLE_SSL_CRL_BADFILE,
        CURLE_SSL_SHUTDOWN_FAILED, CURLE_SSL_ENGINE_INITFAILED, CURLE_SSL_CLIENTCERT:
        let advice =
          code == CURLE_PEER_FAILED_VERIFICATION
          ? "; to trust the server's certificate pass --cacert FILE" : ""
        return failure(.tls, "TLS failed: \(detail)\(advice)")
      case CURLE_TOO_MANY_REDIRECTS:
        return failure(.redirect, "more than \(settings.maxRedirects) redirects")
      case CURLE_UNSUPPORTED_PROTOCOL:
        if longInfo(CURLINFO_REDIRECT_COUNT) > 0 || detail.lowercased().contains("redirect") {
          return failure(.redirect, "redirected to a URL that is not http(s); not followed")
        }
        return failure(.badURL, "not an http(s) URL")
      case CURLE_URL_MALFORMAT:
        return failure(.badURL, "not a valid URL: \(detail)")
      case CURLE_FILESIZE_EXCEEDED:
        return failure(.tooLarge, Curl.tooLarge(settings.maxResponseBytes))
      case CURLE_WRITE_ERROR where exceeded:
        return failure(.tooLarge, Curl.tooLarge(settings.maxResponseBytes))
      case CURLE_ABORTED_BY_CALLBACK:
        return failure(.interrupted, "interrupted")
      case CURLE_OUT_OF_MEMORY, CURLcode(rawValue: 100):
        // libcurl answers a header line over its 100 KB limit with "out of memory" before
        // 8.6, with CURLE_TOO_LARGE (100, not in older headers) since.
        return failure(
          .other,
          "the response could not be taken: a header longer than 100 KB, or out of memory")
      case CURLE_GOT_NOTHING:
        return failure(.other, "the server closed the connection without answering")
      case CURLE_BAD_CONTENT_ENCODING:
        return failure(.other, "the response's content encoding could not be decoded: \(detail)")
      default:
        return failure(.other, detail)
      }
    }
  }

  /// Many transfers at once, on one thread (a multi handle): connections are kept and
  /// reused between them. libcurl says which sockets to watch and when its time-outs fall
  /// due (its socket and timer callbacks); `step` sleeps on those sockets and hands libcurl
  /// only the ones that are ready, so a wake-up costs the transfers that have something to
  /// do, not one check of every transfer in flight (what `curl_multi_perform` makes: 50 in
  /// flight cost 50 system calls a wake-up).
  final class Multi {
    private let handle: UnsafeMutableRawPointer
    private var running: [UnsafeMutableRawPointer: Transfer] = [:]
    /// The sockets libcurl watches, and for what.
    private var sockets: [Int32: FileDescriptor.Readiness] = [:]
    /// When libcurl's next time-out falls due (it is called with `CURL_SOCKET_TIMEOUT`
    /// then), on `MonotonicTime`; `nil` when none is set.
    private var timerDue: Double?

    init() {
      guard let handle = formsh_curl_multi_init() else { fatalError("libcurl: out of memory") }
      self.handle = handle
      formsh_curl_multi_watch(
        handle,
        { _, socket, what, context, _ in
          let multi = Unmanaged<Multi>.fromOpaque(context!).takeUnretainedValue()
          switch what {
          case CURL_POLL_IN: multi.sockets[socket] = .readable
          case CURL_POLL_OUT: multi.sockets[socket] = .writable
          case CURL_POLL_INOUT: multi.sockets[socket] = [.readable, .writable]
          default: multi.sockets[socket] = nil
          }
          return 0
        },
        { _, milliseconds, context in
          // A timer of one shot: -1 removes it, 0 is due at once.
          let multi = Unmanaged<Multi>.fromOpaque(context!).takeUnretainedValue()
          multi.timerDue =
            milliseconds < 0 ? nil : MonotonicTime.now() + Double(milliseconds) / 1000
          return 0
        }, Unmanaged.passUnretained(self).toOpaque())
    }

    deinit {
      // No callback into an object going away (cleaning up closes the kept connections,
      // which libcurl would report).
      formsh_curl_multi_watch(handle, nil, nil, nil)
      for (easy, _) in running { formsh_curl_multi_remove(handle, easy) }
      formsh_curl_multi_cleanup(handle)
    }

    /// The transfers in flight.
    var count: Int { running.count }

    /// Starts a prepared transfer (libcurl sets its time-out due at once: the next `step`
    /// starts it).
    func add(_ transfer: Transfer) {
      running[transfer.handle] = transfer
      formsh_curl_multi_add(handle, transfer.handle)
    }

    /// Sleeps until a watched socket is ready, libcurl's time-out is due, or `milliseconds`
    /// pass (or a signal comes); moves along the transfers that can move, and returns those
    /// that finished, with their outcomes.
    func step(waiting milliseconds: Int) -> [(Transfer, Result<HTTPResponse, HTTPFailure>)] {
      var wait = milliseconds
      if let timerDue {
        wait = min(wait, Int(max(0, (timerDue - MonotonicTime.now()) * 1000).rounded(.up)))
      }
      let ready = FileDescriptor.wait(
        for: sockets.map { ($0.key, $0.value) }, milliseconds: wait)
      for (socket, readiness) in ready {
        var events: Int32 = 0
        if readiness.contains(.readable) { events |= CURL_CSELECT_IN }
        if readiness.contains(.writable) { events |= CURL_CSELECT_OUT }
        if readiness.contains(.failed) { events |= CURL_CSELECT_ERR }
        formsh_curl_multi_socket_action(handle, socket, events)
      }
      if let timerDue, timerDue <= MonotonicTime.now() {
        self.timerDue = nil
        formsh_curl_multi_socket_action(handle, CURL_SOCKET_TIMEOUT, 0)
      }
      // A second Ctrl-C ends the transfers in flight: each one's progress callback says so
      // when libcurl visits it, and `curl_multi_perform` visits them all.
      if Signals.wasInterruptedTwice { formsh_curl_multi_perform(handle) }
      return collect()
    }

    private func collect() -> [(Transfer, Result<HTTPResponse, HTTPFailure>)] {
      var finished: [(Transfer, Result<HTTPResponse, HTTPFailure>)] = []
      var code = CURLE_OK
      while let easy = formsh_curl_multi_next_done(handle, &code) {
        guard let transfer = running.removeValue(forKey: easy) else { continue }
        formsh_curl_multi_remove(handle, easy)
        finished.append((transfer, transfer.outcome(code)))
      }
      return finished
    }
  }

  /// A time-out in whole milliseconds for libcurl, rounded up and at least 1 (`--max-time
  /// 0.0004` must not become 0, which libcurl takes as no limit).
  static func milliseconds(_ seconds: Double) -> Int {
    max(1, Int((seconds * 1000).rounded(.up)))
  }

  private static func seconds(_ value: Double) -> String {
    value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
  }

  private static func tooLarge(_ limit: Int) -> String {
    let size = limit % (1 << 20) == 0 ? "\(limit >> 20) MiB" : "\(limit) bytes"
    return "the response is larger than \(size); raise --max-response-size to take it"
  }
}
