extension FileSystem {
  /// The process's umask, which a new file's mode respects (`AtomicFile` creates its files
  /// at 0600 and sets the final mode when it publishes them). Read from `/proc/self/status`
  /// (Linux 4.7 and later); elsewhere by setting a strict mask and putting the old one back,
  /// so a file another thread creates meanwhile is at worst stricter.
  static let creationMask: mode_t = maskFromProc() ?? maskBySetting()

  private static func maskFromProc() -> mode_t? {
    guard let bytes = try? read("/proc/self/status", limit: 1 << 20) else { return nil }
    let text = String(decoding: bytes, as: UTF8.self)
    guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("Umask:") }) else {
      return nil
    }
    return mode_t(
      line.dropFirst("Umask:".count).trimmingPrefix { $0 == " " || $0 == "\t" }, radix: 8)
  }

  private static func maskBySetting() -> mode_t {
    let mask = umask(0o077)
    umask(mask)
    return mask
  }
}
