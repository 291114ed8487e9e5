"""Every document the repository names is in it (issue 33, item 4): a newcomer with only this repository finds each
page that README, docs/, code comments, tests and scripts point to, and rulebooks are cited by title and section,
never by a file of the founders' folder (docs/design.md, "Sources of truth")."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
HERE = Path(__file__).resolve()

PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md")), *(ROOT / "docs" / "measurements").glob("README.md")]
CODE = [p for folder in ("brass_widget", "scripts", "tests", "js/src", "binder")
        for p in sorted((ROOT / folder).rglob("*"))
        if p.is_file() and p.suffix in {".py", ".sh", ".js", ".ts", ".css", ".txt", ""} and p != HERE
        and "node_modules" not in p.parts and "__pycache__" not in p.parts]
DATA = sorted((ROOT / "brass_widget" / "editions").rglob("*.json"))

DOCS_PATH = re.compile(r"(?<![\w./:-])docs/[\w./*<>-]*[\w/*]")  # docs/x.md, docs/lab-*.png; not REV:docs/x (git history)
ROOT_PAGE = re.compile(r"(?<![\w./-])([A-Z][A-Z_]+\.md)\b")  # README.md, DESIGN.md: a page at the root
MD_LINK = re.compile(r"\]\(([^)\s]+)\)")
RULEBOOK_FILE = re.compile(r"\d{3}_[0-9a-f]{16}\.txt|shared/rules")
OTHER_REPOSITORY = re.compile(r"@[0-9a-f]{7,}")  # a source's own path, in another repository pinned at a commit


def _lines(paths):
    for path in paths:
        where = path.relative_to(ROOT).as_posix()
        for n, line in enumerate(path.read_text("utf-8", errors="replace").splitlines(), 1):
            if "docs/" in line or ".md" in line or ".txt" in line or "shared/" in line:  # the lines worth a regex
                yield f"{where}:{n}", line


def _missing(named: str) -> bool:
    if "<" in named:  # a pattern written for the reader, e.g. docs/<name>.md
        return False
    if "*" in named:
        return not any(ROOT.glob(named))
    return not (ROOT / named.rstrip("/")).exists()


def test_every_docs_path_named_exists():
    missing = [(where, named) for where, line in _lines(PAGES + CODE) if not OTHER_REPOSITORY.search(line)
               for named in DOCS_PATH.findall(line) if _missing(named.rstrip("."))]
    assert not missing, missing


def test_every_root_page_named_exists():
    missing = [(where, name) for where, line in _lines(PAGES + CODE) for name in ROOT_PAGE.findall(line)
               if not (ROOT / name).exists()]
    assert not missing, missing  # e.g. DESIGN.md: the design is docs/design.md


def test_every_relative_link_of_the_pages_resolves():
    missing = []
    for page in PAGES:
        for n, line in enumerate(page.read_text("utf-8").splitlines(), 1):
            for target in MD_LINK.findall(line):
                if re.match(r"[a-z]+:|#", target):
                    continue
                path = (page.parent / target.split("#")[0]).resolve()
                if not path.exists():
                    missing.append((f"{page.relative_to(ROOT)}:{n}", target))
    assert not missing, missing


def test_rulebooks_are_cited_by_title_never_by_file():
    found = [(where, line.strip()[:120]) for where, line in _lines(PAGES + CODE + DATA) if RULEBOOK_FILE.search(line)]
    assert not found, found
