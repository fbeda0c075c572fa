/// The calendar time, for what servers say in dates (`Retry-After: Wed, 21 Oct 2026 07:28:00
/// GMT`). Durations use `MonotonicTime`, which no clock change moves.
public enum WallClock {
  /// Seconds since 1970-01-01 00:00 UTC.
  public static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_REALTIME, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}
