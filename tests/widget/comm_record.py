"""What a BoardWidget's comm carries, for the widget tests: every message recorded as it is sent."""

from __future__ import annotations

from jupyter_client.session import json_packer


def record_comm(w) -> list[dict]:
    """Record each message ``w`` sends over its comm (sending it as before); returns the list they go to."""
    sent: list[dict] = []
    real_send = w._send

    def record(msg, buffers=None):
        sent.append(msg)
        return real_send(msg, buffers)
    w._send = record
    return sent


def view_updates(sent: list[dict]) -> list[dict]:
    """The messages among ``sent`` that update the board's view."""
    return [m for m in sent if m.get("method") == "update" and "view" in m.get("state", {})]


def comm_bytes(obj) -> int:
    """The bytes ``obj`` (a comm message, or a trait's value in one) takes as the kernel sends it: the session's own
    packing (``jupyter_client.session.json_packer``: UTF-8 JSON, non-ASCII characters as themselves)."""
    return len(json_packer(obj))
