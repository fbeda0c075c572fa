import FormshData
import FormshDomain

extension AgreementForms {
  /// Conditions reading every kind (a text field's truth among them, which the byte path does
  /// not answer on bytes yet: its records take the general path), a section shown on a
  /// condition, rules across fields.
  static let conditional: Form = {
    let json = #"""
      {"form_title": "conditions", "sections": [
         {"id": "main", "title": "Main"},
         {"id": "extra", "title": "Extra", "visible_if": {"var": "newsletter"}}],
       "rules": [
         {"check": {"<=": [{"var": "seats"}, 40]}, "message": "Over 40 seats needs a call.",
          "fields": ["seats"]},
         {"check": {"!=": [{"var": "company"}, "ACME"]}, "message": "Not ACME.", "fields": []}],
       "fields": [
         {"id": "plan", "order": 1, "section": "main", "type": "DROPDOWN", "label": "Plan",
          "required": true, "options": [{"id": "free", "label": "Free"},
            {"id": "pro", "label": "Pro"}, {"id": "team", "label": "Team"}]},
         {"id": "features", "order": 2, "section": "main", "type": "DROPDOWN",
          "allow_multiple": true, "label": "Features", "min_selections": 1,
          "options": [{"id": "a", "label": "A"}, {"id": "b", "label": "B"},
            {"id": "c", "label": "C"}], "visible_if": {"!=": [{"var": "plan"}, "free"]}},
         {"id": "company", "order": 3, "section": "main", "type": "TEXT", "label": "Company",
          "max_length": 20, "required_if": {"==": [{"var": "plan"}, "team"]}},
         {"id": "billing_email", "order": 4, "section": "main", "type": "TEXT",
          "subtype": "EMAIL", "label": "Billing", "visible_if": {"in": ["b", {"var": "features"}]}},
         {"id": "seats", "order": 5, "section": "main", "type": "TEXT", "subtype": "NUMBER",
          "label": "Seats", "min": 1, "max": 50,
          "required_if": {"==": [{"var": "plan"}, "team"]},
          "visible_if": {"==": [{"var": "plan"}, "team"]}},
         {"id": "newsletter", "order": 6, "section": "main", "type": "TOGGLE",
          "label": "News", "default_value": true},
         {"id": "site", "order": 7, "section": "main", "type": "TEXT", "subtype": "URI",
          "label": "Site", "required_if": {"!!": {"var": "company"}}},
         {"id": "pin", "order": 8, "section": "main", "type": "TEXT", "subtype": "SECURE",
          "label": "PIN", "min_length": 4, "visible_if": {">": [{"var": "seats"}, 10]}},
         {"id": "start", "order": 9, "section": "main", "type": "TEXT", "subtype": "DATE",
          "label": "Start", "visible_if": {"!=": [{"var": "plan"}, "free"]}},
         {"id": "terms", "order": 10, "section": "main", "type": "CHECKBOX", "label": "Terms",
          "required": true},
         {"id": "topics", "order": 11, "section": "extra", "type": "TEXT", "label": "Topics",
          "max_length": 30, "required": true},
         {"id": "notes", "order": 12, "section": "extra", "type": "TEXT",
          "subtype": "MULTILINE", "label": "Notes", "max_length": 200}]}
      """#
    return try! FormDecoder.decode(Array(json.utf8), source: "conditional.json").form
  }()
}

extension AgreementForms {
  /// Conditions of the shapes the byte path answers from tables: one dropdown, multi-select,
  /// on/off or number field each, `!`, `and`, `or` of them, defaults that conditions read,
  /// conditions that read a field another condition may hide, rules that fail naming only a
  /// field a condition hides, naming none, or naming several.
  static let conditionalOnBytes: Form = {
    let json = #"""
      {"form_title": "conditions on bytes", "sections": [
         {"id": "main", "title": "Main"},
         {"id": "extra", "title": "Extra", "visible_if": {"var": "newsletter"}}],
       "fields": [
         {"id": "plan", "order": 1, "section": "main", "type": "DROPDOWN", "label": "Plan",
          "required": true, "default_values": ["free"], "options": [
            {"id": "free", "label": "Free"}, {"id": "pro", "label": "Pro"},
            {"id": "team", "label": "Team"}]},
         {"id": "addons", "order": 2, "section": "main", "type": "DROPDOWN",
          "allow_multiple": true, "label": "Add-ons", "max_selections": 3,
          "options": [{"id": "a", "label": "A"}, {"id": "b", "label": "B"},
            {"id": "c", "label": "C"}, {"id": "d", "label": "D"}],
          "visible_if": {"!=": [{"var": "plan"}, "free"]}},
         {"id": "seats", "order": 3, "section": "main", "type": "TEXT", "subtype": "NUMBER",
          "label": "Seats", "required_if": {"==": [{"var": "plan"}, "team"]},
          "visible_if": {"or": [{"==": [{"var": "plan"}, "team"]},
                                {"in": ["d", {"var": "addons"}]}]}},
         {"id": "company", "order": 4, "section": "main", "type": "TEXT", "label": "Company",
          "max_length": 20,
          "required_if": {"and": [{"==": [{"var": "plan"}, "team"]},
                                  {">=": [{"var": "seats"}, 5]}]}},
         {"id": "vat", "order": 5, "section": "main", "type": "TEXT", "label": "VAT",
          "visible_if": {">": [{"var": "seats"}, 10]}},
         {"id": "newsletter", "order": 6, "section": "main", "type": "TOGGLE",
          "label": "News", "default_value": true},
         {"id": "contact", "order": 7, "section": "main", "type": "TEXT", "subtype": "EMAIL",
          "label": "Contact", "required_if": {"!": {"var": "newsletter"}}},
         {"id": "terms", "order": 8, "section": "main", "type": "CHECKBOX", "label": "Terms",
          "required": true},
         {"id": "gift", "order": 9, "section": "main", "type": "CHECKBOX", "label": "Gift",
          "visible_if": {"var": "terms"}},
         {"id": "topics", "order": 10, "section": "extra", "type": "DROPDOWN",
          "allow_multiple": true, "label": "Topics", "required": true,
          "options": [{"id": "news", "label": "News"}, {"id": "tips", "label": "Tips"}]},
         {"id": "addon_note", "order": 12, "section": "main", "type": "TEXT",
          "label": "Add-on note", "required": true,
          "visible_if": {"in": ["a", {"var": "addons"}]}},
         {"id": "tier", "order": 13, "section": "main", "type": "DROPDOWN", "label": "Tier",
          "options": [{"id": "gold", "label": "Gold"}, {"id": "tin", "label": "Tin"}],
          "visible_if": {"==": [{"var": "plan"}, "team"]}},
         {"id": "tier_note", "order": 14, "section": "main", "type": "TEXT",
          "label": "Tier note", "required_if": {"==": [{"var": "tier"}, "gold"]}},
         {"id": "notes", "order": 11, "section": "extra", "type": "TEXT",
          "subtype": "MULTILINE", "label": "Notes", "max_length": 50,
          "visible_if": {"and": [{"in": ["c", {"var": "addons"}]}, {"var": "gift"}]}}],
       "rules": [
         {"check": {"!=": [{"var": "plan"}, "pro"]}, "message": "pro needs a VAT number",
          "fields": ["vat"]},
         {"check": {"!": {"and": [{"var": "gift"}, {"==": [{"var": "plan"}, "free"]}]}},
          "message": "no gift on the free plan"},
         {"check": {"<=": [{"var": "seats"}, 40]}, "message": "at most 40 seats",
          "fields": ["seats", "company"]}]}
      """#
    return try! FormDecoder.decode(Array(json.utf8), source: "conditional-on-bytes.json").form
  }()
}

extension AgreementForms {
  /// `enabled_if` of the shapes the byte path answers from tables (a dropdown, on/off, both
  /// together), on required fields, read by another condition and by a rule: a disabled
  /// field is left out as a hidden one is, and reads as null.
  static let enabledOnBytes: Form = {
    let json = #"""
      {"form_title": "enabled on bytes",
       "fields": [
         {"id": "plan", "order": 1, "type": "DROPDOWN", "label": "Plan", "required": true,
          "default_values": ["free"], "options": [{"id": "free", "label": "Free"},
            {"id": "pro", "label": "Pro"}, {"id": "team", "label": "Team"}]},
         {"id": "seats", "order": 2, "type": "TEXT", "subtype": "NUMBER", "label": "Seats",
          "required": true, "min": 1, "enabled_if": {"!=": [{"var": "plan"}, "free"]}},
         {"id": "gift", "order": 3, "type": "CHECKBOX", "label": "Gift"},
         {"id": "note", "order": 4, "type": "TEXT", "label": "Note", "required": true,
          "max_length": 10, "enabled_if": {"var": "gift"}},
         {"id": "wrap", "order": 5, "type": "TOGGLE", "label": "Wrap",
          "enabled_if": {"and": [{"var": "gift"}, {"==": [{"var": "plan"}, "team"]}]}},
         {"id": "ribbon", "order": 6, "type": "TEXT", "label": "Ribbon",
          "required_if": {"var": "wrap"}}],
       "rules": [
         {"check": {"<=": [{"var": "seats"}, 40]}, "message": "at most 40 seats",
          "fields": ["seats"]}]}
      """#
    return try! FormDecoder.decode(Array(json.utf8), source: "enabled-on-bytes.json").form
  }()

  /// Read-only and computed fields, a chain of computed values, a `default_value_from` and
  /// `submit_data`: the byte path leaves such a form to the general path.
  static let computed: Form = {
    let json = #"""
      {"form_title": "computed", "submit_data": {"source": "agreement", "n": 1},
       "fields": [
         {"id": "price", "order": 1, "type": "TEXT", "subtype": "NUMBER", "label": "Price",
          "default_value": "10"},
         {"id": "qty", "order": 2, "type": "TEXT", "subtype": "NUMBER", "label": "Qty",
          "required": true},
         {"id": "total", "order": 3, "type": "TEXT", "subtype": "NUMBER", "label": "Total",
          "value": {"+": [{"var": "subtotal"}, 1]}, "max": 100},
         {"id": "subtotal", "order": 4, "type": "TEXT", "subtype": "NUMBER",
          "label": "Subtotal", "value": {"*": [{"var": "price"}, {"var": "qty"}]}},
         {"id": "code", "order": 5, "type": "TEXT", "label": "Code", "read_only": true,
          "default_value": "C"},
         {"id": "gift", "order": 6, "type": "CHECKBOX", "label": "Gift"},
         {"id": "note", "order": 7, "type": "TEXT", "label": "Note",
          "default_value_from": {"cat": ["for ", {"var": "code"}]},
          "enabled_if": {"var": "gift"}}]}
      """#
    return try! FormDecoder.decode(Array(json.utf8), source: "computed.json").form
  }()
}
