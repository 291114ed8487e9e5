"""The README's first command, ``bash scripts/lab.sh``: as root (how CI, Docker and classroom machines run), it
makes the learner's working copy and serves JupyterLab, printing an address that opens 00_start_here there."""

from __future__ import annotations

import json
import os
import re
import subprocess
import time
import urllib.error
import urllib.request
from pathlib import Path

from ..browser.hosts import free_port, stop_group

ROOT = Path(__file__).resolve().parents[2]
SOLUTION_00 = 'w.play("build cotton_mill manchester/1 card manchester")'


def fetch(url: str, log: Path, seconds: float = 30) -> bytes:
    """GET ``url``, retrying while the connection is refused for up to ``seconds``: on a loaded machine the
    server may print its address a moment before it answers. A server that never answers still fails, with
    the tail of its log."""
    deadline = time.time() + seconds
    while True:
        try:
            return urllib.request.urlopen(url, timeout=30).read()
        except urllib.error.URLError as e:
            if time.time() > deadline:
                raise AssertionError(f"JupyterLab did not answer {url}: {e}\n{log.read_text()[-3000:]}") from e
            time.sleep(0.5)


def test_lab_script_serves_a_working_copy_and_prints_the_address_of_00(tmp_path):
    work = tmp_path / "tutorials"
    port = free_port()
    env = {**os.environ, "BRASS_TUTORIALS_DIR": str(work), "JUPYTER_CONFIG_DIR": str(tmp_path / "config"),
           "JUPYTER_RUNTIME_DIR": str(tmp_path / "runtime"), "JUPYTERLAB_WORKSPACES_DIR": str(tmp_path / "ws")}
    log = tmp_path / "lab.log"
    with open(log, "w") as out:
        proc = subprocess.Popen(["bash", "scripts/lab.sh", "--no-browser", "--ip=127.0.0.1", f"--port={port}"],
                                cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                start_new_session=True)
        try:
            url = None
            deadline = time.time() + 240  # the script first installs into .venv (quick when already there)
            while url is None:
                text = log.read_text()
                m = re.search(r"(http://127\.0\.0\.1:\d+/lab/tree/00_start_here\.ipynb\?token=\w+)", text)
                if m:
                    url = m.group(1)
                elif proc.poll() is not None or time.time() > deadline:
                    raise AssertionError(f"lab.sh did not print the address of 00 (exit {proc.poll()}):\n{text[-3000:]}")
                else:
                    time.sleep(0.5)
            if hasattr(os, "geteuid") and os.geteuid() == 0:
                assert "Running as root is not recommended" not in log.read_text()
            # issue 37 item 9: the install says what it is doing, and the address is not buried under the server's
            # start-up lines (extensions loaded ...): at most a few lines of the server's come before it
            text = log.read_text()
            assert ".venv is ready." in text and ("Checking .venv" in text or "First run" in text)
            before = text[text.index("Starting JupyterLab"):text.index(url)].splitlines()
            assert not [line for line in before if "[I " in line], before
            token = url.rsplit("token=", 1)[1]
            page = fetch(url, log).decode()
            assert "JupyterLab" in page
            api = f"http://127.0.0.1:{port}/api/contents/00_start_here.ipynb?token={token}"
            served = json.loads(fetch(api, log))
            assert served["path"] == "00_start_here.ipynb", "JupyterLab should be rooted in the working copy"
            sources = "\n".join("".join(c["source"]) for c in served["content"]["cells"] if c["cell_type"] == "code")
            assert SOLUTION_00 not in sources and "# your move here" in sources, "the learner's copy, no solutions"
            assert (work / "00_start_here.ipynb").exists() and (work / "scenarios" / "first_build.json").exists()
        finally:
            stop_group(proc, 30)
    # a second run refreshes without touching the learner's edits
    nb = json.loads((work / "01_network_and_building.ipynb").read_text())
    nb["cells"][0]["source"] = ["my notes"]
    (work / "01_network_and_building.ipynb").write_text(json.dumps(nb))
    done = subprocess.run([str(ROOT / ".venv" / "bin" / "brass-widget"), "tutorials", str(work)], capture_output=True,
                          text=True, stdin=subprocess.DEVNULL, check=True)
    assert "kept your edited 01_network_and_building.ipynb" in done.stdout
    assert json.loads((work / "01_network_and_building.ipynb").read_text())["cells"][0]["source"] == ["my notes"]
