#!/usr/bin/env python3
"""A large form for timing lint and load: N fields of every kind, with links, defaults and a
sprinkling of oddities (so the diagnostics path is exercised too).

usage: gen_form.py N OUT.json
"""
import json
import sys


def main():
    count, out = int(sys.argv[1]), sys.argv[2]
    kinds = [("TEXT", "PLAIN"), ("TEXT", "MULTILINE"), ("TEXT", "NUMBER"), ("TEXT", "URI"),
             ("TEXT", "EMAIL"), ("TEXT", "SECURE"), ("DROPDOWN", None), ("DROPDOWN", "multi"),
             ("CHECKBOX", None), ("TOGGLE", None)]
    fields = []
    for index in range(count):
        kind, subtype = kinds[index % len(kinds)]
        field = {"id": f"field_{index:05d}", "order": count - index, "type": kind,
                 "label": f"Field number {index} of the generated form", "required": index % 3 == 0}
        if kind == "TEXT":
            field.update(subtype=subtype, max_length=40, placeholder="type here", regex="[^<>]*")
        elif kind == "DROPDOWN":
            field["options"] = [{"id": f"o{k}", "label": f"Option {k}"} for k in range(6)]
            field["allow_multiple"] = subtype == "multi"
            field["default_values"] = ["o1"]
        elif kind == "CHECKBOX":
            field["label"] = "I accept the Terms and the Privacy Policy"
            field["metadata"] = {"Terms": "https://example.com/terms", "Privacy Policy": "https://example.com/privacy"}
        if index % 97 == 0:
            field["type"] = "DATE_PICKER"
        fields.append(field)
    json.dump({"form_title": f"Generated form with {count} fields",
               "theme": {"background_color": "#FFFFFF", "text_color": "#111111", "border_color": "#CCCCCC",
                         "error_color": "#CC0000"}, "fields": fields}, open(out, "w"), indent=1)


if __name__ == "__main__":
    main()
