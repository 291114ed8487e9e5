"""Progress of long calls (``simulation.run``: simulate, tournaments), wherever they run.

* On a terminal (stderr is a TTY, or ``progress=True`` outside a notebook): a bar rewritten in place on
  stderr, ``[#####.........] 12/100 games, 3.1 s, 3.9 games/s``.
* In a notebook (an IPython kernel: JupyterLab, Notebook 7, VS Code, Colab): one output that updates in
  place (``IPython.display.display(..., display_id=True)``, then ``.update``), plain text with a simple
  HTML ``<progress>`` bar beside it. No extra dependency: IPython is already there in any kernel.
* ``progress=False``: nothing.

Redrawn at most every ``EVERY`` seconds (and always for the first and the last game), and between games
too while one game is long (``tick``: the elapsed time and the decisions of the game under way), so a
long game is never silent. No threads (JupyterLite has none): the caller ticks.
"""

from __future__ import annotations

import html
import sys
import time

EVERY = 0.25  # seconds between redraws: at most four a second
WIDTH = 30  # characters of the terminal bar


def in_kernel() -> bool:
    """Whether this code runs under an IPython kernel (a notebook), not a terminal IPython or plain Python."""
    ipython = sys.modules.get("IPython")  # never imported here: a kernel has always imported it already
    if ipython is None:
        return False
    try:
        shell = ipython.get_ipython()
    except Exception:
        return False
    if shell is None or type(shell).__name__ == "TerminalInteractiveShell":
        return False
    return getattr(shell, "kernel", None) is not None or "ipykernel" in sys.modules or "pyodide_kernel" in sys.modules


def _stderr_is_tty() -> bool:
    try:
        return sys.stderr.isatty()
    except (AttributeError, ValueError):
        return False


def mode(progress: bool | None) -> str | None:
    """Where ``progress`` draws: "terminal" (a stderr bar), "notebook" (one updating output) or None.
    None (the default of every long call): a terminal when stderr is one, a notebook under a kernel, else
    nothing; True: the same, but a bar on stderr even when it is not a terminal (a log file); False: nothing."""
    if progress is False:
        return None
    if _stderr_is_tty():
        return "terminal"
    if in_kernel():
        return "notebook"
    return "terminal" if progress else None


class Progress:
    """Reports ``done`` of ``total`` games: ``step(done)`` after each game, ``tick(decisions)`` during one,
    ``close()`` at the end (also after a failure). ``stream``, ``display`` and ``clock`` are there for tests:
    stderr, ``IPython.display.display`` and ``time.perf_counter`` by default."""

    def __init__(self, total: int, where: str, unit: str = "games", stream=None, display=None, clock=None):
        if where not in ("terminal", "notebook"):
            raise ValueError(f"progress goes to 'terminal' or 'notebook', not {where!r}")
        self.total, self.where, self.unit = total, where, unit
        self._stream = stream
        self._display = display
        self._clock = clock or time.perf_counter
        self._started = self._clock()
        self._drawn_at: float | None = None
        self._handle = None
        self.done = 0
        self.decisions = 0  # of the game under way, when the caller ticks
        self._closed = False
        self._shown = 0  # characters of the last terminal line, blanked when a shorter one replaces it
        self._draw()

    @classmethod
    def start(cls, total: int, progress: bool | None, unit: str = "games") -> Progress | None:
        """A reporter for ``progress`` (see :func:`mode`), or None when it is off."""
        where = mode(progress)
        return None if where is None else cls(total, where, unit)

    def line(self) -> str:
        """``12/100 games, 3.1 s, 3.9 games/s`` (and ``, game 13: 240 decisions`` while a game is long)."""
        elapsed = self._clock() - self._started
        text = f"{self.done}/{self.total} {self.unit}, {elapsed:.1f} s"
        if self.done:
            text += f", {self.done / max(elapsed, 1e-9):.1f} {self.unit}/s"
        if self.decisions and self.done < self.total:
            text += f", game {self.done + 1}: {self.decisions} decisions"
        return text

    def step(self, done: int) -> None:
        """``done`` games are finished."""
        self.done = done
        self.decisions = 0
        self._maybe_draw(force=done >= self.total)

    def tick(self, decisions: int | None = None) -> None:
        """Still working: redraw (the elapsed time, the decisions of the game under way) if one is due."""
        if decisions is not None:
            self.decisions = decisions
        self._maybe_draw()

    def close(self) -> None:
        """Draw the last state; on a terminal, end the line."""
        if self._closed:
            return
        self._draw()
        self._closed = True
        if self.where == "terminal":
            out = self._stream or sys.stderr
            out.write("\n")
            out.flush()

    def _maybe_draw(self, force: bool = False) -> None:
        if force or self._drawn_at is None or self._clock() - self._drawn_at >= EVERY:
            self._draw()

    def _draw(self) -> None:
        self._drawn_at = self._clock()
        text = self.line()
        if self.where == "terminal":
            filled = int(WIDTH * self.done / self.total) if self.total else WIDTH
            bar = f"[{'#' * filled}{'.' * (WIDTH - filled)}] {text}"
            out = self._stream or sys.stderr
            out.write(f"\r{bar.ljust(self._shown)}")
            out.flush()
            self._shown = len(bar)
            return
        bundle = {"text/plain": text,
                  "text/html": f'<div class="brass-progress"><progress max="{self.total}" value="{self.done}">'
                               f'</progress> <code>{html.escape(text)}</code></div>'}
        if self._handle is None:
            show = self._display
            if show is None:
                from IPython.display import display as show
            self._handle = show(bundle, raw=True, display_id=True)
        else:
            self._handle.update(bundle, raw=True)
