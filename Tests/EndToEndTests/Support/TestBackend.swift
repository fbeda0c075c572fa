import FormshPlatform
import Foundation
import Testing

/// The test backend (`Tests/EndToEndTests/Backend/backend.py`, endpoints in its README) on
/// 127.0.0.1 on a free port, over HTTP or HTTPS, for one test.
///
/// The server holds the reading end of a pipe as its standard input and exits when that pipe
/// ends: a test process that dies takes its backends with it. Each request it receives is a
/// line of its log, which `requests()` reads, so a test can check what formsh sent (headers,
/// body, which connection) and what it did not send.
final class TestBackend: @unchecked Sendable {
  /// Why a backend did not start.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// The port it listens on (127.0.0.1).
  let port: Int
  /// Whether it speaks HTTPS (with `TestCertificate.shared()`).
  let tls: Bool
  /// Where its log and error output are.
  let directory: String

  private let process: Process
  private let lock = NSLock()
  private var input: FileHandle?
  private var output: FileHandle?

  /// `http://127.0.0.1:PORT`, or `https://…` over TLS; no trailing slash.
  var baseURL: String { "\(tls ? "https" : "http")://127.0.0.1:\(port)" }

  /// The URL of a path on the backend: `url("/submit")`.
  func url(_ path: String) -> String { baseURL + path }

  /// The file each request is logged to, one JSON object a line.
  var logPath: String { directory + "/requests.jsonl" }

  /// What the backend wrote to its standard error (nothing unless it failed).
  var errors: String {
    (try? String(contentsOfFile: directory + "/stderr", encoding: .utf8)) ?? ""
  }

  /// Starts a backend from the package root and waits (at most `timeout` seconds) for it to
  /// say which port it listens on. `forms` is the directory `/forms/NAME` reads (default: the
  /// repository's `Forms/`).
  static func start(tls: Bool = false, forms: String? = nil, timeout: Double = 30) throws
    -> TestBackend
  {
    try TestBackend(tls: tls, forms: forms, timeout: timeout)
  }

  /// Starts a framework's app of `Backend/` (`fastapi_app.py`) with Debian's python3
  /// (`/usr/bin/python3`, which has the frameworks `./dev test` installs) over HTTP: it says
  /// its port as backend.py does and logs no requests. A missing framework fails the start,
  /// with Python's error, never skips the test.
  static func start(app: String, timeout: Double = 30) throws -> TestBackend {
    try TestBackend(tls: false, forms: nil, timeout: timeout, app: app)
  }

  private init(tls: Bool, forms: String?, timeout: Double, app: String? = nil) throws {
    signal(SIGPIPE, SIG_IGN)
    self.tls = tls
    directory = NSTemporaryDirectory() + "formsh-backend-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    var arguments = [
      "python3", Formsh.root + "/Tests/EndToEndTests/Backend/backend.py",
      "--port", "0", "--log", directory + "/requests.jsonl",
    ]
    if tls {
      let certificate = try TestCertificate.shared()
      arguments += ["--tls-cert", certificate.certificatePath, "--tls-key", certificate.keyPath]
    }
    if let forms { arguments += ["--forms", forms] }
    if let app {
      arguments = [
        "/usr/bin/python3", Formsh.root + "/Tests/EndToEndTests/Backend/" + app, "--port", "0",
      ]
    }
    for name in ["stderr", "requests.jsonl"] {
      try Data().write(to: URL(fileURLWithPath: directory + "/" + name))
    }

    let (standardInput, standardOutput) = (Pipe(), Pipe())
    // Our ends must not leak into other children (formsh, other backends): a copy of the
    // writing end elsewhere would keep this backend alive after the test has gone.
    for end in [standardInput.fileHandleForWriting, standardOutput.fileHandleForReading] {
      _ = fcntl(end.fileDescriptor, F_SETFD, FD_CLOEXEC)
    }
    let errorFile = try FileHandle(forWritingTo: URL(fileURLWithPath: directory + "/stderr"))
    process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: Formsh.root)
    process.standardInput = standardInput
    process.standardOutput = standardOutput
    process.standardError = errorFile
    try process.run()
    try? errorFile.close()
    try? standardInput.fileHandleForReading.close()
    try? standardOutput.fileHandleForWriting.close()
    input = standardInput.fileHandleForWriting
    output = standardOutput.fileHandleForReading

    let line = Self.readLine(from: standardOutput.fileHandleForReading, within: timeout)
    guard let line, line.hasPrefix("listening on "), let port = Int(line.dropFirst(13)) else {
      let said = line.map { "it said \"\($0)\"" } ?? "no port within \(timeout) s"
      port = 0
      stop()
      throw Failure(description: "the test backend did not start: \(said); stderr: \(errors)")
    }
    self.port = port
  }

  deinit {
    stop()
    try? FileManager.default.removeItem(atPath: directory)
  }

  /// The first line on a descriptor (without its newline), or nil when it ends or the time
  /// runs out first.
  private static func readLine(from handle: FileHandle, within timeout: Double) -> String? {
    let deadline = Deadline(seconds: timeout)
    var bytes: [UInt8] = []
    while !deadline.hasPassed {
      var descriptor = pollfd(fd: handle.fileDescriptor, events: Int16(POLLIN), revents: 0)
      guard poll(&descriptor, 1, deadline.remaining) > 0 else { continue }
      var byte: UInt8 = 0
      let count = read(handle.fileDescriptor, &byte, 1)
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return nil }
      if byte == UInt8(ascii: "\n") { return String(decoding: bytes, as: UTF8.self) }
      bytes.append(byte)
    }
    return nil
  }

  /// Every request the backend has fully received so far, in order of arrival.
  func requests() throws -> [LoggedRequest] {
    let text = try String(contentsOfFile: logPath, encoding: .utf8)
    return try text.split(separator: "\n").map { try LoggedRequest(json: String($0)) }
  }

  /// Waits until the backend has received at least `count` requests whose path contains
  /// `marker` (any path when it is empty), at most `timeout` seconds; returns those it has by
  /// then, however many.
  func waitForRequests(atLeast count: Int, containing marker: String = "", timeout: Double = 10)
    throws -> [LoggedRequest]
  {
    let deadline = Deadline(seconds: timeout)
    func matching() throws -> [LoggedRequest] {
      try requests().filter { marker.isEmpty || $0.path.contains(marker) }
    }
    var received = try matching()
    while received.count < count && !deadline.hasPassed {
      usleep(20_000)
      received = try matching()
    }
    return received
  }

  /// A URL on 127.0.0.1 whose connections never complete (a port with a full accept queue),
  /// for `--connect-timeout`: asked of the backend (`GET /unanswered`), over plain HTTP only.
  func unansweredURL() throws -> String {
    guard !tls else { throw Failure(description: "ask a plain HTTP backend for /unanswered") }
    let reply = try Self.plainGet("/unanswered", port: port)
    guard let object = try JSONSerialization.jsonObject(with: Data(reply.utf8)) as? [String: Any],
      let url = object["url"] as? String
    else { throw Failure(description: "/unanswered said: \(reply)") }
    return url
  }

  /// Lets every `/held-submit` request answer (201), those waiting and those to come: until
  /// then the test knows they are in flight, however slow the machine. Over plain HTTP only.
  func release() throws {
    guard !tls else { throw Failure(description: "release a plain HTTP backend only") }
    _ = try Self.plainGet("/release", port: port)
  }

  /// The body of `GET path` over HTTP/1.0 to 127.0.0.1:port, with a plain socket.
  private static func plainGet(_ path: String, port: Int) throws -> String {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { throw Failure(description: "socket failed") }
    defer { close(descriptor) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else { throw Failure(description: "connect to port \(port) failed") }
    let request = Array("GET \(path) HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n".utf8)
    guard request.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) == request.count
    else { throw Failure(description: "write to port \(port) failed") }
    var response: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      response += buffer[0..<count]
    }
    let text = String(decoding: response, as: UTF8.self)
    guard let split = text.range(of: "\r\n\r\n") else {
      throw Failure(description: "no HTTP response from port \(port): \(text)")
    }
    return String(text[split.upperBound...])
  }

  /// Stops the backend: ends its standard input, sends SIGTERM and waits for it. Its log
  /// stays readable until the backend is released.
  func stop() {
    lock.lock()
    defer { lock.unlock() }
    guard let input else { return }
    try? input.close()
    try? output?.close()
    self.input = nil
    output = nil
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
  }
}

/// One request as the test backend logged it.
struct LoggedRequest: Sendable {
  /// `GET`, `POST`…
  var method: String
  /// The path with its query: `/submit`, `/slow?seconds=2`.
  var path: String
  /// The headers in the order they came, names spelt as sent.
  var headers: [(name: String, value: String)]
  /// The body as text (base64 when it was not UTF-8: see `bodyIsBase64`).
  var body: String
  var bodyIsBase64: Bool
  /// The TCP connection it came on, counted from 1: requests on one connection were sent
  /// over a kept-alive connection.
  var connection: Int
  /// When it was fully received, in seconds since 1970.
  var time: Double

  /// The value of the first header of that name, whatever its case; nil when absent.
  func header(_ name: String) -> String? {
    headers.first { $0.name.lowercased() == name.lowercased() }?.value
  }

  /// The body parsed as JSON (nil when it is not JSON).
  var json: Any? {
    try? JSONSerialization.jsonObject(with: Data(body.utf8), options: [.fragmentsAllowed])
  }

  init(json line: String) throws {
    guard
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
      let method = object["method"] as? String, let path = object["path"] as? String,
      let headers = object["headers"] as? [[String]], let body = object["body"] as? String
    else { throw TestBackend.Failure(description: "not a logged request: \(line)") }
    self.method = method
    self.path = path
    self.headers = headers.compactMap { $0.count == 2 ? ($0[0], $0[1]) : nil }
    self.body = body
    bodyIsBase64 = object["body_encoding"] as? String == "base64"
    connection = object["connection"] as? Int ?? 0
    time = object["time"] as? Double ?? 0
  }
}
