import Foundation

/// What a test can see of a running formsh from outside, through /proc: whether a signal was
/// taken, how much work it has done, what it has written to a file not yet committed. A test
/// waits on these instead of sleeping and hoping formsh got that far.
extension Child {
  /// Sends a signal and waits until formsh has taken it: it is no longer pending, so its
  /// handler ran (a second one sent now counts apart from the first, where two pending at
  /// once would be one). False when it is still pending after `seconds` (a safety net, not
  /// a measure). For a child that is not `measured`: the launcher would take it instead.
  @discardableResult
  func deliver(signal number: Int32, within seconds: Double = 30) -> Bool {
    kill(pid, number)
    let deadline = Deadline(seconds: seconds)
    while isPending(number) {
      if deadline.hasPassed { return false }
      usleep(1000)
    }
    return true
  }

  /// Whether the signal waits to be taken, by the process or by its main thread (the
  /// shared and the thread's own pending sets of /proc/PID/status).
  private func isPending(_ number: Int32) -> Bool {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
    else { return false }
    let bit = UInt64(1) << UInt64(number - 1)
    return status.split(separator: "\n").contains { line in
      guard line.hasPrefix("ShdPnd:") || line.hasPrefix("SigPnd:") else { return false }
      let mask = UInt64(line.dropFirst(7).trimmingCharacters(in: .whitespaces), radix: 16)
      return (mask ?? 0) & bit != 0
    }
  }

  /// The processor time formsh has used so far, its threads' together (user and system,
  /// from /proc/PID/stat): how much work it has done, whatever else the machine is doing.
  var processorSeconds: Double {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let name = stat.range(of: ") ", options: .backwards)
    else { return 0 }
    // After the name: state, then utime and stime, the 12th and 13th fields.
    let fields = stat[name.upperBound...].split(separator: " ")
    guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12])
    else { return 0 }
    return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
  }

  /// How many lines formsh has written so far to a file it holds open in `directory` (its
  /// `--output` before it is committed: a file with no name yet, or a temporary one), read
  /// through /proc/PID/fd; 0 while it holds none open there.
  func linesWritten(toFileIn directory: String) -> Int {
    let folder = URL(fileURLWithPath: directory).resolvingSymlinksInPath().path + "/"
    let descriptors = "/proc/\(pid)/fd"
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: descriptors)) ?? []
    for entry in entries {
      let link = descriptors + "/" + entry
      guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: link),
        target.hasPrefix(folder) || target.hasPrefix(directory + "/"),
        let bytes = FileManager.default.contents(atPath: link)
      else { continue }
      return bytes.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    }
    return 0
  }
}
