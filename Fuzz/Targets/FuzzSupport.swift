// Shared by the fuzz targets (compiled with Sources/ as one module; see Fuzz/run.sh).
#if canImport(Glibc)
  import Glibc
#endif

/// Checks that hold for every input; a broken one aborts, so libFuzzer keeps the input.
enum FuzzCheck {
  /// Stops the run with a message (libFuzzer records the input as a crash).
  static func fail(_ message: String) -> Never {
    fputs("fuzz invariant broken: \(message)\n", stderr)
    abort()
  }

  /// Text bound for a terminal in plain mode holds no control character but line breaks (and
  /// tabs, when `allowingTabs`).
  static func terminalSafe(_ text: String, _ what: String, allowingTabs: Bool = false) {
    if let bad = text.unicodeScalars.first(where: {
      $0 != "\n" && !(allowingTabs && $0 == "\t") && DisplaySafety.isUnsafe($0)
    }) {
      fail(
        "\(what) has raw U+\(String(bad.value, radix: 16)): \(text.debugDescription.prefix(400))")
    }
  }

  /// JSON formsh wrote must read back as JSON.
  static func parsesBack(_ text: String, _ what: String) {
    do {
      _ = try JSONParser.parse(Array(text.utf8))
    } catch {
      fail("\(what) is not JSON (\(error.reason)): \(text.debugDescription.prefix(400))")
    }
  }

  /// Bytes from the fuzzer.
  static func bytes(_ data: UnsafePointer<UInt8>, _ size: Int) -> [UInt8] {
    Array(UnsafeBufferPointer(start: data, count: size))
  }

  /// The repository's root (this file is Fuzz/Targets/FuzzSupport.swift).
  static let root: String = {
    var path = #filePath
    for _ in 0..<3 { path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) }
    return path
  }()
}
