"""scripts/fuzz.py's command line: --help, the games mode (--edition, first, last) and the positions mode, each as
the docs call it."""

import subprocess
import sys
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[1] / "scripts" / "fuzz.py"


def fuzz(*args):
    return subprocess.run([sys.executable, str(SCRIPT), *args], capture_output=True, text=True, timeout=300)


def test_help_names_every_option_and_the_positions_mode():
    out = fuzz("--help")
    assert out.returncode == 0, out.stderr
    for word in ("--edition", "duel", "birmingham", "first", "last", "positions"):
        assert word in out.stdout
    pos = fuzz("positions", "--help")
    assert pos.returncode == 0 and "count" in pos.stdout and "seed" in pos.stdout


def test_games_mode_as_the_docs_call_it():
    out = fuzz("--edition", "duel", "0", "1")  # Duel: 3 games for one seed number (seeds 0, 1, 2)
    assert out.returncode == 0, out.stdout + out.stderr
    assert out.stdout.startswith("duel: 3 games, ") and ", 0 problems, " in out.stdout
    assert fuzz("0", "1", "--edition", "lancashire").stdout.startswith("lancashire: 3 games, ")


def test_positions_mode_and_bad_arguments():
    out = fuzz("positions", "5", "0")
    assert out.returncode == 0, out.stdout + out.stderr
    assert "5" in out.stdout
    for bad in (["--edition", "chess"], ["x"], ["3", "1"], ["positions", "many"]):
        wrong = fuzz(*bad)
        assert wrong.returncode == 2 and "error:" in wrong.stderr and "Traceback" not in wrong.stderr, bad
