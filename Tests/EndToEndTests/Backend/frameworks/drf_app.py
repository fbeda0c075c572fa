"""A small Django REST framework app whose serializers enforce the sign-up form
`Tests/EndToEndTests/Fixtures/frameworks/signup.json` (issue 43): the end-to-end tests run
formsh against DRF's own validation and its own 400 answers.

    /usr/bin/python3 drf_app.py --port 0

prints `listening on PORT` once it accepts connections and exits when its standard input
ends (as backend.py does). `POST /signup` enforces every rule of the form; `POST /lax/signup`
forgets `age`'s minimum of 18.
"""

import argparse
import os
import sys
import threading
from socketserver import ThreadingMixIn
from wsgiref.simple_server import WSGIRequestHandler, WSGIServer, make_server

try:
    import django
    from django.conf import settings
    import rest_framework  # noqa: F401
except ImportError as error:
    sys.exit("drf_app.py: %s: install python3-django and python3-djangorestframework "
             "(./dev test installs them)" % error)

settings.configure(
    DEBUG=False,
    SECRET_KEY="formsh-tests",
    ALLOWED_HOSTS=["*"],
    ROOT_URLCONF=__name__,
    INSTALLED_APPS=["django.contrib.contenttypes", "django.contrib.auth", "rest_framework"],
    MIDDLEWARE=[],
    REST_FRAMEWORK={
        "DEFAULT_AUTHENTICATION_CLASSES": [],
        "DEFAULT_PERMISSION_CLASSES": [],
        "UNAUTHENTICATED_USER": None,
    },
)
django.setup()

from django.urls import path  # noqa: E402
from rest_framework import serializers  # noqa: E402
from rest_framework.decorators import api_view  # noqa: E402
from rest_framework.response import Response  # noqa: E402


class AddressSerializer(serializers.Serializer):
    city = serializers.CharField(max_length=20)


class ItemSerializer(serializers.Serializer):
    name = serializers.CharField(max_length=10)


class SignupSerializer(serializers.Serializer):
    name = serializers.CharField(max_length=30)
    age = serializers.IntegerField(min_value=18, max_value=130)
    nickname = serializers.CharField(
        max_length=12, required=False, allow_null=True, allow_blank=True)
    address = AddressSerializer()
    items = ItemSerializer(many=True, required=False)


class LaxSignupSerializer(SignupSerializer):
    age = serializers.IntegerField(max_value=130)


def answer(serializer_class, request):
    serializer = serializer_class(data=request.data)
    if not serializer.is_valid():
        return Response(serializer.errors, status=400)
    return Response(serializer.validated_data, status=201)


@api_view(["POST"])
def signup(request):
    return answer(SignupSerializer, request)


@api_view(["POST"])
def lax_signup(request):
    return answer(LaxSignupSerializer, request)


urlpatterns = [path("signup", signup), path("lax/signup", lax_signup)]


class Server(ThreadingMixIn, WSGIServer):
    daemon_threads = True


class QuietHandler(WSGIRequestHandler):
    def log_message(self, *arguments):
        pass


def main():
    from django.core.wsgi import get_wsgi_application

    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--ignore-stdin", action="store_true")
    arguments = parser.parse_args()
    server = make_server(
        "127.0.0.1", arguments.port, get_wsgi_application(),
        server_class=Server, handler_class=QuietHandler)
    if not arguments.ignore_stdin:
        def watch():
            sys.stdin.buffer.read()
            os._exit(0)

        threading.Thread(target=watch, daemon=True).start()
    print("listening on %d" % server.server_port, flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
