import Foundation
import Testing

/// Hostile review of issue 31: `formsh probe --report junit /nonexistent/x.xml` sent every
/// request (creating records) and only then failed with 73. Every output file a run writes at
/// its end (probe's report; test's reports, `--coverage-json`, `--curl FILE`) is now checked
/// first: one that cannot be written is 73, each named, with nothing sent and nothing run.
@Suite struct OutputPathCheckTests {
  @Test func probeWithAReportItCannotWriteSendsNothing() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let report = files.path + "/no-such-folder/probe.xml"
    let (result, sent) = try ProbeTests.probe("strict", ["--report", "junit", report])
    #expect(result.status == 73, "\(result)")
    #expect(
      result.stderr == "formsh probe: error: \(report): cannot write: No such file or directory\n",
      "\(result)")
    #expect(result.stdout.isEmpty, "\(result)")
    #expect(sent.isEmpty, "\(sent.map(\.body))")
    #expect(!FileManager.default.fileExists(atPath: report))
  }

  @Test func testWithOutputsItCannotWriteRunsNothingAndNamesEach() throws {
    let backend = try Backends.plain()
    let marker = Backends.marker()
    let files = try TemporaryFiles()
    defer { files.remove() }
    let scenario = try files.write(
      "sends.formsh",
      "load Forms/signup.json\nset email=ada@example.com\nset password=correct horse 1\n"
        + "check terms\nsubmit --to \(backend.url("/submit?m=\(marker)"))\n")
    let directory = files.path + "/reports"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
    let junit = files.path + "/missing/junit.xml"
    let curl = files.path + "/also-missing/requests.sh"
    let result = try Formsh.run([
      "test", "--report", "junit", junit, "--curl", curl,
      "--coverage-json", directory + "/coverage.json", scenario,
    ])
    #expect(result.status == 73, "\(result)")
    #expect(
      result.stderr
        == "formsh test: error: \(junit): cannot write: No such file or directory\n"
        + "formsh test: error: \(curl): cannot write: No such file or directory\n", "\(result)")
    #expect(result.stdout.isEmpty, "\(result)")
    #expect(try Backends.requests(backend, containing: marker).isEmpty)
    // The writable one was only checked: nothing is left in its folder.
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
  }
}
