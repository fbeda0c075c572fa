/// Monotonic time in seconds, for durations and rates. (Named so as not to shadow the standard
/// library's `Clock` protocol.)
public enum MonotonicTime {
  /// Seconds since an arbitrary fixed point.
  public static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}
