/// Monotonic time in seconds, for durations and rates. (Named so as not to shadow the standard
/// library's `Clock` protocol.)
public enum MonotonicTime {
  /// Seconds since an arbitrary fixed point.
  public static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// Waits this many seconds (a signal may end the wait early).
  public static func sleep(seconds: Double) {
    guard seconds > 0 else { return }
    var time = timespec(
      tv_sec: Int(seconds), tv_nsec: Int((seconds - seconds.rounded(.down)) * 1e9))
    nanosleep(&time, nil)
  }
}
