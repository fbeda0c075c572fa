#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// `read(2)`, retried after a signal unless that signal was Ctrl-C; -1 on error or Ctrl-C.
func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
  while true {
    let result = read(descriptor, buffer, count)
    if result >= 0 { return result }
    if errno != EINTR || Signals.wasInterrupted { return -1 }
  }
}
