"""Shared fixtures: a built site, served on 127.0.0.1 under a sub-path.

The site is built once per test session with ``site_url`` pointing at the
served address (Material's instant navigation needs the two to match), and
served under ``/hanafuda/learn/`` to prove that the site works from a
sub-path, as a host would deploy it.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

from serve_site import serve_in_thread  # noqa: E402

PREFIX = "/hanafuda/learn/"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def build_site(out_dir: Path, site_url: str, docs_dir: Path | None = None, config: Path | None = None):
    env = {**os.environ, "HANAFUDA_SITE_URL": site_url, "NO_MKDOCS_2_WARNING": "1"}
    cmd = [sys.executable, "-m", "mkdocs", "build", "--strict", "-q", "-d", str(out_dir), "-f", str(config or ROOT / "mkdocs.yml")]
    return subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True)


def project_config() -> dict:
    """This project's mkdocs.yml as data, its folders made absolute, so that a
    test can write a changed copy anywhere and build it."""
    import yaml

    config = yaml.safe_load((ROOT / "mkdocs.yml").read_text())
    for plugin in config["plugins"]:
        if isinstance(plugin, dict) and "hanafuda" in plugin:
            opts = plugin["hanafuda"]
            for key in ("tutorials", "pyodide", "japanese_font"):
                if key in opts:
                    opts[key] = str(ROOT / opts[key])
            opts["cache_dir"] = str(ROOT / opts.get("cache_dir", ".cache"))
    config["docs_dir"] = str(ROOT / "docs")
    return config


class Site:
    def __init__(self, directory: Path, port: int, server=None):
        self.directory = directory
        self.port = port
        self.server = server
        self.origin = f"http://127.0.0.1:{port}"
        self.base = self.origin + PREFIX

    def url(self, path: str = "") -> str:
        return self.base + path.lstrip("/")

    @property
    def requests(self) -> list[str]:
        """Every request so far as 'METHOD /path' (tests slice it)."""
        return self.server.requests


@pytest.fixture(scope="session")
def built_site(tmp_path_factory) -> Site:
    port = free_port()
    out = tmp_path_factory.mktemp("site")
    result = build_site(out, f"http://127.0.0.1:{port}{PREFIX}")
    assert result.returncode == 0, f"site build failed:\n{result.stdout}\n{result.stderr}"
    server = serve_in_thread(out, port, PREFIX)
    yield Site(out, port, server)
    server.shutdown()
