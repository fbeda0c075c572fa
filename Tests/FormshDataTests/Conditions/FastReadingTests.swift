import Foundation
import FormshData
import FormshTestSupport
import Testing

@testable import FormshDomain

/// A batch fill reads each record's values for its fast conditions in place, by a reading
/// worked out per field at load (`FastReading`), instead of through the kind's payload; what
/// it reads must be what the payload gives, and what it fills what the evaluator fills.
@Suite struct FastReadingTests {
  static let forms = [
    "Forms/showcase.json", "Forms/checkout.json", "Forms/trip.json", "Forms/signup.json",
    "Benchmarks/campaign-bench-conditions.json",
  ]

  /// Values of every shape, of the shape a field expects and of the others.
  static let values: [FormValue] = [
    .text(""), .text(" "), .text("a"), .text("0.5"), .text("-12.25"), .text("1e3"),
    .text("2026-12-03"), .text("é"), .bool(true), .bool(false), .selection([]),
    .selection(["a"]), .selection(["", "b"]), .selection(["b", "a"]),
  ]

  /// A value in words, to compare two (`FastValue` is not `Equatable`: NaN is a value).
  static func words(_ value: FastValue) -> String {
    switch value {
    case .null: "null"
    case .bool(let on): "bool \(on)"
    case .number(let number): "number \(number.bitPattern)"
    case .string(let text): "string \(Array(text.utf8))"
    case .strings(let ids): "strings \(ids.map { Array($0.utf8) })"
    }
  }

  @Test("every field of every form reads in place as its payload reads", arguments: forms)
  func readsAsThePayload(_ relative: String) throws {
    let form = try FastLogicTests.load(Fixture.inRepository(relative))
    for field in form.fields {
      let reading = FastReading(field)
      for value in Self.values {
        let payload = FastValue(field.kind.behavior.payload(value, for: field))
        let read = FastValue(value, reading) { payload }
        #expect(
          Self.words(read) == Self.words(payload),
          "\(relative): \(field.id) (\(field.kind.behavior.name), \(reading)) on \(value)")
      }
    }
  }

  @Test(
    "filling with the fast conditions gives what filling through the evaluator gives",
    arguments: ["Forms/checkout.json", "Benchmarks/campaign-bench-conditions.json"])
  func fillsAsTheEvaluator(_ relative: String) throws {
    let form = try FastLogicTests.load(Fixture.inRepository(relative))
    let fast = FillRecord(form: form)
    let slow = FillRecord(form: form, fastConditions: false)
    var random = SplitMix(seed: 0xF111_0000)
    let texts = ["", " ", "a", "10", "50000", "50001", "2.5", "x@y.co", "https://a.example"]
    for _ in 0..<3_000 {
      let inputs: [Input?] = form.fields.map { field in
        switch random.next() % 6 {
        case 0: return nil
        case 1: return .null
        case 2: return .text(texts[Int(random.next() % UInt64(texts.count))])
        case 3: return .number(["1", "60000", "-3", "0.5"][Int(random.next() % 4)])
        case 4: return .bool(random.next() % 2 == 0)
        default:
          return .list(field.options.map(\.id).filter { _ in random.next() % 3 == 0 })
        }
      }
      #expect(fast(inputs) == slow(inputs), "\(relative): \(inputs)")
    }
  }
}
