import pytest


@pytest.fixture(scope="module")
def browser():
    """One Chromium (Debian's) for a module's tests that open pages on a server of their own (Voilà, JupyterLab)."""
    from playwright.sync_api import sync_playwright

    from .hosts import ARGS, CHROMIUM
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield b
        b.close()


@pytest.fixture(scope="module")
def pw():
    from playwright.sync_api import sync_playwright
    with sync_playwright() as p:
        yield p


@pytest.fixture
def served():
    """Host BoardWidgets for the page (``served(widget).url``); each host closes after the test."""
    from .host import Host
    hosts = []

    def serve(widget):
        h = Host(widget)
        hosts.append(h)
        return h
    yield serve
    for h in hosts:
        h.close()
