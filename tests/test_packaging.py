"""What ``pip install .`` (the Dockerfile) ships: every package of the source tree."""

from __future__ import annotations

import functools
import os
import shutil
import subprocess
import sys
import sysconfig
import tomllib
from pathlib import Path

import pytest

from bot.i18n import LANGUAGES, t

ROOT = Path(__file__).resolve().parent.parent


def test_every_package_is_listed_for_setuptools():
    setuptools = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
    mapped = setuptools["package-dir"]  # a folder installed under another name (the catalogs)
    found = {
        ".".join(init.parent.relative_to(ROOT).parts)
        for top in ("engine", "bot")
        for init in (ROOT / top).rglob("__init__.py")
    }
    assert found | set(mapped) == set(setuptools["packages"])
    assert all((ROOT / folder / "__init__.py").is_file() for folder in mapped.values())


# -- the image: pinned dependencies, an init, a health check ------------------------------


def locked() -> dict[str, str]:
    from packaging.utils import canonicalize_name

    pins: dict[str, str] = {}
    for line in (ROOT / "requirements.lock").read_text().splitlines():
        if line.strip() and not line.startswith("#"):
            name, version = line.split("==")
            pins[canonicalize_name(name)] = version
    return pins


def test_the_lock_satisfies_every_dependency_of_pyproject():
    from packaging.requirements import Requirement
    from packaging.utils import canonicalize_name

    pins = locked()
    dependencies = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["dependencies"]
    for text in dependencies:
        requirement = Requirement(text)
        name = canonicalize_name(requirement.name)
        assert name in pins, f"{name} is not in requirements.lock: run `make lock`"
        assert requirement.specifier.contains(pins[name]), (text, pins[name])


def test_the_dockerfile_pins_installs_first_and_stops_cleanly():
    lines = [
        line.strip()
        for line in (ROOT / "Dockerfile").read_text().splitlines()
        if line.strip() and not line.lstrip().startswith("#")
    ]
    base = next(line for line in lines if line.startswith("FROM "))
    assert "@sha256:" in base and len(base.split("@sha256:")[1].split()[0]) == 64, base
    steps = [line.split()[0] for line in lines]
    copies = [i for i, line in enumerate(lines) if line.startswith("COPY ")]
    lock_copy = next(i for i in copies if "requirements.lock" in lines[i])
    lock_install = next(
        i for i, line in enumerate(lines) if "pip install" in line and "requirements.lock" in line
    )
    # the dependency layer comes before any code is copied, so code changes keep its cache
    assert lock_copy < lock_install < min(i for i in copies if i != lock_copy)
    assert any("--no-deps" in line for line in lines[lock_install + 1 :] if "pip install" in line)
    entrypoint = next(line for line in lines if line.startswith("ENTRYPOINT"))
    assert "tini" in entrypoint
    health = " ".join(lines[steps.index("HEALTHCHECK") :][:2])
    assert '"redzone", "health"' in health
    assert lines[-1] == 'CMD ["redzone", "run"]'


# -- a non-editable install: what the image runs -----------------------------------------


def dockerfile_lines() -> list[str]:
    """The Dockerfile's instructions (``RUN ...``), comments left out."""
    text = (ROOT / "Dockerfile").read_text()
    return [line.strip() for line in text.splitlines() if line.strip()[:1] not in ("", "#")]


def dockerfile_copies() -> list[str]:
    """What the Dockerfile copies into the image to install the project (the lock aside)."""
    sources: list[str] = []
    for line in (ROOT / "Dockerfile").read_text().splitlines():
        words = line.split()
        if words[:1] == ["COPY"]:
            sources += [word for word in words[1:-1] if word != "requirements.lock"]
    return sources


@pytest.mark.slow
def test_a_wheel_installed_in_a_fresh_venv_answers_in_italian(tmp_path):
    # The Dockerfile's way: the copied tree, installed with pip, not editable, and no
    # REDZONE_LOCALES. Offline: the wheel is built with the venv's setuptools and installed
    # with --no-deps into a venv that reads the dependencies from this one.
    source = tmp_path / "source"
    source.mkdir()
    for name in dockerfile_copies():
        copy = shutil.copytree if (ROOT / name).is_dir() else shutil.copy
        copy(ROOT / name, source / name)
    pip = [sys.executable, "-m", "pip", "--disable-pip-version-check", "-q"]
    run = functools.partial(subprocess.run, check=True, capture_output=True, text=True)
    run([*pip, "wheel", "--no-deps", "--no-build-isolation", "--no-index", "-w", tmp_path, source])
    venv = tmp_path / "venv"
    run([sys.executable, "-m", "venv", "--without-pip", venv])
    python = venv / "bin" / "python"
    site = run([python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"])
    (Path(site.stdout.strip()) / "dependencies.pth").write_text(
        sysconfig.get_paths()["purelib"] + "\n"
    )
    wheel = next(tmp_path.glob("redzone-*.whl"))
    run([*pip, "--python", python, "install", "--no-deps", "--no-index", "-I", wheel])

    env = {k: v for k, v in os.environ.items() if k not in ("REDZONE_LOCALES", "PYTHONPATH")}
    env["HOME"] = str(tmp_path)
    where = run([python, "-c", "import bot; print(bot.__file__)"], env=env, cwd=tmp_path)
    assert Path(where.stdout.strip()).is_relative_to(venv), where.stdout  # the installed copy
    # the image's step, run as the image runs it (in the copied source): the catalogs'
    # parse kept beside the installed catalogs
    [step] = [line.split()[1:] for line in dockerfile_lines() if "bot.i18n" in line]
    assert step[0] == "python", step
    run([python, *step[1:]], env=env, cwd=source)
    kept = Path(where.stdout.strip()).parent / "locales" / "__pycache__"
    assert sorted(path.name.split(".")[0] for path in kept.glob("*.pickle")) == sorted(LANGUAGES)
    board = "Alice: Bear 2/2 | Bob: Wall 0/4 blocks Bear"
    installed = subprocess.run(
        [venv / "bin" / "redzone", "combat", "--lang", "it", board],
        capture_output=True,
        text=True,
        env=env,
        cwd=tmp_path,
    )
    assert installed.returncode == 0, installed.stderr
    here = run([sys.executable, "-m", "bot.cli", "combat", "--lang", "it", board], cwd=ROOT)
    assert installed.stdout == here.stdout
    assert installed.stdout.startswith(t("it", "summary-title", mode=t("it", "mode-1v1")))
