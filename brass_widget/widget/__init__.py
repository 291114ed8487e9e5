"""The interactive board: ``BoardWidget``, an anywidget for JupyterLab and other Jupyter hosts.

``BoardWidget`` and ``Move`` load anywidget on first use, so the view model (``widget.viewmodel``), which the
engine's tests and the static picture read, imports on a base install without Jupyter's packages."""

__all__ = ["BoardWidget", "Move"]


def __getattr__(name: str):
    if name in __all__:
        from . import board  # without the widget extra: an ImportError naming pip install 'brass-widget[widget]'
        return getattr(board, name)
    raise AttributeError(f"module 'brass_widget.widget' has no attribute {name!r}")
