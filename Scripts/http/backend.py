#!/usr/bin/env python3
"""A sample sign-up backend to try formsh against: serves the signup form and accepts sign-ups.

    python3 Scripts/http/backend.py [--port 8080]

It validates like a real application would, and answers errors the way many do: RFC 9457
problem details (application/problem+json) whose errors[].pointer names the field, which
formsh puts back on the field. Everything is kept in memory for this run only.

    GET  /forms/signup        the form (Forms/signup.json)
    POST /signups             create a sign-up: 201 {"id": N, ...} with Location: /signups/N,
                              or 422 problem+json with errors[] (pointer = the field)
    POST /signups/validate    the same checks, storing nothing: 200 {"valid": true} or 422
    GET  /signups/ID          a stored sign-up (never its password)

The same sign-up as a flow in two steps, each answer the next form (formsh's `follow`):

    GET  /flows/signup          the first step's form (email, password), its action the
                                next URL; sets a `flow` cookie that the next steps need
    POST /flows/signup/profile  checks the email as above; 200 with the second step's form
                                (display name, marketing, terms), or 422; 403 without
                                the cookie
    POST /flows/signup/done     the whole sign-up, checked and stored: 201 as POST /signups

The checks, beyond the form's own rules:
    email         "has already been taken" for taken@example.com and any email signed up
                  before in this run
    display_name  "is reserved" for admin (any case)
    (the form)    "the password must not contain your email address": this concerns two
                  fields, so it names none and shows as a form error

POST /signups accepts an optional "Authorization: Bearer TOKEN" header (any non-empty token
is accepted, as if it named a partner); a malformed Authorization header is 401. Try it in
formsh with: header Authorization: Bearer my-token

Python standard library only.
"""

import argparse
import json
import os
import secrets
import threading
from datetime import datetime, timezone
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

FORM = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Forms", "signup.json")
RESERVED_NAMES = {"admin"}

signups = {}  # id -> the stored sign-up
flows = {}  # flow cookie -> the first step's payload, once sent
lock = threading.Lock()  # requests are served on several threads


def problems(payload):
    """The validation errors of a sign-up: a list of {"detail", "pointer"?}, empty when valid."""
    errors = []
    email = str(payload.get("email") or "").strip()
    if not email:
        errors.append({"detail": "is required", "pointer": "#/email"})
    else:
        with lock:
            taken = {s["email"].lower() for s in signups.values()} | {"taken@example.com"}
        if email.lower() in taken:
            errors.append({"detail": "has already been taken", "pointer": "#/email"})
    if str(payload.get("display_name") or "").strip().lower() in RESERVED_NAMES:
        errors.append({"detail": "is reserved", "pointer": "#/display_name"})
    if payload.get("terms") is not True:
        errors.append({"detail": "must be accepted", "pointer": "#/terms"})
    password = str(payload.get("password") or "")
    local_part = email.split("@")[0].lower()
    if len(local_part) >= 3 and local_part in password.lower():
        # Not one field's fault: no pointer, so formsh shows it as a form error.
        errors.append({"detail": "the password must not contain your email address"})
    return errors


def flow_step(title, ids, action):
    """A step of the flow: the form's fields of these ids, posting to `action`."""
    with open(FORM, "rb") as file:
        form = json.load(file)
    fields = [field for field in form["fields"] if field["id"] in ids]
    return {"form_title": title, "theme": form.get("theme", {}), "fields": fields,
            "action": {"url": action}}


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"  # keep-alive: formsh reuses its connections
    # Each answer leaves in one write: the status line, headers and body are buffered and
    # sent when the request is done. Written apart on a kept-alive connection, the body
    # waited for the client's delayed ACK of the headers (Nagle's algorithm): 40 ms a request.
    wbufsize = 1 << 20

    def reply(self, status, body, content_type="application/json", headers=()):
        data = (json.dumps(body, indent=2) + "\n").encode("utf-8")
        self.send_response(status)
        for name, value in headers:
            self.send_header(name, value)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def problem(self, status, detail, errors=()):
        """An RFC 9457 problem; a 422 lists its errors, each with the field's pointer."""
        body = {"type": "about:blank", "title": self.responses[status][0], "status": status,
                "detail": detail}
        if errors:
            body.update(type="https://example.com/problems/validation", errors=list(errors))
        self.reply(status, body, "application/problem+json")

    def payload(self):
        """The request's JSON object, or None (after answering 400) when it is not one."""
        length = int(self.headers.get("Content-Length") or 0)
        try:
            payload = json.loads(self.rfile.read(length).decode("utf-8"))
        except ValueError:
            payload = None
        if not isinstance(payload, dict):
            self.problem(400, "The body must be a JSON object.")
            return None
        return payload

    def flow(self):
        """The flow the request's cookie names (None, after a 403, when it names none)."""
        for part in (self.headers.get("Cookie") or "").split(";"):
            name, _, value = part.strip().partition("=")
            if name == "flow" and value in flows:
                return value
        self.problem(403, "No sign-up flow: start at GET /flows/signup.")
        return None

    def do_GET(self):
        if self.path == "/flows/signup":
            token = secrets.token_hex(16)
            with lock:
                flows[token] = {}
            step = flow_step("Sign up: account", {"email", "password"}, "/flows/signup/profile")
            self.reply(200, step, headers=[("Set-Cookie", "flow=%s; Path=/flows; HttpOnly" % token)])
        elif self.path == "/forms/signup":
            with open(FORM, "rb") as file:
                data = file.read()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)
        elif self.path.startswith("/signups/") and self.path[9:].isdigit():
            with lock:
                signup = signups.get(int(self.path[9:]))
            if signup:
                self.reply(200, signup)
            else:
                self.problem(404, "No such sign-up.")
        else:
            self.problem(404, "Not found.")

    def do_POST(self):
        if self.path in ("/flows/signup/profile", "/flows/signup/done"):
            return self.flow_post()
        if self.path not in ("/signups", "/signups/validate"):
            length = int(self.headers.get("Content-Length") or 0)
            self.rfile.read(length)  # read it all, so the connection stays usable
            return self.problem(404, "Not found.")
        authorization = self.headers.get("Authorization")
        payload = self.payload()
        if payload is None:
            return
        if self.path == "/signups" and authorization is not None:
            scheme, _, token = authorization.partition(" ")
            if scheme.lower() != "bearer" or not token.strip():
                return self.problem(401, "Authorization must be: Bearer TOKEN.")
        errors = problems(payload)
        if errors:
            return self.problem(422, "Your sign-up could not be accepted.", errors)
        if self.path == "/signups/validate":
            return self.reply(200, {"valid": True})
        self.create(payload, authorization)

    def flow_post(self):
        """A step of the flow: the first step's payload is kept under the flow's cookie, and
        the last one creates the sign-up from both."""
        payload = self.payload()
        if payload is None:
            return
        token = self.flow()
        if token is None:
            return
        if self.path == "/flows/signup/profile":
            errors = [e for e in problems(payload) if e.get("pointer") == "#/email"]
            if errors:
                return self.problem(422, "Your sign-up could not be accepted.", errors)
            with lock:
                flows[token] = payload
            fields = {"display_name", "marketing_opt_in", "terms"}
            return self.reply(200, flow_step("Sign up: profile", fields, "done"))
        with lock:
            payload = dict(flows[token], **payload)
        errors = problems(payload)
        if errors:
            return self.problem(422, "Your sign-up could not be accepted.", errors)
        self.create(payload, None)

    def create(self, payload, authorization):
        """Stores a valid sign-up and answers 201 with it."""
        with lock:
            number = len(signups) + 1
            signups[number] = {
                "id": number,
                "email": str(payload["email"]).strip(),
                "display_name": payload.get("display_name") or "",
                "marketing_opt_in": payload.get("marketing_opt_in") is True,
                "created_at": datetime.now(timezone.utc).isoformat(timespec="seconds"),
                "partner": authorization is not None,
            }
            signup = signups[number]
        self.reply(201, signup, headers=[("Location", "/signups/%d" % number)])

    def log_message(self, format, *args):
        print("  %s" % (format % args), flush=True)  # one line per request, on stdout


def main():
    parser = argparse.ArgumentParser(description="formsh's sample sign-up backend")
    parser.add_argument("--port", type=int, default=8080, help="0 picks a free port")
    port = parser.parse_args().port
    server = ThreadingHTTPServer(("127.0.0.1", port), Handler)
    base = "http://127.0.0.1:%d" % server.server_address[1]
    print("formsh sample backend on %s" % base)
    print("  GET  %s/forms/signup       the form" % base)
    print("  POST %s/signups            sign up (201, or 422 with field errors)" % base)
    print("  POST %s/signups/validate   check only (200 or 422)" % base)
    print("  GET  %s/signups/ID         a stored sign-up" % base)
    print("  GET  %s/flows/signup       the same sign-up in two steps (formsh's follow)" % base)
    print("Ctrl-C stops it.", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
