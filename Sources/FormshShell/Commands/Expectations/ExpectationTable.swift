/// Every kind of `expect`, in the order `help expect` lists them. A new one is a file of its
/// own and one line here.
enum ExpectationTable {
  static let all: [any Expectation.Type] = [
    ValidExpectation.self, InvalidExpectation.self, ErrorExpectation.self,
    NoErrorExpectation.self, ValueExpectation.self, SubmittedExpectation.self,
    LinksExpectation.self, RefusedExpectation.self, VisibleExpectation.self,
    HiddenExpectation.self, RequiredExpectation.self, StatusExpectation.self,
    HeaderExpectation.self, ResponseExpectation.self, DurationExpectation.self,
    ServerErrorExpectation.self,
    StateExpectation.self, FormExpectation.self,
  ]

  /// The expectation a word names.
  static func expectation(named word: String) -> (any Expectation.Type)? {
    all.first { $0.word == word }
  }
}
