"""A small FastAPI app whose pydantic models enforce the sign-up form
`Tests/EndToEndTests/Fixtures/frameworks/signup.json` (issue 43): the end-to-end tests run
formsh against FastAPI's own validation and its own 422 answers.

    /usr/bin/python3 fastapi_app.py --port 0

prints `listening on PORT` once it accepts connections and exits when its standard input
ends (as backend.py does). `POST /signup` enforces every rule of the form; `POST /lax/signup`
forgets `age`'s minimum of 18.
"""

import argparse
import os
import socket
import sys
import threading
from typing import List, Optional

try:
    from fastapi import FastAPI
    from pydantic import BaseModel, Field
    import uvicorn
except ImportError as error:
    sys.exit("fastapi_app.py: %s: install python3-fastapi and python3-uvicorn "
             "(./dev test installs them)" % error)


class Address(BaseModel):
    city: str = Field(..., min_length=1, max_length=20)


class Item(BaseModel):
    name: str = Field(..., min_length=1, max_length=10)


class Signup(BaseModel):
    name: str = Field(..., min_length=1, max_length=30)
    age: int = Field(..., ge=18, le=130)
    nickname: Optional[str] = Field(None, max_length=12)
    address: Address
    items: List[Item] = []


class LaxSignup(Signup):
    age: int = Field(..., le=130)


app = FastAPI()


@app.post("/signup", status_code=201)
def signup(body: Signup):
    return body


@app.post("/lax/signup", status_code=201)
def lax_signup(body: LaxSignup):
    return body


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--ignore-stdin", action="store_true")
    arguments = parser.parse_args()
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    listener.bind(("127.0.0.1", arguments.port))
    listener.listen(128)
    if not arguments.ignore_stdin:
        # A test that dies closes the pipe: the server goes with it.
        def watch():
            sys.stdin.buffer.read()
            os._exit(0)

        threading.Thread(target=watch, daemon=True).start()
    print("listening on %d" % listener.getsockname()[1], flush=True)
    config = uvicorn.Config(app, log_level="warning", access_log=False)
    uvicorn.Server(config).run(sockets=[listener])


if __name__ == "__main__":
    main()
