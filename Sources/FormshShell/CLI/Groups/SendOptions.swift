/// Where and how records are sent: `fill --to URL` and its company (`probe` takes them too),
/// read into a `FillTarget` by `FillTarget.from`.
struct SendOptions {
  /// `--to URL`: where each valid record is sent.
  var to: String?
  /// `--concurrency N`: requests in flight at once.
  var concurrency: Int?
  /// `--rate N/s`: at most this many requests started per second.
  var rate: Double?
  /// `--retries N`: attempts after the first for a 429, 502, 503 or 504 (or no answer).
  var retries: Int?
  /// `--method`: POST, PUT or PATCH, as given.
  var method: String?
  /// `--as`: the body's encoding, json or form, as given.
  var bodyEncoding: String?

  static let to = OptionSpec<SendOptions>("--to", value: "URL", refusal: .sending) {
    options, url in options.to = url
  }

  static let concurrency = OptionSpec<SendOptions>(
    "--concurrency", value: "N", refusal: .sending
  ) { (options, text) throws(UsageError) in
    options.concurrency = try number(text, of: "--concurrency", from: 1)
  }

  static let rate = OptionSpec<SendOptions>("--rate", value: "N/s", refusal: .sending) {
    (options, text) throws(UsageError) in
    let number = text.hasSuffix("/s") ? String(text.dropLast(2)) : text
    guard let rate = Double(number), rate > 0, rate.isFinite else {
      throw UsageError("--rate takes requests per second (20 or 20/s), not \"\(text)\"")
    }
    options.rate = rate
  }

  static let retries = OptionSpec<SendOptions>("--retries", value: "N", refusal: .sending) {
    (options, text) throws(UsageError) in
    options.retries = try number(text, of: "--retries", from: 0)
  }

  static let method = OptionSpec<SendOptions>(
    "--method", value: "METHOD", choices: ["POST", "PUT", "PATCH"], refusal: .sending
  ) { options, method in options.method = method }

  static let bodyEncoding = OptionSpec<SendOptions>(
    "--as", value: "ENCODING", choices: ["json", "form"], refusal: .sending
  ) { options, name in options.bodyEncoding = name }

  /// Every option of the group, in the order completion offers them.
  static let all = [to, concurrency, rate, retries, method, bodyEncoding]

  /// A count of the option of this name, from `lowest` to 1000, or its usage error.
  private static func number(_ text: String, of option: String, from lowest: Int)
    throws(UsageError) -> Int
  {
    guard let number = Int(text), number >= lowest, number <= 1000 else {
      throw UsageError("\(option) takes a number from \(lowest) to 1000, not \"\(text)\"")
    }
    return number
  }
}
