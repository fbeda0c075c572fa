import FormshData
import FormshFill

extension FillTarget {
  /// The target the command line asks for; `nil` without `--to` (and then none of its
  /// options may be given).
  static func from(_ options: SendOptions) throws(ShellError) -> FillTarget? {
    guard let url = options.to else {
      let stray = [
        ("--concurrency", options.concurrency != nil), ("--rate", options.rate != nil),
        ("--retries", options.retries != nil), ("--method", options.method != nil),
        ("--as", options.bodyEncoding != nil),
      ].first { $0.1 }
      if let stray { throw .usage("\(stray.0) goes with --to URL") }
      return nil
    }
    guard HTTPRequest.isWebURL(url) else {
      throw .usage("--to takes an http:// or https:// URL, not \"\(HTTPRequest.shown(url))\"")
    }
    var target = FillTarget(url: url)
    if let method = options.method {
      let upper = method.uppercased()
      guard ["POST", "PUT", "PATCH"].contains(upper) else {
        throw .usage("--method takes POST, PUT or PATCH, not \"\(method)\"")
      }
      target.method = upper
    }
    if let name = options.bodyEncoding {
      guard let encoding = PayloadBody.Encoding(rawValue: name.lowercased()) else {
        throw .usage("--as takes json or form, not \"\(name)\"")
      }
      target.encoding = encoding
    }
    if let concurrency = options.concurrency { target.concurrency = concurrency }
    target.rate = options.rate
    if let retries = options.retries { target.retries = retries }
    return target
  }
}
