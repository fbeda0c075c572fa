/// Makes a system call that reports failure as -1 and `errno` (every one whose failure formsh
/// acts on; `close` and a clean-up `unlink` are called plainly):
/// the failure is thrown as a `SystemCallError` that names the call; EINTR (a signal came
/// while the call waited) calls again, unless `interrupt` says Ctrl-C ends it; then a Ctrl-C
/// that came before the call ends it too, without making it. The pattern of
/// SwiftNIO's `syscall`; no other code retries EINTR by hand.
///
///     let descriptor = try systemCall("open") { open(path, O_RDONLY | O_CLOEXEC) }
@inline(__always)
@discardableResult
public func systemCall<Result: FixedWidthInteger & SignedInteger>(
  _ name: StaticString, interrupt: InterruptPolicy = .retry, _ body: () -> Result
) throws(SystemCallError) -> Result {
  while true {
    // A Ctrl-C that came just before the call would not interrupt it: the call would wait on.
    if !interrupt.retries { throw SystemCallError(call: "\(name)", code: EINTR) }
    let result = body()
    if result != -1 { return result }
    let code = errno
    if code == EINTR, interrupt.retries { continue }
    throw SystemCallError(call: "\(name)", code: code)
  }
}
