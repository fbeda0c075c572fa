import FormshData
import FormshPlatform

/// How a run talks to servers, from the command line: `--header`, `--cookie-jar`,
/// `--connect-timeout`, `--max-time`, `--cacert`, `--insecure`, `--max-response-size`. Each
/// session (the prompt, a script, a scenario, a `fill`) makes its own client from it.
struct HTTPSetup: Sendable {
  /// Time-outs, TLS, limits and headers.
  var settings: HTTPSettings
  /// `--cookie-jar FILE`.
  var cookieJar: String?

  init() {
    settings = HTTPSettings()
    settings.userAgent = "formsh/" + Usage.versionNumber
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
}
