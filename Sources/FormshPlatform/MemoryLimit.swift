/// What `ulimit -v` (`RLIMIT_AS`) leaves this process: a Swift program cannot recover from a
/// failed allocation, so work whose memory can be estimated beforehand (loading a form) asks
/// first and refuses with an error instead of crashing half-way.
public enum MemoryLimit {
  /// Bytes of address space this process may still map, or `nil` when it has no limit (or
  /// the limit or the current size cannot be read).
  public static func addressSpaceLeft() -> Int? {
    var limit = rlimit()
    guard getrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit) == 0,
      limit.rlim_cur != rlim_t.max
    else { return nil }
    guard let used = mappedBytes() else { return nil }
    let allowed = limit.rlim_cur > rlim_t(Int.max) ? Int.max : Int(limit.rlim_cur)
    return max(0, allowed - used)
  }

  /// The process's virtual size, from the first field of `/proc/self/statm` (in pages).
  private static func mappedBytes() -> Int? {
    guard let bytes = try? FileSystem.read("/proc/self/statm", limit: 4096) else { return nil }
    let first = bytes.prefix { $0 != UInt8(ascii: " ") }
    guard let pages = Int(String(decoding: first, as: UTF8.self)) else { return nil }
    return pages * sysconf(Int32(_SC_PAGESIZE))
  }
}
