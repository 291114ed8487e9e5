"""The package's public names."""

import subprocess
import sys


def test_public_api_names():
    import brass_widget
    for name in brass_widget.__all__:
        assert getattr(brass_widget, name) is not None
    from brass_widget import BoardWidget
    from brass_widget.widget import BoardWidget as direct
    assert BoardWidget is direct


def test_engine_import_does_not_load_the_widget():
    code = "import sys, brass_widget; brass_widget.Game.new(); print('anywidget' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False"
