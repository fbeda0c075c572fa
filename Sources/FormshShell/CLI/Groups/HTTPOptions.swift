import FormshData
import FormshPlatform

/// How a run talks to servers, from the command line: `--header`, `--cookie-jar`, `--cacert`,
/// `--insecure`, `--location-trusted`, `--connect-timeout`, `--max-time`,
/// `--max-response-size`. Each session (the prompt, a script, a scenario, a `fill`) makes its
/// own client from it.
struct HTTPOptions: Sendable {
  /// Time-outs, TLS, limits and headers.
  var settings: HTTPSettings
  /// `--cookie-jar FILE`.
  var cookieJar: String?

  init() {
    settings = HTTPSettings()
    settings.userAgent = "formsh/" + Version.number
  }

  /// A client for one session: the cookie jar read (a file that cannot be read is an error,
  /// exit 66; one that does not exist yet is an empty jar).
  func makeClient() throws(ShellError) -> HTTPClient {
    let client = HTTPClient(settings: settings)
    if let cookieJar {
      do {
        try client.useCookieJar(cookieJar)
      } catch {
        throw .file(error)
      }
    }
    return client
  }

  /// Every option of the group, in the order completion offers them.
  static let all = [
    header, cookieJarFile, caCertificates, insecure, locationTrusted, connectTimeout, maxTime,
    maxResponseSize,
  ]

  static let header = OptionSpec<HTTPOptions>(
    "--header", "-H", value: "'NAME: VALUE'",
    help: "send this header with every request (values of headers whose names say auth,"
      + " token, key, secret, session, password, signature or cookie are secrets); not sent to"
      + " another host after a redirect unless --location-trusted"
  ) { (options, text) throws(UsageError) in
    switch HTTPHeader.parse(text) {
    case .success(let header): options.settings.headers.append(header)
    case .failure(let error): throw UsageError("--header: \(error.message)")
    }
  }

  static let cookieJarFile = OptionSpec<HTTPOptions>(
    "--cookie-jar", value: "FILE",
    help: "load cookies from FILE and save the session's there (Netscape format)"
  ) { options, path in options.cookieJar = path }

  static let caCertificates = OptionSpec<HTTPOptions>(
    "--cacert", value: "FILE",
    help: "trust the certificates in FILE (PEM) instead of the system's"
  ) { options, path in options.settings.caCertificates = path }

  static let insecure = OptionSpec<HTTPOptions>(
    flag: "--insecure", "-k",
    help: "do not check TLS certificates (said on stderr; never in production)"
  ) { $0.settings.insecure = true }

  static let locationTrusted = OptionSpec<HTTPOptions>(
    flag: "--location-trusted",
    help: "send the headers set (credentials too) to another host after a redirect, as"
      + " curl's option of that name does"
  ) { $0.settings.locationTrusted = true }

  static let connectTimeout = OptionSpec<HTTPOptions>(
    "--connect-timeout", value: "S", help: "seconds to wait for a connection (default 10)"
  ) { (options, text) throws(UsageError) in
    options.settings.connectTimeout = try seconds(text, of: "--connect-timeout")
  }

  static let maxTime = OptionSpec<HTTPOptions>(
    "--max-time", value: "S", help: "seconds a whole request may take (default 30)"
  ) { (options, text) throws(UsageError) in
    options.settings.maxTime = try seconds(text, of: "--max-time")
  }

  static let maxResponseSize = OptionSpec<HTTPOptions>(
    "--max-response-size", value: "SIZE",
    help: "the largest response taken: 16M (default), 512K, bytes"
  ) { (options, text) throws(UsageError) in
    guard let bytes = size(text) else {
      throw UsageError("--max-response-size takes a size (16M, 512K, 1048576), not \"\(text)\"")
    }
    options.settings.maxResponseBytes = bytes
  }

  /// Parses `--max-response-size`: bytes, or with a K, M or G suffix (binary: 16M is 16 MiB).
  static func size(_ text: String) -> Int? {
    let units: [Character: Int] = ["K": 1 << 10, "M": 1 << 20, "G": 1 << 30]
    var digits = Substring(text.uppercased())
    if digits.hasSuffix("IB") { digits = digits.dropLast(2) }
    if digits.hasSuffix("B") { digits = digits.dropLast() }
    var unit = 1
    if let last = digits.last, let value = units[last] {
      unit = value
      digits = digits.dropLast()
    }
    guard let number = Int(digits), number > 0 else { return nil }
    let (bytes, overflow) = number.multipliedReportingOverflow(by: unit)
    return overflow ? nil : bytes
  }

  /// Parses a time-out in seconds (`10`, `0.5`).
  static func seconds(_ text: String) -> Double? {
    guard let value = Double(text), value > 0, value.isFinite, value <= 86_400 else { return nil }
    return value
  }

  /// A time-out of the option of this name, or its usage error.
  private static func seconds(_ text: String, of option: String) throws(UsageError) -> Double {
    guard let seconds = seconds(text) else {
      throw UsageError("\(option) takes seconds (more than 0), not \"\(text)\"")
    }
    return seconds
  }
}
