/// The shapes of error responses a server may answer with: each one's name (as coverage
/// records it) and words (as a report shows it). The readers that recognise and map each
/// shape are `ServerErrorShapes.all` in FormshData, one per case, in the order detection
/// tries them; this list is the Domain's, for coverage, which cannot see them.
public enum ServerErrorShape: String, Sendable, CaseIterable {
  /// RFC 9457 problem details with `errors[]` of `{pointer, detail}`.
  case problemDetails = "problem_details"
  /// RFC 9457 `invalid_params` (or `invalid-params`) of `{name, reason}`.
  case invalidParams = "invalid_params"
  /// A problem with no list of errors: only its `title` or `detail`.
  case problem
  /// JSON:API `errors[]` of `{source: {pointer}, detail}`.
  case jsonAPI = "json_api"
  /// The Rails/Laravel map `{"errors": {field: [message]}}`.
  case errorsMap = "errors_map"
  /// Ory Kratos's flow answered again, errors in `ui.nodes[].messages`.
  case kratos
  /// FastAPI's 422 (pydantic): `detail[]` of `{loc, msg}`.
  case fastAPI = "fastapi"
  /// Django REST framework: the body a map of field to messages, nested for serializers.
  case djangoREST = "django_rest"
  /// Django forms' `errors.get_json_data()`: field to `[{message, code}]`.
  case djangoForms = "django_forms"
  /// Spring Boot's binding errors: `errors[]` of `{field, defaultMessage}`.
  case springBoot = "spring_boot"
  /// express-validator: `errors[]` of `{path or param, msg}`.
  case expressValidator = "express_validator"
  /// Zod's issues: `issues[]` of `{path: [...], message}`.
  case zod
  /// Zod's `flatten()`: `{fieldErrors: {field: [message]}, formErrors: [message]}`.
  case zodFlatten = "zod_flatten"
  /// NestJS with class-validator: `message[]` of sentences beginning with the property.
  case nestJS = "nestjs"
  /// ASP.NET Core's ValidationProblemDetails: a problem with `errors` keyed by property path.
  case aspNetCore = "aspnet_core"
  /// An HTML page answered again with its errors beside its fields (Django's `errorlist`,
  /// Rails' `field_with_errors`, `aria-invalid`).
  case htmlPage = "html_page"

  /// The shape in words, as a coverage report names it.
  public var words: String {
    switch self {
    case .problemDetails: "RFC 9457 problem details (errors[].pointer)"
    case .invalidParams: "RFC 9457 invalid_params"
    case .problem: "RFC 9457 problem without a list"
    case .jsonAPI: "JSON:API (errors[].source.pointer)"
    case .errorsMap: "Rails/Laravel errors map"
    case .kratos: "Ory Kratos flow (ui.nodes[].messages)"
    case .fastAPI: "FastAPI/pydantic (detail[].loc)"
    case .djangoREST: "Django REST framework field map"
    case .djangoForms: "Django forms JSON (field: [{message, code}])"
    case .springBoot: "Spring Boot (errors[].field, defaultMessage)"
    case .expressValidator: "express-validator (errors[].path, msg)"
    case .zod: "Zod issues (issues[].path)"
    case .zodFlatten: "Zod flatten() (fieldErrors, formErrors)"
    case .nestJS: "NestJS class-validator (message[])"
    case .aspNetCore: "ASP.NET Core ValidationProblemDetails"
    case .htmlPage: "HTML page with errors beside its fields"
    }
  }
}
