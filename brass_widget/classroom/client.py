"""A small client for the classroom's JSON API, for a teacher's scripts, the tests and the bench.

    >>> c = Client("http://127.0.0.1:8765", token="...")           # doctest: +SKIP
    >>> t = c.post("/api/tables", {"edition": "lancashire", "players": 4,
    ...                            "seats": ["person", "greedy", "greedy", "greedy"]})  # doctest: +SKIP

Each call returns ``(status, data)``: the HTTP status and the JSON it answered (or the text, for CSV). One
keep-alive connection per client; a client is for one thread.
"""

from __future__ import annotations

import http.client
import json
import os
import re
import subprocess
import sys
import threading
from pathlib import Path
from urllib.parse import urlencode, urlsplit

STARTED = re.compile(r"teacher: (http://[^/]+)/teacher#token=(\S+)")


class Client:
    def __init__(self, base: str, token: str | None = None, timeout: float = 60.0):
        parts = urlsplit(base)
        self.host, self.port = parts.hostname, parts.port
        self.token = token
        self.timeout = timeout
        self._conn: http.client.HTTPConnection | None = None

    def _connection(self) -> http.client.HTTPConnection:
        if self._conn is None:
            self._conn = http.client.HTTPConnection(self.host or "127.0.0.1", self.port, timeout=self.timeout)
        return self._conn

    def request(self, method: str, path: str, body=None, headers: dict | None = None, raw: bytes | None = None):
        head = dict(headers or {})
        if self.token is not None:
            head.setdefault("Authorization", f"Bearer {self.token}")
        data = raw if raw is not None else None if body is None else json.dumps(body).encode()
        if data is not None:
            head.setdefault("Content-Type", "application/json")
        for attempt in (0, 1):  # a kept-alive connection the server closed meanwhile: one new one
            conn = self._connection()
            try:
                conn.request(method, path, body=data, headers=head)
                resp = conn.getresponse()
                text = resp.read()
                break
            except (http.client.RemoteDisconnected, BrokenPipeError, ConnectionResetError):
                self.close()
                if attempt:
                    raise
        if resp.getheader("Content-Type", "").startswith("application/json"):
            return resp.status, json.loads(text)
        return resp.status, text.decode()

    def get(self, path: str, **query):
        return self.request("GET", path + ("?" + urlencode(query) if query else ""))

    def post(self, path: str, body=None, **kw):
        return self.request("POST", path, body, **kw)

    # -- a seat's two calls ----------------------------------------------------------------------------------
    def seat(self, code: str, after: int | None = None, wait: float = 0):
        query: dict[str, object] = {"code": code}
        if after is not None:
            query.update(after=after, wait=wait)
        return self.get("/api/seat", **query)

    def act(self, code: str, action: str, version: int):
        return self.post("/api/seat/act", {"code": code, "action": action, "version": version})

    def close(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None


class Spawned:
    """``brass-widget classroom --port 0 --data DATA`` as a child process (``python -m brass_widget``), for tests and
    the bench: ``base`` and ``token`` from the line it prints, ``teacher`` a Client with the token, ``proc``."""

    def __init__(self, data, host: str = "127.0.0.1", wait: float = 60.0):
        package_root = str(Path(__file__).resolve().parents[2])  # the folder holding this brass_widget: the same code
        env = dict(os.environ, PYTHONPATH=package_root + os.pathsep + os.environ.get("PYTHONPATH", ""))
        self.proc = subprocess.Popen([sys.executable, "-m", "brass_widget", "classroom", "--host", host, "--port", "0",
                                      "--data", str(data)], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                     text=True, env=env)
        got: list[str] = []
        out = self.proc.stdout
        assert out is not None  # stdout=PIPE
        reader = threading.Thread(target=lambda: got.append(out.readline()), daemon=True)
        reader.start()
        reader.join(wait)
        m = STARTED.search(got[0]) if got else None
        if not m:
            self.proc.kill()
            raise RuntimeError(f"the classroom server printed no teacher's address: {got}")
        self.line, self.base, self.token = got[0], m[1], m[2]
        self.teacher = Client(self.base, token=self.token)

    def kill(self) -> None:
        """SIGKILL: no chance to tidy up, as a crash or a power cut."""
        self.proc.kill()
        self.proc.wait(30)
