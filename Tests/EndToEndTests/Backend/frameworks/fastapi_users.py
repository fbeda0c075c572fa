"""A FastAPI app for formsh's OpenAPI tests (docs/openapi.md): FastAPI's own validation
(pydantic) of a user, served with its /openapi.json, on 127.0.0.1.

Run with Debian's python3 (python3-fastapi, python3-uvicorn):
    /usr/bin/python3 fastapi_users.py --port 0
It prints "listening on PORT" once it listens, as backend.py does, and exits when its
standard input ends, so that a test that dies takes it with it.
"""

import argparse
import os
import socket
import sys
import threading

from fastapi import FastAPI
from pydantic import BaseModel, Field, validator
import uvicorn

app = FastAPI(title="Users", version="1.0")


class UserCreate(BaseModel):
    name: str = Field(..., min_length=1, max_length=30)
    email: str = Field(..., max_length=50)
    age: int = Field(..., ge=18, le=130)
    newsletter: bool = False

    # A rule only the server knows: formsh sends the name, FastAPI answers 422.
    @validator("name")
    def name_not_taken(cls, name):
        if name == "taken":
            raise ValueError("name is taken")
        return name


class Order(BaseModel):
    item: str = Field(..., max_length=20)
    quantity: int = Field(1, ge=1, le=10)


@app.post("/users", summary="Create a user")
def create_user(user: UserCreate):
    return {"id": 1, **user.dict()}


@app.get("/users/{user_id}", summary="Read a user")
def read_user(user_id: int):
    return {"id": user_id}


@app.post("/orders", summary="Place an order")
def create_order(order: Order):
    return order.dict()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, default=0)
    arguments = parser.parse_args()
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    listener.bind(("127.0.0.1", arguments.port))
    listener.listen(64)

    def watch_input():
        # The test holds the other end: when it goes, so does the app.
        sys.stdin.buffer.read()
        os._exit(0)

    threading.Thread(target=watch_input, daemon=True).start()
    print(f"listening on {listener.getsockname()[1]}", flush=True)
    server = uvicorn.Server(uvicorn.Config(app, log_level="warning", access_log=False))
    server.run(sockets=[listener])


if __name__ == "__main__":
    main()
