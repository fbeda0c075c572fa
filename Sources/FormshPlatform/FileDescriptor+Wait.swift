extension FileDescriptor {
  /// What a descriptor is watched for, or found ready for.
  public struct Readiness: OptionSet, Sendable, Hashable {
    public let rawValue: Int32
    public init(rawValue: Int32) { self.rawValue = rawValue }
    /// Data (or the end) to read.
    public static let readable = Readiness(rawValue: 1)
    /// Room to write.
    public static let writable = Readiness(rawValue: 2)
    /// An error or a hang-up (found only, never watched for).
    public static let failed = Readiness(rawValue: 4)
  }

  /// Sleeps until one of the descriptors is ready for what it is watched for, or
  /// `milliseconds` pass (at once with 0), or a signal comes (`poll(2)` is never restarted):
  /// the ready ones, with what each is ready for; none after a time-out or a signal. With no
  /// descriptor, it sleeps.
  public static func wait(
    for watched: [(descriptor: Int32, interest: Readiness)], milliseconds: Int
  ) -> [(descriptor: Int32, ready: Readiness)] {
    var entries = watched.map { entry in
      var events: Int16 = 0
      if entry.interest.contains(.readable) { events |= Int16(POLLIN) }
      if entry.interest.contains(.writable) { events |= Int16(POLLOUT) }
      return pollfd(fd: entry.descriptor, events: events, revents: 0)
    }
    let count = entries.withUnsafeMutableBufferPointer { buffer in
      poll(buffer.baseAddress, nfds_t(buffer.count), Int32(clamping: max(0, milliseconds)))
    }
    guard count > 0 else { return [] }
    return entries.compactMap { entry in
      var ready: Readiness = []
      if entry.revents & Int16(POLLIN | POLLHUP) != 0 { ready.insert(.readable) }
      if entry.revents & Int16(POLLOUT) != 0 { ready.insert(.writable) }
      if entry.revents & Int16(POLLERR | POLLNVAL) != 0 { ready.insert(.failed) }
      return ready.isEmpty ? nil : (entry.fd, ready)
    }
  }
}
