"""``brass-widget lab`` starts JupyterLab saving widget state with the notebook by default, so that a saved
notebook keeps each board as the learner left it and ``brass-widget export`` shows the game played, not its first
position (the learner's walk of 2026-11-26: the exported full game showed round 1 of a game played to round 6)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from brass_widget import cli

PLUGIN = "@jupyter-widgets/jupyterlab-manager:plugin"


def _overrides(monkeypatch, env: dict, tmp_path, user_dir=None) -> dict:
    """The setting defaults JupyterLab's own settings reader finds in that environment, with ``user_dir`` as the
    user's Jupyter folder (default: an empty one)."""
    settings_utils = pytest.importorskip("jupyterlab_server.settings_utils")
    monkeypatch.delenv("JUPYTER_CONFIG_PATH", raising=False)
    # no user settings: a ~/.jupyter this machine's JupyterLab or a Binder postBuild wrote must not answer here
    monkeypatch.setenv("JUPYTER_CONFIG_DIR", str(user_dir or tmp_path / "user-config"))
    if "JUPYTER_CONFIG_PATH" in env:
        monkeypatch.setenv("JUPYTER_CONFIG_PATH", env["JUPYTER_CONFIG_PATH"])
    overrides, error = settings_utils._get_overrides(str(tmp_path))  # an app settings folder with no overrides
    assert not error
    return overrides


def test_lab_turns_on_saving_widget_state_as_a_default(monkeypatch, tmp_path):
    assert PLUGIN not in _overrides(monkeypatch, {}, tmp_path)  # JupyterLab's own default: not saved
    env = cli.lab_env({"PATH": "/usr/bin", "JUPYTER_CONFIG_PATH": "/somewhere/else"})
    assert env["PATH"] == "/usr/bin"
    assert env["JUPYTER_CONFIG_PATH"].split(":")[-1] == "/somewhere/else"  # the learner's own paths kept
    assert _overrides(monkeypatch, env, tmp_path)[PLUGIN] == {"saveState": True}


def test_lab_asks_no_news_question_over_the_board(monkeypatch, tmp_path):
    """JupyterLab's first-run toast ("get notified about official Jupyter news?") sat over the board's Confirm at
    1280x800; the JupyterLab that ``brass-widget lab`` starts does not ask it (its default, not the learner's)."""
    news = "@jupyterlab/apputils-extension:notification"
    assert news not in _overrides(monkeypatch, {}, tmp_path)
    got = _overrides(monkeypatch, cli.lab_env({"PATH": "/usr/bin"}), tmp_path)[news]
    assert got == {"fetchNews": "false", "checkForUpdates": False}


def test_the_setting_is_the_widget_managers_own():
    """The key set is the one the installed JupyterLab widget manager reads (its settings schema)."""
    jupyter_core = pytest.importorskip("jupyter_core.paths")
    schemas = [Path(p) / "@jupyter-widgets/jupyterlab-manager/schemas/@jupyter-widgets/jupyterlab-manager/plugin.json"
               for p in jupyter_core.jupyter_path("labextensions")]
    schema = next((s for s in schemas if s.exists()), None)
    if schema is None:
        pytest.skip("the JupyterLab widget manager is not installed (pip install 'brass-widget[lab]')")
    props = json.loads(schema.read_text())["properties"]
    ours = json.loads((cli.LAB_CONFIG / "labconfig" / "default_setting_overrides.json").read_text())[PLUGIN]
    assert set(ours) <= set(props) and all(props[k]["type"] == "boolean" for k in ours)


def test_binder_post_build_turns_it_on_too(monkeypatch, tmp_path):
    """Binder opens JupyterLab itself (not through ``brass-widget lab``): its postBuild sets the same default."""
    import os
    import subprocess
    import sys
    home = tmp_path / "home"
    home.mkdir()
    root = Path(__file__).resolve().parents[2]
    script = root / "binder/postBuild"
    env = {**os.environ, "HOME": str(home), "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}",
           "PYTHONPATH": os.pathsep.join(p for p in (str(root), os.environ.get("PYTHONPATH", "")) if p)}  # this checkout
    subprocess.run(["bash", str(script)], cwd=tmp_path, env=env, check=True, capture_output=True, timeout=120)
    assert (tmp_path / "work/tutorials/00_start_here.ipynb").exists()
    assert _overrides(monkeypatch, {}, tmp_path / "app", user_dir=home / ".jupyter")[PLUGIN] == {"saveState": True}
