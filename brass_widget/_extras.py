"""The optional parts and the install that brings them: the engine, bots and lab tables need no Jupyter package;
the board (anywidget, traitlets) and the charts (plotly) come with the ``widget`` extra (docs/design.md, "Layers
and their folders")."""

WIDGET_INSTALL = "pip install 'brass-widget[widget]'"


def missing_extra(what: str, err: ModuleNotFoundError) -> ImportError:
    """The error for a part whose package is not installed: what needs it, which package, and the command."""
    package = (err.name or "a package").split(".")[0]  # plotly, not plotly.graph_objects
    return ImportError(f"{what} needs the widget extra ({package} is not installed): {WIDGET_INSTALL}")
