import FormshPlatform
import Testing

@Suite struct SystemCallTests {
  @Test func aResultOtherThanMinusOneIsReturned() throws {
    #expect(try systemCall("getpid") { getpid() } == getpid())
  }

  @Test func minusOneThrowsTheCallAndItsErrno() {
    #expect(throws: SystemCallError(call: "close", code: EBADF)) {
      try systemCall("close") { close(-1) }
    }
    #expect(SystemCallError(call: "open", code: ENOENT).reason == "No such file or directory")
  }

  @Test func anInterruptedCallIsMadeAgain() throws {
    var calls = 0
    let result = try systemCall("read") { () -> Int in
      calls += 1
      guard calls > 2 else {
        errno = EINTR
        return -1
      }
      return 5
    }
    #expect(result == 5)
    #expect(calls == 3)
  }

  @Test func withoutCtrlCAStopOnCtrlCCallIsMadeAgainToo() throws {
    var calls = 0
    let result = try systemCall("read", interrupt: .stopOnCtrlC) { () -> Int32 in
      calls += 1
      if calls == 1 {
        errno = EINTR
        return -1
      }
      return 0
    }
    #expect(result == 0)
    #expect(calls == 2)
  }

  @Test func bytesGoThroughAPipeWhole() throws {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    defer { ends.forEach(FileDescriptor.close) }
    let sent = Array("over the pipe\n".utf8)
    let written = sent.withUnsafeBytes { raw in
      Result { () throws(SystemCallError) in try FileDescriptor.writeAll(to: ends[1], raw) }
    }
    try written.get()
    var received = [UInt8](repeating: 0, count: 64)
    let count = try received.withUnsafeMutableBytes {
      try FileDescriptor.readBytes(from: ends[0], into: $0)
    }
    #expect(Array(received[0..<count]) == sent)
  }
}
