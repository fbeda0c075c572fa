"""A tiny Django project for formsh's end-to-end tests (docs/html-forms.md): one form page,
rendered by Django's own forms with {% csrf_token %}, CsrfViewMiddleware on.

    /usr/bin/python3 app.py --port 0

prints "listening on PORT" and serves until its standard input ends (the test's process
gone). GET /signup/ shows the form; a POST with the CSRF token and cookie that Django accepts
answers 200 with "Thanks, NAME"; one that Django's form refuses answers 400 with the same page,
the errors beside the fields (as Rails and htmx apps answer 422); without the token, Django's
own 403.
"""

import os
import sys
import threading

try:
    import django
    from django.conf import settings
except ImportError:
    sys.stderr.write(
        "Django is not installed for /usr/bin/python3: install python3-django (./dev does)\n")
    sys.exit(3)

HERE = os.path.dirname(os.path.abspath(__file__))

settings.configure(
    DEBUG=False,
    SECRET_KEY="formsh-tests-only",
    ALLOWED_HOSTS=["127.0.0.1", "localhost"],
    ROOT_URLCONF=__name__,
    MIDDLEWARE=[
        "django.middleware.csrf.CsrfViewMiddleware",
    ],
    INSTALLED_APPS=[],
    TEMPLATES=[{
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [HERE],
    }],
    USE_TZ=True,
)
django.setup()

from django import forms  # noqa: E402
from django.http import HttpResponse  # noqa: E402
from django.shortcuts import render  # noqa: E402
from django.urls import path  # noqa: E402


class SignupForm(forms.Form):
    name = forms.CharField(label="Your name", max_length=20)
    email = forms.EmailField(label="Email")
    age = forms.IntegerField(label="Age", min_value=18)
    plan = forms.ChoiceField(
        label="Plan", choices=[("", "---------"), ("free", "Free"), ("pro", "Pro")])
    note = forms.CharField(label="Note", max_length=50, required=False)

    def clean_name(self):
        name = self.cleaned_data["name"]
        if name.lower() == "admin":
            raise forms.ValidationError("This name is taken.")
        return name

    def clean(self):
        data = super().clean()
        if data.get("name") == "Root":
            raise forms.ValidationError("This name is reserved.")
        return data


def signup(request):
    if request.method == "POST":
        form = SignupForm(request.POST)
        if form.is_valid():
            return HttpResponse("Thanks, %s" % form.cleaned_data["name"])
        return render(request, "signup.html", {"form": form}, status=400)
    return render(request, "signup.html", {"form": SignupForm()})


urlpatterns = [path("signup/", signup)]


def main():
    from wsgiref.simple_server import WSGIRequestHandler, make_server
    from django.core.wsgi import get_wsgi_application

    class Quiet(WSGIRequestHandler):
        def log_message(self, *args):
            pass

    port = int(sys.argv[sys.argv.index("--port") + 1]) if "--port" in sys.argv else 0
    server = make_server("127.0.0.1", port, get_wsgi_application(), handler_class=Quiet)

    def watch():
        sys.stdin.read()
        os._exit(0)

    threading.Thread(target=watch, daemon=True).start()
    print("listening on %d" % server.server_port, flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
