import Foundation
import Testing

/// The example in Scripts/http works as the README's quick start and docs/http.md say: the
/// sample backend started, its scenarios pass against it, and the partner's token shows nowhere.
@Suite struct HTTPExamplesTests {
  /// Starts the sample backend (`Scripts/http/backend.py`) on a free port, runs `body` with
  /// its base URL, and stops it.
  static func withSampleBackend(_ body: (String) throws -> Void) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "Scripts/http/backend.py", "--port", "0"]
    process.currentDirectoryURL = URL(fileURLWithPath: Formsh.root)
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    defer {
      // SIGKILL: the test process may ignore SIGTERM, and a child inherits that.
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
    // The first line names the base URL: "formsh sample backend on http://127.0.0.1:PORT".
    var first = Data()
    while !first.contains(UInt8(ascii: "\n")) {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      first.append(chunk)
    }
    let line = String(decoding: first, as: UTF8.self).split(separator: "\n").first ?? ""
    let base = try #require(line.split(separator: " ").last.map(String.init))
    #expect(base.hasPrefix("http://127.0.0.1:"), "\(line)")
    try body(base)
  }

  @Test func theExampleScenariosPassAgainstTheSampleBackend() throws {
    try Self.withSampleBackend { base in
      let token = "partner-token-9f2c"
      let result = try Formsh.run(
        ["test", "--secret", "TOKEN", "Scripts/http"],
        environment: ["BACKEND": base, "TOKEN": token])
      #expect(result.status == 0, "\(result)")
      #expect(result.stdout.contains("\n5 passed, 0 failed in "), "\(result)")
      #expect(!result.stdout.contains(token))
      #expect(!result.stderr.contains(token))
    }
  }

  /// The sample backend writes each answer in one piece: on a kept-alive connection, an answer
  /// whose headers and body were written apart waited for the client's delayed ACK of the
  /// headers (Nagle's algorithm), 40 ms a request, which made the README's scenarios and
  /// `fill --to` against it slow. A client that reads once as soon as anything arrives gets the
  /// whole answer, the second request on the connection included (a body held back arrives
  /// 40 ms after its headers, so the first read ends at the headers).
  @Test func theSampleBackendAnswersInOnePiece() throws {
    try Self.withSampleBackend { base in
      let client = #"""
        import socket, sys
        host, port = sys.argv[1].rsplit("//", 1)[1].rsplit(":", 1)
        connection = socket.create_connection((host, int(port)))
        request = f"GET /forms/signup HTTP/1.1\r\nHost: {host}\r\n\r\n".encode()
        for attempt in range(3):
            connection.sendall(request)
            first = connection.recv(1 << 20)
            head, _, body = first.partition(b"\r\n\r\n")
            length = next(int(line.split(b":")[1]) for line in head.split(b"\r\n")
                          if line.lower().startswith(b"content-length:"))
            print(f"request {attempt + 1}: {len(body)} of {length} body bytes in the first read")
            while len(body) < length:
                body += connection.recv(1 << 20)
        """#
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = ["python3", "-c", client, base]
      let output = Pipe()
      process.standardOutput = output
      try process.run()
      let text = String(
        decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      #expect(process.terminationStatus == 0, "\(text)")
      let lines = text.split(separator: "\n")
      #expect(lines.count == 3, "\(text)")
      for line in lines {
        let words = line.split(separator: " ")
        #expect(words.count > 4 && words[2] == words[4], "\(text)")
      }
    }
  }

  /// docs/testing.md's data-driven example runs against the sample backend as it shows: its
  /// files as the page has them, its PASS/FAIL lines and failure as the page prints them.
  @Test func theDataDrivenExampleOfTestingMdIsWhatTheBinaryPrints() throws {
    let page = try String(contentsOfFile: Formsh.root + "/docs/testing.md", encoding: .utf8)
    let section = try #require(page.components(separatedBy: "## Data-driven suites").last)
    let example = try #require(section.components(separatedBy: "```\n").dropFirst().first)
    /// The lines after `$ cat NAME`, up to the next `$`.
    func file(_ name: String) throws -> String {
      let after = try #require(example.components(separatedBy: "$ cat \(name)\n").last)
      return after.components(separatedBy: "\n$ ").first! + "\n"
    }
    let files = try TemporaryFiles()
    defer { files.remove() }
    let data = try files.write("people.csv", try file("people.csv"))
    let scenario = try files.write("signup.formsh", try file("signup.formsh"))
    let shown = try #require(example.components(separatedBy: "signup.formsh\n").last)
    try Self.withSampleBackend { base in
      let result = try Formsh.run(["test", "--data", data, "--var", "BACKEND=" + base, scenario])
      #expect(result.status == 1, "\(result)")
      let times = /\(\d+ ms\)|in \d+\.\d+ s/
      let printed = result.stdout.replacingOccurrences(of: files.path + "/", with: "")
        .replacingOccurrences(of: base, with: "http://127.0.0.1:8080").replacing(times, with: "T")
      #expect(
        printed == shown.replacing(times, with: "T"), "docs/testing.md should show:\n\(printed)")
    }
  }

  /// The README's quick start "Is my backend enforcing the form?" prints what it shows, on a
  /// fresh sample backend (its port, and the token `--unique` puts in each run, aside).
  @Test func theReadmeProbeIsWhatTheBinaryPrints() throws {
    try Self.withSampleBackend { base in
      let result = try Formsh.run([
        "probe", "Forms/signup.json", "--to", base + "/signups", "--unique", "email",
      ])
      #expect(result.status == 1, "\(result)")
      let readme = try String(contentsOfFile: Formsh.root + "/README.md", encoding: .utf8)
      let shown =
        "$ formsh probe Forms/signup.json --to http://127.0.0.1:8080/signups --unique email\n"
        + result.stdout.replacingOccurrences(of: base, with: "http://127.0.0.1:8080")
        + "$ echo $?\n1\n```"
      let token = /"not-a[a-z0-9]+"/
      #expect(
        readme.replacing(token, with: "\"not-aTOKEN\"").contains(
          shown.replacing(token, with: "\"not-aTOKEN\"")), "README should show:\n\(shown)")
    }
  }
}
