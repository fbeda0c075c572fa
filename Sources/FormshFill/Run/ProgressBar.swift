import FormshDomain
import FormshPlatform

/// The progress line on standard error while a fill runs at a terminal:
/// `  123,456 records · 456,789/s · 61% · ETA 3 s` (percent and ETA when the size is known).
struct ProgressBar {
  let totalBytes: Int?
  let started = MonotonicTime.now()
  private var lastDraw = 0.0

  init(totalBytes: Int?) {
    self.totalBytes = totalBytes
  }

  /// Redraws at most ten times a second.
  mutating func update(records: Int, bytes: Int) {
    let now = MonotonicTime.now()
    guard now - lastDraw >= 0.1 else { return }
    lastDraw = now
    let elapsed = max(now - started, 0.001)
    var line =
      "  \(Formatting.grouped(records)) records · \(Formatting.grouped(Int(Double(records) / elapsed)))/s"
    if let totalBytes, totalBytes > 0, bytes > 0 {
      let fraction = min(1, Double(bytes) / Double(totalBytes))
      let remaining = elapsed * (1 - fraction) / fraction
      line += " · \(Int(fraction * 100))% · ETA \(Formatting.duration(seconds: remaining))"
    }
    Terminal.writeAll(2, Array(("\r\u{1B}[K" + line).utf8))
  }

  /// Removes the progress line.
  func clear() {
    Terminal.writeAll(2, Array("\r\u{1B}[K".utf8))
  }
}
