"""Binder builds: repo2docker's own reading of binder/requirements.txt (its generated Dockerfile).

repo2docker installs a requirements file before copying the repository unless the file names a local path; a
file of just ".\\n" was guessed to be UTF-16 by its encoding detector, so pip ran with no repository to install
("Directory '.' is not installable"). The test renders the Dockerfile repo2docker would build and checks the
order of its steps."""

import pathlib

ROOT = pathlib.Path(__file__).resolve().parents[2]


def _dockerfile(monkeypatch) -> list[str]:
    from repo2docker.buildpacks import PythonBuildPack
    monkeypatch.chdir(ROOT)  # repo2docker reads the repository from the working folder
    pack = PythonBuildPack(base_image="docker.io/library/buildpack-deps:jammy")
    pack.platform = "linux/amd64"
    return pack.render().splitlines()


def test_repo2docker_copies_the_repository_before_pip_installs_it(monkeypatch):
    lines = _dockerfile(monkeypatch)
    pip = next(i for i, line in enumerate(lines) if "pip install" in line and "binder/requirements.txt" in line)
    copy = next(i for i, line in enumerate(lines) if line.startswith("COPY") and " src/ " in line)
    assert copy < pip, "repo2docker must copy the repository before installing binder/requirements.txt"


def test_the_requirements_install_this_repository_with_the_lab_extra():
    lines = [ln.split("#", 1)[0].strip() for ln in (ROOT / "binder" / "requirements.txt").read_text("ascii").splitlines()]
    assert [ln for ln in lines if ln] == [".[lab]"]
