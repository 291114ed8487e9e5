import pytest


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
