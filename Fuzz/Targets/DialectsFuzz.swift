// Fuzz targets dialect-json-schema, dialect-json-forms, dialect-surveyjs, dialect-openapi,
// dialect-adaptive-cards, dialect-formio and dialect-kratos: one binary, copied under each
// name (Fuzz/run.sh), reads its dialect from its own file name. A document of that dialect,
// mutated (`DialectFuzz`) → translate, load, lint --json, payload.
#if canImport(Glibc)
  import Glibc
#endif

/// The dialect this copy fuzzes: its file name less `dialect-`.
let fuzzedDialect: String = {
  var path = [CChar](repeating: 0, count: 4096)
  let length = readlink("/proc/self/exe", &path, path.count - 1)
  guard length > 0 else { FuzzCheck.fail("cannot read /proc/self/exe") }
  let name =
    String(decoding: path[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    .split(separator: "/").last.map(String.init) ?? ""
  guard name.hasPrefix("dialect-") else { FuzzCheck.fail("\(name) is no dialect-* target") }
  return String(name.dropFirst("dialect-".count))
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDialect(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  DialectFuzz.run(data, size, dialect: fuzzedDialect)
}
