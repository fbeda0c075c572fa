import Foundation

/// Input a `Child` is fed from a thread of its own (`Child.keepFeeding`).
final class Feeding: @unchecked Sendable {
  private let condition = NSCondition()
  private var copies: Int?

  /// How many whole copies formsh was given; waits for the feeding thread to end (once
  /// formsh is gone: call after `Child.wait`).
  var copiesWritten: Int {
    condition.lock()
    defer { condition.unlock() }
    while copies == nil { condition.wait() }
    return copies ?? 0
  }

  /// Called by the feeding thread as it ends.
  func end(bytesWritten: Int, copySize: Int) {
    condition.lock()
    copies = bytesWritten / copySize
    condition.broadcast()
    condition.unlock()
  }
}
