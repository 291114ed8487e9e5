"""The README's engine example runs as written and prints what it says."""

import re
from pathlib import Path

README = (Path(__file__).resolve().parents[2] / "README.md").read_text()


def _block(after: str) -> str:
    start = README.index(after)
    return re.search(r"```python\n(.*?)```", README[start:], re.S).group(1)


def test_engine_example_runs_and_matches_its_comments():
    code = _block("## The engine")
    names: dict = {}
    exec(compile(code, "README.md", "exec"), names)  # the README's own example, nothing else
    g = names["g"]
    first = re.search(r"str\(actions\[0\]\)\s+# '(.*)'", code).group(1)
    assert str(names["actions"][0]) == first
    reason = g.why_not("build iron_works colne card colne")[0]
    assert reason.rule in code and reason.message in code
    assert g.history == []  # the example plays a decision, then undoes it
