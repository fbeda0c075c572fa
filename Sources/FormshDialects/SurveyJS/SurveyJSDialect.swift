import FormshJSON

/// SurveyJS (surveyjs.io): a survey's JSON, recognised by `pages` or `elements` holding
/// SurveyJS question types (`text`, `radiogroup`, `paneldynamic`…). Questions become fields
/// named as the questions are (so the payload is SurveyJS's data), pages sections, panels
/// layout, dynamic panels lists, and SurveyJS expressions JSON Logic; `docs/dialects/surveyjs.md`
/// says what maps to what and what is reported.
struct SurveyJSDialect: Dialect {
  var name: String { "surveyjs" }
  var title: String { "SurveyJS" }

  func recognises(_ document: JSONObject) -> Bool {
    SurveyJSQuestionTypes.recognises(document)
  }

  func translate(_ document: JSONObject, in context: DialectContext) -> DialectTranslation {
    var translator = SurveyJSTranslator(context: context)
    return translator.translate(document)
  }
}
