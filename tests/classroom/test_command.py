"""``brass-widget classroom``'s own refusals: each one line on stderr and an exit code, no traceback, no server."""

from __future__ import annotations

import sys

from brass_widget.cli import main


def test_the_command_refuses_a_bad_port_or_data_folder(tmp_path, capsys):
    assert main(["classroom", "--port", "70000"]) == 2
    assert "--port is 0 to 65535" in capsys.readouterr().err
    (tmp_path / "file").write_text("not a folder")
    assert main(["classroom", "--port", "0", "--data", str(tmp_path / "file")]) == 1
    assert "error: cannot serve" in capsys.readouterr().err



def test_without_tornado_the_command_names_the_extra(monkeypatch, capsys):
    monkeypatch.setitem(sys.modules, "tornado", None)  # as if it were not installed: importing it fails
    assert main(["classroom", "--port", "0"]) == 2
    assert 'pip install "brass-widget[classroom]"' in capsys.readouterr().err
