#!/usr/bin/env python3
"""formsh's test backend: a real HTTP(S) server the end-to-end tests talk to.

    python3 backend.py --port 0 [--host 127.0.0.1] [--tls-cert CERT --tls-key KEY]
                       [--forms DIR] [--log FILE] [--ignore-stdin] [--verbose]

Prints exactly "listening on PORT" on standard output once it accepts connections, and exits
when its standard input reaches end of file (a test that dies leaves no server behind; pass
--ignore-stdin to run it in the background of a shell) or on SIGTERM/SIGINT.

--log FILE appends one JSON line per request, once the request is fully read:
    {"method", "path" (with the query), "headers": [[name, value], ...] exactly as received,
     "body" (text, or base64 when not UTF-8), "body_encoding": "utf-8" | "base64",
     "time" (seconds since the epoch), "connection" (a number per TCP connection, from 1),
     "tls": bool}

The endpoints are listed in README.md beside this file. Standard library only.
"""

import argparse
import base64
import gzip
import hashlib
import http.server
import itertools
import json
import os
import signal
import socket
import ssl
import sys
import threading
import time
import urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_FORMS = os.path.normpath(os.path.join(HERE, "..", "..", "..", "Forms"))
AUTH_TOKEN = "s3cret-token-123"
CHUNK = 64 * 1024
KEPT_SUBMISSIONS = 10000  # GET /submit/N answers for the latest ones


class State:
    """What the server remembers across requests (shared by the handler threads)."""

    def __init__(self, forms, log_path):
        self.forms = forms
        self.lock = threading.Lock()
        self.log = open(log_path, "a", encoding="utf-8") if log_path else None
        self.next_id = itertools.count(1)
        self.submissions = {}
        self.seen = {}  # (endpoint, sha256 of the body) -> how many times it was received
        self.connections = itertools.count(1)
        self.unanswered = None  # Unanswered, made by the first GET /unanswered
        self.released = threading.Event()  # set by GET /release: /held-submit answers

    def new_id(self):
        with self.lock:
            return next(self.next_id)

    def count(self, endpoint, body):
        key = (endpoint, hashlib.sha256(body).hexdigest())
        with self.lock:
            self.seen[key] = self.seen.get(key, 0) + 1
            return self.seen[key]

    def record(self, entry):
        if self.log is None:
            return
        line = json.dumps(entry, ensure_ascii=False) + "\n"
        with self.lock:
            self.log.write(line)
            self.log.flush()


def as_text(body):
    """The body as text and its encoding: UTF-8 when it is, else base64."""
    try:
        return body.decode("utf-8"), "utf-8"
    except UnicodeDecodeError:
        return base64.b64encode(body).decode("ascii"), "base64"


def decoded(body, content_type):
    """A request body as a value: parsed JSON, the form-decoded dict, or the text itself."""
    kind = (content_type or "").split(";")[0].strip().lower()
    text, _ = as_text(body)
    if kind == "application/x-www-form-urlencoded":
        pairs = urllib.parse.parse_qs(text, keep_blank_values=True)
        return {k: v[0] if len(v) == 1 else v for k, v in pairs.items()}
    try:
        return json.loads(text)
    except ValueError:
        return text


PROBLEM = "application/problem+json"
RFC9457 = {
    "type": "https://example.com/probs/validation",
    "title": "Your request is not valid.",
    "status": 422,
    "errors": [
        {"detail": "has already been taken", "pointer": "#/email"},
        {"detail": "must be at least 18", "pointer": "/age"},
        {"detail": "the campaign is closed"},
    ],
}
INVALID_PARAMS = [
    {"name": "email", "reason": "is on a blocklist"},
    {"name": "nickname", "reason": "is reserved"},
]
JSONAPI = {
    "errors": [
        {"status": "422", "source": {"pointer": "/data/attributes/email"},
         "detail": "has already been taken"},
        {"status": "422", "detail": "something is off"},
    ]
}
RAILS = {
    "message": "The given data was invalid.",
    "errors": {"email": ["has already been taken", "is too common"],
               "base": ["the campaign is closed"]},
}


def invalid_params(key):
    return {"type": "https://example.com/probs/invalid-params",
            "title": "Your request parameters didn't validate.", "status": 400,
            key: INVALID_PARAMS}


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "formsh-test-backend/1"
    disable_nagle_algorithm = True  # headers and body leave at once: no 40 ms keep-alive stall

    # --- plumbing -------------------------------------------------------------------------

    def setup(self):
        super().setup()
        self.connection_number = next(self.server.state.connections)

    def log_message(self, format, *args):
        if self.server.verbose:
            sys.stderr.write("backend: %s - %s\n" % (self.address_string(), format % args))

    def read_body(self):
        """The whole request body (Content-Length or chunked); b"" when there is none."""
        if "chunked" in self.headers.get("Transfer-Encoding", "").lower():
            parts = []
            while True:
                size = int(self.rfile.readline().split(b";")[0].strip() or b"0", 16)
                if size == 0:
                    while self.rfile.readline() not in (b"\r\n", b"\n", b""):
                        pass  # trailers
                    return b"".join(parts)
                parts.append(self.rfile.read(size))
                self.rfile.readline()
        length = int(self.headers.get("Content-Length") or 0)
        return self.rfile.read(length) if length > 0 else b""

    def send(self, status, body=b"", content_type="application/json", headers=()):
        """One complete response with a Content-Length (no body for 204 and 304)."""
        if isinstance(body, (dict, list)):
            body = (json.dumps(body) + "\n").encode("utf-8")
        elif isinstance(body, str):
            body = body.encode("utf-8")
        self.send_response(status)
        for name, value in headers:
            self.send_header(name, value)
        if status not in (204, 304):
            if body or content_type:
                self.send_header("Content-Type", content_type)
            self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if status not in (204, 304) and self.command != "HEAD":
            self.wfile.write(body)

    def query(self, name, default=None):
        values = self.params.get(name)
        return values[0] if values else default

    def number(self, name, default):
        try:
            return float(self.query(name, default))
        except (TypeError, ValueError):
            return float(default)

    def accepts_gzip(self):
        for part in self.headers.get("Accept-Encoding", "").split(","):
            token, _, rest = part.strip().partition(";")
            if token.strip().lower() in ("gzip", "x-gzip", "*") and rest.replace(" ", "") != "q=0":
                return True
        return False

    def origin(self, host):
        scheme = "https" if self.server.tls else "http"
        return "%s://%s:%d" % (scheme, host, self.server.server_address[1])

    def handle_one_request(self):
        try:
            super().handle_one_request()
        except (BrokenPipeError, ConnectionResetError, ssl.SSLError, socket.timeout):
            self.close_connection = True

    def respond(self):
        url = urllib.parse.urlsplit(self.path)
        self.route = url.path
        self.params = urllib.parse.parse_qs(url.query, keep_blank_values=True)
        self.body = self.read_body()
        if self.route == "/release" and self.command in GET:
            return self.release()  # the test's own control request, not logged
        text, encoding = as_text(self.body)
        self.server.state.record({
            "method": self.command, "path": self.path,
            "headers": [[name, value] for name, value in self.headers.items()],
            "body": text, "body_encoding": encoding, "time": time.time(),
            "connection": self.connection_number, "tls": self.server.tls is not None,
        })
        for pattern, methods, action in ROUTES:
            match = pattern(self.route)
            if match is not None and self.command in methods:
                return action(self, *match)
        self.send(404, {"error": "no endpoint %s %s" % (self.command, self.route)})

    do_GET = do_POST = do_PUT = do_PATCH = do_DELETE = do_HEAD = do_OPTIONS = respond

    # --- endpoints ------------------------------------------------------------------------

    def form(self, name, compress=False):
        name = name[:-5] if name.endswith(".json") else name  # /forms/signup.json works too
        if "/" in name or name.startswith(".") or not name:
            return self.send(404, {"error": "no form %s" % name})
        status = self.query("status")
        if status is not None:
            code = int(status) if status.isdigit() and 200 <= int(status) <= 599 else 400
            return self.send(code, {"status": code, "error": "as asked"})
        path = os.path.join(self.server.state.forms, name + ".json")
        try:
            with open(path, "rb") as file:
                data = file.read()
        except OSError:
            return self.send(404, {"error": "no form %s" % name})
        self.send_maybe_gzipped(data, compress)

    def send_maybe_gzipped(self, data, compress):
        if compress and self.accepts_gzip():
            self.send(200, gzip.compress(data),
                      headers=[("Content-Encoding", "gzip"), ("Vary", "Accept-Encoding")])
        else:
            self.send(200, data, headers=[("Vary", "Accept-Encoding")] if compress else [])

    def not_json(self):
        self.send(200, "<!doctype html><html><body><h1>Not JSON</h1></body></html>\n",
                  "text/html; charset=utf-8")

    def created(self):
        number = self.server.state.new_id()
        content_type = self.headers.get("Content-Type")
        reply = {"id": number, "method": self.command, "content_type": content_type,
                 "received": decoded(self.body, content_type)}
        with self.server.state.lock:
            stored = self.server.state.submissions
            stored[number] = reply
            if len(stored) > KEPT_SUBMISSIONS:  # a long benchmark must not grow without end
                del stored[next(iter(stored))]
        self.send(201, reply, headers=[("Location", "/submit/%d" % number)])

    def submission(self, number):
        with self.server.state.lock:
            reply = self.server.state.submissions.get(int(number))
        if reply is None:
            return self.send(404, {"error": "no submission %s" % number})
        self.send(200, reply)

    def validate(self):
        try:
            payload = json.loads(self.body.decode("utf-8"))
        except ValueError:
            return self.send(400, {"error": "the body is not JSON"})
        if isinstance(payload, dict) and payload.get("email") == "taken@example.com":
            return self.send(422, {"errors": {"email": ["has already been taken"]}})
        self.send(200, {"valid": True})

    def errors_echo(self):
        """422, a Rails error on every field of the body that quotes the value received, and
        a form error (`base`) that quotes the Authorization and Cookie headers: a server that
        echoes secrets back."""
        received = decoded(self.body, self.headers.get("Content-Type"))
        errors = {}
        if isinstance(received, dict):
            for key, value in received.items():
                errors[key] = ["%s is not accepted" % json.dumps(value)]
        echoed = [self.headers.get(name) for name in ("Authorization", "Cookie")]
        errors["base"] = ["sent with %s" % (" and ".join(v for v in echoed if v) or "nothing")]
        self.send(422, {"errors": errors})

    def echo(self):
        headers = {}
        for name, value in self.headers.items():
            key = name.lower()
            headers[key] = headers[key] + ", " + value if key in headers else value
        text, encoding = as_text(self.body)
        reply = {"method": self.command, "path": self.path, "headers": headers, "body": text}
        if encoding != "utf-8":
            reply["body_encoding"] = encoding
        self.send(200, reply)

    def redirect(self, location, status=302):
        self.send(status, {"redirect": location}, headers=[("Location", location)])

    def redirect_kind(self, kind):
        if kind == "same":
            return self.redirect("/echo")
        if kind == "other-host":
            return self.redirect(self.origin("localhost") + "/echo")
        if kind == "other-host-307":
            return self.redirect(self.origin("localhost") + "/submit", 307)
        if kind == "ftp":
            return self.redirect("ftp://127.0.0.1/x")
        if kind == "loop":
            return self.redirect("/redirect/loop")
        if kind == "chain":
            hops = int(self.number("n", 1))
            return self.echo() if hops <= 0 else self.redirect(
                "/echo" if hops == 1 else "/redirect/chain?n=%d" % (hops - 1))
        if kind in ("307", "308"):
            return self.redirect("/submit", int(kind))
        if kind == "to":
            # Wherever ?url= says: a host that does not resolve, a port nothing listens on.
            return self.redirect(self.query("url", "/echo"))
        self.send(404, {"error": "no redirect %s" % kind})

    def flaky(self, code):
        failures = int(self.number("times", 1))
        if self.server.state.count("flaky/" + code, self.body) <= failures:
            headers = []
            if code == "429":
                headers.append(("Retry-After", self.query("retry_after", "1")))
            return self.send(int(code), {"status": int(code), "error": "try again"},
                             headers=headers)
        self.created()

    def always(self, code, retry_after):
        """A server that never recovers: CODE to every request, with ?retry_after= (else
        RETRY_AFTER) as its Retry-After."""
        after = self.query("retry_after", retry_after)
        self.send(code, {"status": code, "error": "unavailable"}, headers=[("Retry-After", after)])

    def status(self, code):
        code = int(code)
        if not 200 <= code <= 599:
            return self.send(400, {"error": "status must be 200...599"})
        self.send(code, {"status": code})

    # --- assertions: a document of every type, polling (retry until it holds) ---
    def document(self):
        """A fixed JSON document with a value of every type, and headers to assert on."""
        document = {
            "id": 42, "price": 19.5, "name": "Ada Lovelace", "tags": ["new", "vip"],
            "note": None, "active": True, "blank": "", "items": [], "meta": {}, "code": "12",
        }
        self.send(200, document, headers=[("X-Count", "12"), ("X-Tag", "alpha"),
                                          ("X-Many", "a"), ("X-Many", "b")])

    def poll(self, key):
        """`{"state":"pending","polls":n}` for the first K-1 requests for KEY, then
        `{"state":"done","polls":n}` (K: ?ready_after=, default 3), n counting per KEY."""
        ready_after = int(self.number("ready_after", 3))
        polls = self.server.state.count("poll/" + key, b"")
        self.send(200, {"state": "done" if polls >= ready_after else "pending", "polls": polls})
    # --- end of assertions ---

    def slow(self):
        """Headers at once, the body after S seconds (a slow transfer)."""
        seconds = self.number("seconds", 5)
        body = json.dumps({"slept": seconds}).encode() + b"\n"
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.flush()
        time.sleep(seconds)
        if self.command != "HEAD":
            self.wfile.write(body)

    def slow_headers(self):
        """Nothing at all for S seconds, then a whole response."""
        seconds = self.number("seconds", 5)
        time.sleep(seconds)
        self.send(200, {"slept": seconds})

    def slow_submit(self):
        time.sleep(self.number("seconds", 5))
        self.created()

    def held_submit(self):
        """Logged, then no answer until the test asks for GET /release (or S seconds pass,
        default 120, so a test that never releases leaves no thread behind), then 201 as
        /submit: a request the test knows is still in flight, however slow the machine."""
        self.server.state.released.wait(self.number("seconds", 120))
        self.created()

    def release(self):
        """Lets every /held-submit answer, those waiting and those to come."""
        self.server.state.released.set()
        self.send(200, {"released": True})

    def huge(self, chunked=False):
        size = max(0, int(self.number("bytes", 16 * 1024 * 1024 + 1)))
        self.send_response(200)
        self.send_header("Content-Type", "text/plain")
        if chunked:
            self.send_header("Transfer-Encoding", "chunked")
        else:
            self.send_header("Content-Length", str(size))
        self.end_headers()
        block = b"a" * CHUNK
        left = size if self.command != "HEAD" else 0
        while left > 0:
            piece = block if left >= CHUNK else block[:left]
            self.wfile.write(b"%x\r\n%s\r\n" % (len(piece), piece) if chunked else piece)
            left -= len(piece)
        if chunked and self.command != "HEAD":
            self.wfile.write(b"0\r\n\r\n")

    def compressed(self):
        data = json.dumps({"compressed": self.accepts_gzip()}).encode() + b"\n"
        self.send_maybe_gzipped(data, True)

    def cookie_set(self):
        value = self.query("name", self.query("value", "abc123"))
        if self.query("hex") is not None:  # a value the request does not spell out
            value = bytes.fromhex(self.query("hex")).decode("utf-8", "replace")
        self.send(200, {"set": value}, headers=[("Set-Cookie", "session=%s; Path=/" % value)])

    def cookie_check(self):
        self.send(200, {"cookie": self.headers.get("Cookie")})

    def auth_required(self):
        if self.headers.get("Authorization") == "Bearer " + AUTH_TOKEN:
            return self.send(200, {"ok": True})
        self.send(401, {"error": "unauthorized"}, headers=[("WWW-Authenticate", "Bearer")])


    def hostile_reason(self):
        """A reason phrase holding a terminal escape sequence (OSC title, clear screen)."""
        self.send_response(422, "Unprocessable\x1b]0;PWNED\x07\x1b[2J")
        body = b'{"errors": {"email": ["is taken"]}}'
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def huge_header(self):
        """A header line of 1 MB, far over what an HTTP client takes."""
        self.send(200, {"ok": True}, headers=[("X-Huge", "a" * 1000000)])

    def big_json(self):
        """A JSON array of N small objects (default 20,000): a body larger than formsh shows."""
        items = int(self.number("items", 20000))
        self.send(200, [{"n": n} for n in range(items)])

    def options(self):
        """Dropdown options: one per id of `ids` (comma-separated), labelled "Option ID";
        `wrap=1` puts them at $.data.items; `bad=1` answers with a body that is not JSON."""
        if self.query("bad") is not None:
            return self.send(200, "[{not json", "application/json")
        ids = [part for part in self.query("ids", "").split(",") if part]
        items = [{"id": part, "label": "Option %s" % part} for part in ids]
        self.send(200, {"data": {"items": items}} if self.query("wrap") else items)

    def unanswered(self):
        """A port whose connections never complete, for --connect-timeout (made on first use)."""
        with self.server.state.lock:
            if self.server.state.unanswered is None:
                self.server.state.unanswered = Unanswered(self.server.server_address[0])
            port = self.server.state.unanswered.port
        self.send(200, {"port": port, "url": "http://127.0.0.1:%d/" % port})


class Unanswered:
    """A listening socket whose accept queue is full and never drained: the kernel drops the
    SYN of any further connection, so connecting to it hangs until the client gives up."""

    def __init__(self, host):
        self.listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self.listener.bind((host if ":" not in host else "127.0.0.1", 0))
        self.listener.listen(0)
        self.port = self.listener.getsockname()[1]
        self.fillers = []
        for _ in range(3):
            filler = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            filler.setblocking(False)
            try:
                filler.connect(("127.0.0.1", self.port))
            except BlockingIOError:
                pass
            self.fillers.append(filler)
        time.sleep(0.1)  # the fillers' handshakes complete (or sit in the queue)


def exact(path):
    return lambda route: () if route == path else None


def prefix(path):
    def match(route):
        rest = route[len(path):]
        return (rest,) if route.startswith(path) and rest and "/" not in rest else None
    return match


GET, POST, ANY = {"GET", "HEAD"}, {"POST"}, {"GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"}
SEND = {"POST", "PUT", "PATCH"}
H = Handler
ROUTES = [
    (prefix("/forms/"), GET, H.form),
    (prefix("/forms-gzip/"), GET, lambda self, name: self.form(name, compress=True)),
    (exact("/not-json"), GET, H.not_json),
    (exact("/submit"), SEND, H.created),
    (prefix("/submit/"), GET, lambda self, n: self.submission(n) if n.isdigit() else
     self.send(404, {"error": "no submission %s" % n})),
    (exact("/errors/rfc9457"), SEND, lambda self: self.send(422, RFC9457, PROBLEM)),
    (exact("/errors/invalid-params"), SEND,
     lambda self: self.send(400, invalid_params("invalid_params"), PROBLEM)),
    (exact("/errors/invalid-params-dash"), SEND,
     lambda self: self.send(400, invalid_params("invalid-params"), PROBLEM)),
    (exact("/errors/jsonapi"), SEND, lambda self: self.send(422, JSONAPI, "application/vnd.api+json")),
    (exact("/errors/rails"), SEND, lambda self: self.send(422, RAILS)),
    (exact("/errors/echo"), SEND, H.errors_echo),
    (exact("/validate"), SEND, H.validate),
    (exact("/echo"), ANY, H.echo),
    (prefix("/redirect/"), ANY, H.redirect_kind),
    (exact("/flaky/429"), SEND, lambda self: self.flaky("429")),
    (exact("/flaky/503"), SEND, lambda self: self.flaky("503")),
    (exact("/always/503"), ANY, lambda self: self.always(503, "1")),
    (exact("/always/429"), ANY, lambda self: self.always(429, "0")),
    (prefix("/status/"), ANY, lambda self, code: self.status(code) if code.isdigit() else
     self.send(404, {"error": "no status %s" % code})),
    (exact("/document"), GET, H.document),
    (prefix("/poll/"), GET, H.poll),
    (exact("/slow"), GET, H.slow),
    (exact("/slow-headers"), GET, H.slow_headers),
    (exact("/slow-submit"), SEND, H.slow_submit),
    (exact("/held-submit"), SEND, H.held_submit),
    (exact("/huge"), GET, H.huge),
    (exact("/huge-chunked"), GET, lambda self: self.huge(chunked=True)),
    (exact("/gzip"), GET, H.compressed),
    (exact("/cookie/set"), GET, H.cookie_set),
    (exact("/cookie/check"), GET, H.cookie_check),
    (exact("/auth/required"), GET, H.auth_required),
    (exact("/unanswered"), GET, H.unanswered),
    (exact("/options"), GET, H.options),
    (exact("/hostile/reason"), ANY, H.hostile_reason),
    (exact("/big-json"), ANY, H.big_json),
    (exact("/hostile/huge-header"), ANY, H.huge_header),
]

# --- /forms-action?url=U: a form whose action a server chose (credentials, issue 31) ---


def form_with_action(self):
    """A formsh form with one text field `x`, its action the URL `url` of the query."""
    form = {"form_title": "Action", "action": {"url": self.query("url", "/echo")},
            "fields": [{"id": "x", "order": 1, "type": "TEXT", "label": "X"}]}
    self.send(200, form)


ROUTES.append((exact("/forms-action"), GET, form_with_action))


def form_with_options(self):
    """A form whose dropdown `city` takes its options from the URL `url` of the query (a
    server chose where: credentials, issue 40), its action `/echo`; `dialect=surveyjs`
    gives it as a SurveyJS survey (`choicesByUrl`)."""
    url = self.query("url", "/options?ids=a,b")
    if self.query("dialect") == "surveyjs":
        form = {"title": "Options", "pages": [{"name": "p", "elements": [
            {"type": "dropdown", "name": "city", "title": "City",
             "choicesByUrl": {"url": url, "valueName": "id", "titleName": "label"}}]}]}
    else:
        form = {"form_title": "Options", "action": {"url": "/echo"}, "fields": [
            {"id": "city", "order": 1, "type": "DROPDOWN", "label": "City", "options_url": url}]}
    self.send(200, form)


ROUTES.append((exact("/forms-options"), GET, form_with_options))
# --- end of /forms-action, /forms-options ---

# --- /probe/KIND: servers judging Tests/EndToEndTests/Fixtures/probe/signup.json (formsh probe) ---

import re  # noqa: E402  (kept in this block)

PROBE_KINDS = ("strict", "lax", "stricter", "wrong-field", "500", "closed", "unique")
# /probe/unique: the emails signed up, per path with its query (a test's own marker).
PROBE_TAKEN = {}
PROBE_LOCK = threading.Lock()
PROBE_EMAIL = re.compile(r"[^@\s]+@[^@\s]+\.[^@\s]+")
PROBE_NICKNAME = re.compile(r"[a-z0-9_]+")


def probe_errors(payload, kind):
    """The errors a sign-up server finds in a payload: `strict` enforces every rule of the
    form; `lax` forgets the minimum age, the plan's options and the terms; `stricter` also
    refuses an age over 100, which the form allows; `unique` is strict, and refuses an
    email it took before (per path and query)."""
    errors = {}

    def add(field, message):
        errors.setdefault(field, []).append(message)

    email = payload.get("email")
    if not isinstance(email, str) or not email:
        add("email", "is required")
    elif not PROBE_EMAIL.fullmatch(email):
        add("email", "is not an email address")
    age = payload.get("age")
    if age is None:
        add("age", "is required")
    elif isinstance(age, bool) or not isinstance(age, int):
        add("age", "must be a whole number")
    elif age < 18 and kind != "lax":
        add("age", "must be at least 18")
    elif age > (100 if kind == "stricter" else 130):
        add("age", "is too high")
    plan = payload.get("plan")
    if plan is None or plan == "":
        add("plan", "is required")
    elif plan not in ("basic", "pro") and kind != "lax":
        add("plan", "is not a plan")
    nickname = payload.get("nickname")
    if isinstance(nickname, str) and nickname:
        if len(nickname) > 12:
            add("nickname", "is too long")
        elif not PROBE_NICKNAME.fullmatch(nickname):
            add("nickname", "may hold only a-z, 0-9 and _")
    if payload.get("terms") is not True and kind != "lax":
        add("terms", "must be accepted")
    return errors


def probe(self, kind):
    """201 as /submit when the payload passes KIND's rules, else 422 Rails-style errors;
    `wrong-field` puts every error on `email`; `500` answers 500 to the plan `pro` and to an
    age that is a string; `closed` answers 403 to everything. A refusal quotes the
    Authorization and X-Tenant headers received (a server that echoes secrets)."""
    if kind not in PROBE_KINDS:
        return self.send(404, {"error": "no endpoint %s /probe/%s" % (self.command, kind)})
    received = decoded(self.body, self.headers.get("Content-Type"))
    if kind == "closed":
        errors = {"base": ["sign-ups are closed"]}
    elif not isinstance(received, dict):
        errors = {"base": ["the body is not a JSON object"]}
    elif kind == "500" and (received.get("plan") == "pro" or isinstance(received.get("age"), str)):
        return self.send(500, {"error": "internal server error"})
    else:
        errors = probe_errors(received, kind)
        if kind == "unique" and not errors:
            with PROBE_LOCK:
                taken = PROBE_TAKEN.setdefault(self.path, set())
                if received.get("email") in taken:
                    errors = {"email": ["has already been taken"]}
                else:
                    taken.add(received.get("email"))
        if kind == "wrong-field" and errors:
            errors = {"email": [message for messages in errors.values() for message in messages]}
        if not errors:
            return self.created()
    seen = [value for value in (self.headers.get("Authorization"), self.headers.get("X-Tenant"))
            if value]
    if seen:
        errors.setdefault("base", []).append("sent with " + " and ".join(seen))
    self.send(403 if kind == "closed" else 422, {"errors": errors})


ROUTES.append((prefix("/probe/"), SEND, probe))
# --- end of /probe/KIND ---


# --- flows (issue 31): forms that answer with the next form ---------------------------------
# A two-step sign-up in formsh's dialect, kept by a `flow` cookie, and a registration in Ory
# Kratos's, which answers 400 with the same flow and its messages. Each action keeps the
# query of the request that gave it (a test's marker follows the flow).

FLOWS = {}  # flow cookie -> what its steps sent
FLOWS_LOCK = threading.Lock()
SIGNUP_ACCOUNT = [
    {"id": "email", "order": 1, "type": "TEXT", "subtype": "EMAIL", "label": "Email", "required": True},
    {"id": "password", "order": 2, "type": "TEXT", "subtype": "SECURE", "label": "Password",
     "required": True, "min_length": 8},
]
SIGNUP_PROFILE = [
    {"id": "display_name", "order": 1, "type": "TEXT", "label": "Display name", "required": True},
    {"id": "newsletter", "order": 2, "type": "CHECKBOX", "label": "Send me the newsletter"},
]


def flow_action(self, path):
    query = urllib.parse.urlsplit(self.path).query
    return path + ("?" + query if query else "")


def flow_cookie(self):
    """The flow the request's `flow` cookie names, or None (after answering 403)."""
    for part in (self.headers.get("Cookie") or "").split(";"):
        name, _, value = part.strip().partition("=")
        with FLOWS_LOCK:
            if name == "flow" and value in FLOWS:
                return FLOWS[value]
    self.send(403, {"error": "no flow cookie: start the sign-up at GET /flow/signup"})
    return None


def flow_signup(self):
    token = os.urandom(12).hex()
    with FLOWS_LOCK:
        FLOWS[token] = {}
    form = {"form_title": "Sign up: account", "fields": SIGNUP_ACCOUNT,
            "action": {"url": flow_action(self, "/flow/signup/step2")}}
    self.send(200, form, headers=[("Set-Cookie", "flow=%s; Path=/flow" % token)])


def flow_step2(self):
    flow = flow_cookie(self)
    if flow is None:
        return
    received = decoded(self.body, self.headers.get("Content-Type"))
    if not isinstance(received, dict) or not received.get("email"):
        return self.send(422, {"errors": {"email": ["is required"]}})
    flow["account"] = received
    form = {"form_title": "Sign up: profile", "fields": SIGNUP_PROFILE,
            "action": {"url": flow_action(self, "done")}}
    self.send(200, form)


def flow_done(self):
    flow = flow_cookie(self)
    if flow is None:
        return
    if "account" not in flow:
        return self.send(409, {"error": "the account step was not sent"})
    received = decoded(self.body, self.headers.get("Content-Type"))
    received = received if isinstance(received, dict) else {}
    account = flow["account"]
    reply = {"id": self.server.state.new_id(), "email": account.get("email"),
             "password_length": len(str(account.get("password") or "")),
             "display_name": received.get("display_name"),
             "newsletter": received.get("newsletter")}
    self.send(201, reply)


def kratos_flow(self, email="", message=None):
    password = {"type": "input", "group": "password",
                "attributes": {"name": "password", "type": "password", "required": True},
                "messages": [message] if message else [],
                "meta": {"label": {"text": "Password"}}}
    return {
        "id": "d5a2e3c4", "type": "api",
        "request_url": "http://127.0.0.1/self-service/registration/api",
        "ui": {"action": flow_action(self, "/flow/kratos/submit"), "method": "POST", "nodes": [
            {"type": "input", "group": "default",
             "attributes": {"name": "csrf_token", "type": "hidden", "value": "csrf-7f3a",
                            "required": True}, "messages": [], "meta": {}},
            {"type": "input", "group": "password",
             "attributes": {"name": "traits.email", "type": "email", "required": True,
                            "value": email}, "messages": [],
             "meta": {"label": {"text": "E-Mail"}}},
            password,
            {"type": "input", "group": "password",
             "attributes": {"name": "method", "type": "submit", "value": "password"},
             "messages": [], "meta": {"label": {"text": "Sign up"}}},
        ]},
    }


def kratos_submit(self):
    """400 with the same flow and a message on the password when it holds "password";
    else 200 with the identity made."""
    received = decoded(self.body, self.headers.get("Content-Type"))
    received = received if isinstance(received, dict) else {}
    if received.get("csrf_token") != "csrf-7f3a":
        return self.send(403, {"error": {"id": "security_csrf_violation"}})
    email = str(received.get("traits.email") or "")
    if "password" in str(received.get("password") or "").lower():
        message = {"id": 4000034, "type": "error",
                   "text": "The password has been found in data breaches and must no longer be used."}
        return self.send(400, kratos_flow(self, email, message))
    self.send(200, {"identity": {"id": self.server.state.new_id(), "traits": {"email": email}},
                    "session": None})


ROUTES += [
    (exact("/flow/signup"), GET, flow_signup),
    (exact("/flow/signup/step2"), SEND, flow_step2),
    (exact("/flow/signup/done"), SEND, flow_done),
    (exact("/flow/kratos"), GET, lambda self: self.send(200, kratos_flow(self))),
    (exact("/flow/kratos/submit"), SEND, kratos_submit),
    (exact("/flow/html"), SEND, H.not_json),
]
# --- end of flows ---------------------------------------------------------------------------


class Server(http.server.ThreadingHTTPServer):
    daemon_threads = True
    request_queue_size = 128  # a benchmark opens many connections at once

    def finish_request(self, request, client_address):
        """Over TLS the handshake happens here, in the connection's thread: a client that
        never completes it (or refuses the certificate) blocks no one."""
        if self.tls is None:
            return super().finish_request(request, client_address)
        try:
            request.settimeout(10)
            secure = self.tls.wrap_socket(request, server_side=True)
            secure.settimeout(None)
        except (ssl.SSLError, OSError):
            return
        try:
            self.RequestHandlerClass(secure, client_address, self)
        finally:
            try:
                secure.close()
            except OSError:
                pass

    def handle_error(self, request, client_address):
        if self.verbose:
            super().handle_error(request, client_address)


def main():
    parser = argparse.ArgumentParser(description="formsh's test backend")
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--tls-cert")
    parser.add_argument("--tls-key")
    parser.add_argument("--forms", default=DEFAULT_FORMS)
    parser.add_argument("--log")
    parser.add_argument("--ignore-stdin", action="store_true",
                        help="keep running when standard input ends (for `&` in a shell)")
    parser.add_argument("--verbose", action="store_true", help="log requests to stderr")
    options = parser.parse_args()
    if bool(options.tls_cert) != bool(options.tls_key):
        parser.error("--tls-cert and --tls-key go together")

    if ":" in options.host:
        Server.address_family = socket.AF_INET6
    server = Server((options.host, options.port), Handler)
    server.state = State(options.forms, options.log)
    server.verbose = options.verbose
    server.tls = None
    if options.tls_cert:
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(options.tls_cert, options.tls_key)
        server.tls = context

    def stop(*_):
        os._exit(0)

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    if not options.ignore_stdin:
        def watch_stdin():
            try:
                while sys.stdin.buffer.read(4096):
                    pass
            except OSError:
                pass
            stop()
        threading.Thread(target=watch_stdin, daemon=True).start()

    sys.stdout.write("listening on %d\n" % server.server_address[1])
    sys.stdout.flush()
    server.serve_forever()


if __name__ == "__main__":
    main()
