import FormshDomain
import Testing

@testable import FormshShell

@Suite struct RecorderTests {
  @Test func aRecordingReplaysToTheSameStateWithoutTheSecret() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.path + "/session.formsh"
    let shell = try Shell(variables: ["PW": "hunter2hunter2"])
    shell.script(
      """
      set full_name=Ada
      record \(path)
      set bio="two  spaces; \\"quotes\\" and \\$dollars"
      set password=${PW}
      select interests Design,sales
      select interests +support
      toggle newsletter
      select country Canada
      clear full_name
      record stop
      set zip=12345
      """)
    #expect(shell.stderr.isEmpty)
    let script = try #require(directory.read("session.formsh"))
    #expect(
      script == """
        # recorded by formsh; replay with: formsh run \(path)
        # form: the built-in showcase (formsh run starts on it)
        set full_name=Ada
        set bio="two  spaces; \\"quotes\\" and \\$dollars"
        set password=${PASSWORD}
        select interests design,sales
        select interests design,sales,support
        uncheck newsletter
        select country ca
        clear full_name

        """)
    #expect(!script.contains("hunter2"))

    let replay = try Shell(variables: ["PASSWORD": "hunter2hunter2"])
    replay.script(script)
    #expect(replay.stderr.isEmpty)
    for id in ["full_name", "bio", "password", "interests", "newsletter", "country"] {
      #expect(replay.value(id) == shell.value(id), "\(id)")
    }
  }

  @Test(arguments: [
    ("plain", "plain"), ("two words", "two words"), ("", "\"\""), (" lead", "\" lead\""),
    ("a;b", "\"a;b\""), ("#x", "\"#x\""), ("a\nb", "\"a\\nb\""), ("a  b", "\"a  b\""),
    ("${X}", "\"\\${X}\""), ("a,b", "\"a,b\""),
  ])
  func quoteReadsBackTheSame(text: String, quoted: String) throws {
    #expect(Recorder.quote(text) == quoted)
    let words = try #require(try Lexer { _ in nil }.split("set f=" + Recorder.quote(text)).first)
    #expect(try CommandTable.parse(words) == .set(field: "f", value: text))
  }
}
