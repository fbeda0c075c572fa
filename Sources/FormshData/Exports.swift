// FormshData's API speaks the JSON value type (a translated form is a `JSONObject`) and the
// dialects (`--dialect` names a `Dialect`; a translation's `DialectProblem`s are warnings):
// whoever imports FormshData reads them without importing their targets too.
@_exported import FormshDialects
@_exported import FormshJSON
