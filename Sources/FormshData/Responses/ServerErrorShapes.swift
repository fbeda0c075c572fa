import FormshDomain

/// Every shape of error answer formsh reads, in the order detection tries them: the more
/// particular first (Spring's and express-validator's `errors[]` before RFC 9457's, which
/// takes any `errors[]`; ASP.NET Core's problem with an `errors` map before the Rails map;
/// Django REST framework's bare field map, which a great many bodies resemble, last). A body
/// that none recognises is shown as it is. Adding a shape is its reader here, one line in
/// `all`, and its case in `ServerErrorShape`.
enum ServerErrorShapes {
  /// The readers, in detection order.
  static let all: [any ServerErrorReader] = [
    SpringBootReader(),
    ExpressValidatorReader(),
    JSONAPIReader(),
    ProblemDetailsReader(),
    InvalidParamsReader(),
    ASPNetCoreReader(),
    ErrorsMapReader(),
    KratosReader(),
    FastAPIReader(),
    NestJSReader(),
    ZodReader(),
    ZodFlattenReader(),
    PlainProblemReader(),
    DjangoFormsReader(),
    DjangoRESTReader(),
    HTMLPageReader(),
  ]

  /// The reader of the first shape the body has, if any.
  static func reader(for body: ServerErrorBody) -> (any ServerErrorReader)? {
    all.first { $0.recognises(body) }
  }
}
