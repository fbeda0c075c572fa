// Fuzz target yaml: any bytes → YAMLReader (libyaml's events into JSON values, anchors,
// aliases and nesting bounded). It reads or refuses with a line and column from 1; what it
// reads is written as JSON, which parses back to the same value.
#if canImport(Glibc)
  import Glibc
#endif

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzYAML(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let value: JSONValue
  do {
    // A smaller budget than formsh's, so that an input stays fast.
    value = try YAMLReader.read(bytes, valueBudget: 100_000)
  } catch {
    guard error.line >= 1, error.column >= 1 else {
      FuzzCheck.fail("a YAML error at \(error.line):\(error.column)")
    }
    return 0
  }
  let text = JSONWriter.string(value)
  do {
    let again = try JSONParser.parse(Array(text.utf8))
    guard again == value else {
      FuzzCheck.fail("the JSON of the YAML reads back otherwise: \(text)")
    }
  } catch {
    // The JSON parser's own depth limit counts one level the reader's does not.
    guard error.reason.contains("nested deeper") else {
      FuzzCheck.fail("the JSON of the YAML does not parse (\(error.reason)): \(text.prefix(200))")
    }
  }
  return 0
}
