import Foundation
import Testing

/// How large a form formsh loads (issue 13 §4b, `FormLimits`, RELIABILITY.md "Limits"):
/// beyond a limit, every command that loads it ends with `FILE: reason`, exit 65, in bounded
/// memory; under `ulimit -v` a form that might not fit is refused the same way, never a
/// crash.
@Suite(.serialized) struct FormSizeLimitsTests {
  static let tooLarge =
    "the form is larger than 16 MiB, the most a form file may be; a form this large is almost"
    + " certainly not meant as one (check the file), or split it into smaller forms"

  static func fields(_ count: Int) -> String {
    #"{"form_title":"many","fields":["#
      + (1...count).map { #"{"id":"f\#($0)","order":\#($0),"type":"TEXT","label":"F"}"# }
      .joined(separator: ",") + "]}"
  }

  /// 8.5 million fields took 10.7 GB; 1.2 million (a 70 MB file) are enough to show that
  /// nothing of it is held: the size is known before a byte is read.
  @Test func aFormOfMillionsOfFieldsIsRefusedInBoundedMemory() throws {
    let scratch = try TemporaryFiles()
    defer { scratch.remove() }
    let form = try scratch.write("huge.json", Self.fields(1_200_000))
    for (arguments, prefix) in [
      (["lint", form], "formsh lint"), (["-c", "show", form], "formsh"),
      (["fill", "--form", form, "-"], "formsh fill"),
    ] {
      let child = try Child(arguments)
      let (status, peak) = child.wait()
      #expect(status == 65)
      #expect(child.stderr == "\(prefix): error: \(form): \(Self.tooLarge)\n")
      #expect(child.stdout.isEmpty)
      #expect(peak < 64 * 1024, "peak \(peak) KB")
    }
    // From standard input, reading stops past the limit.
    let piped = try Child(["lint", "-"])
    // formsh stops reading past the limit, so the rest may not be taken.
    _ = piped.feed(Array(Self.fields(1_200_000).utf8))
    let (status, peak) = piped.wait()
    #expect(status == 65)
    #expect(piped.stderr == "formsh lint: error: -: \(Self.tooLarge)\n")
    #expect(peak < 64 * 1024, "peak \(peak) KB")
  }

  @Test func oneFieldTooManyIsRefusedWithTheCount() throws {
    let scratch = try TemporaryFiles()
    defer { scratch.remove() }
    let form = try scratch.write("many.json", Self.fields(100_001))
    let child = try Child(["lint", form])
    let (status, _) = child.wait()
    #expect(status == 65)
    #expect(
      child.stderr
        == "formsh lint: error: \(form): the form has 100001 fields, more than the 100000 a form may have; split it into smaller forms\n"
    )
  }

  /// The worst forms within the limits need some 600 MB (debug build): under a smaller
  /// `ulimit -v` they used to abort in an allocation ("Fatal error: failed to allocate").
  @Test func underAMemoryLimitAFormThatMightNotFitIsRefusedNotACrash() throws {
    let scratch = try TemporaryFiles()
    defer { scratch.remove() }
    // 2.8 million one-element arrays: just under 16 MiB, 400 MB to hold as a tree.
    let unit = "[1],"
    let head = #"{"form_title":"t","fields":[],"x":["#
    let count = ((16 << 20) - head.utf8.count - 5) / unit.utf8.count
    let arrays = try scratch.write(
      "arrays.json", head + String(repeating: unit, count: count) + "[1]]}")
    let limited = ["/bin/sh", "-c", #"ulimit -v 262144 && exec "$0" "$@""#]
    let child = try Child(["lint", arrays], through: limited)
    let (status, _) = child.wait()
    #expect(status == 65)
    #expect(
      child.stderr.hasPrefix(
        "formsh lint: error: \(arrays): loading this form may take up to 800 MiB of memory, and the memory limit (ulimit -v) leaves "
      ))
    #expect(child.stderr.hasSuffix(" MiB; raise the limit, or split the form\n"))
    // An everyday form loads under the same limit.
    let everyday = try Child(["lint", Formsh.root + "/Forms/signup.json"], through: limited)
    #expect(everyday.wait().status == 0)
    #expect(everyday.stdout.hasSuffix("5 fields, no problems\n"))
  }
}
