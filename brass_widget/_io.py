"""Reading a user's file safely: a regular file only, never blocking, with a size limit.

Used by the scenarios loader and the ``brass-widget replay`` and ``brass-widget export`` commands. A FIFO, a
device such as ``/dev/zero``, a directory or a socket is refused before anything is read, so nothing hangs or fills
memory; every problem is a ``FileProblem`` whose message says what is wrong in one line.
"""

from __future__ import annotations

import os
import stat

from .engine.limits import MAX_SAVED_TEXT, shown

MAX_FILE_BYTES = MAX_SAVED_TEXT  # saved games and scenarios are tens of kilobytes
MAX_NOTEBOOK_BYTES = 64 * 1024 * 1024  # a notebook with its outputs (board pictures, charts) is a few megabytes


class FileProblem(ValueError):
    """A file that cannot be read as a saved game or scenario; the message says why."""


def read_bytes(path, limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes; raises FileProblem otherwise."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)  # O_NONBLOCK: opening a FIFO does not wait for a writer
    except OSError as e:
        raise FileProblem(f"cannot open {shown(os.fspath(path))}: {e.strerror or type(e).__name__}") from None
    except (TypeError, ValueError) as e:  # not a path, or a path with a NUL character
        raise FileProblem(f"not a usable file path: {e}") from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            kind = ("a directory" if stat.S_ISDIR(info.st_mode) else "a FIFO" if stat.S_ISFIFO(info.st_mode) else
                    "a device" if stat.S_ISCHR(info.st_mode) or stat.S_ISBLK(info.st_mode) else "not a regular file")
            raise FileProblem(f"{shown(os.fspath(path))} is {kind}, not a regular file")
        if info.st_size > limit:
            raise FileProblem(f"{shown(os.fspath(path))} is {info.st_size} bytes, more than the limit of {limit}")
        chunks = []
        size = 0
        while size <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > limit:  # the file grew while it was read
            raise FileProblem(f"{shown(os.fspath(path))} is more than the limit of {limit} bytes")
        return b"".join(chunks)
    except OSError as e:
        raise FileProblem(f"cannot read {shown(os.fspath(path))}: {e.strerror or type(e).__name__}") from None
    finally:
        os.close(fd)


def read_text(path, limit: int = MAX_FILE_BYTES) -> str:
    """A regular file's UTF-8 text (see ``read_bytes``); raises FileProblem otherwise."""
    data = read_bytes(path, limit)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as e:
        raise FileProblem(f"{shown(os.fspath(path))} is not UTF-8 text (byte {data[e.start]:#04x} at "
                          f"position {e.start})") from None
