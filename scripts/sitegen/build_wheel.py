"""Build the pure-Python wheel of hanafuda_core without any build tool.

The site ships the core to the browser as a wheel that Pyodide's
``loadPackage`` installs.  A pure-Python wheel is a zip with a small
``.dist-info``; writing it directly takes milliseconds and is byte-for-byte
reproducible (fixed timestamps, sorted entries), so the build stays fast and
the content hash in the site's URL only changes when the code does.

Usage: python scripts/sitegen/build_wheel.py OUT_DIR
"""

from __future__ import annotations

import base64
import hashlib
import io
import sys
import tomllib
import zipfile
from pathlib import Path

PACKAGE = "hanafuda_core"
_EPOCH = (1980, 1, 1, 0, 0, 0)


def engine_package_dir() -> Path:
    """The folder of the hanafuda_core package this process imports (the
    working tree, or site-packages when installed)."""
    import importlib.util

    spec = importlib.util.find_spec(PACKAGE)
    if spec is None or not spec.submodule_search_locations:
        raise RuntimeError(f"{PACKAGE} is not importable")
    return Path(list(spec.submodule_search_locations)[0]).resolve()


def project_meta() -> dict:
    """The project's name, version, summary and Python requirement: from
    pyproject.toml next to the package (a working tree), else from the
    installed distribution's metadata."""
    pyproject = engine_package_dir().parent / "pyproject.toml"
    if pyproject.is_file():
        with open(pyproject, "rb") as f:
            project = tomllib.load(f)["project"]
        if project.get("name") == "hanafuda-core":
            return project
    from importlib import metadata

    meta = metadata.metadata("hanafuda-core")
    return {"name": meta["Name"], "version": meta["Version"], "description": meta.get("Summary", ""),
            "requires-python": meta.get("Requires-Python", ">=3.11")}


def _record_hash(data: bytes) -> str:
    digest = hashlib.sha256(data).digest()
    return "sha256=" + base64.urlsafe_b64encode(digest).rstrip(b"=").decode()


def wheel_bytes(extra: dict[str, bytes] | None = None, stored: bool = False,
                sources: bool = True) -> tuple[str, bytes]:
    """Return ``(file name, wheel contents)``.

    ``extra`` adds files (path inside the wheel -> contents), listed in
    RECORD like the sources: the site adds the bytecode compiled for the
    Pyodide it ships (compile_engine.mjs, next to this file), and leaves out
    the sources (``sources=False``), which that bytecode replaces.  ``stored`` leaves the
    members uncompressed, for a site that serves the wheel compressed as a
    whole (brotli over the whole archive finds what separate members share)."""
    meta = project_meta()
    dist = meta["name"].replace("-", "_")
    version = meta["version"]
    info = f"{dist}-{version}.dist-info"
    files: list[tuple[str, bytes]] = []
    package = engine_package_dir()
    for path in sorted(package.rglob("*.py")) if sources else ():
        files.append((path.relative_to(package.parent).as_posix(), path.read_bytes()))
    files += sorted((extra or {}).items())
    metadata = (
        "Metadata-Version: 2.1\n"
        f"Name: {meta['name']}\n"
        f"Version: {version}\n"
        f"Summary: {meta.get('description', '')}\n"
        f"Requires-Python: {meta.get('requires-python', '>=3.11')}\n"
    ).encode()
    wheel = (
        "Wheel-Version: 1.0\n"
        "Generator: hanafuda build_wheel.py\n"
        "Root-Is-Purelib: true\n"
        "Tag: py3-none-any\n"
    ).encode()
    files += [(f"{info}/METADATA", metadata), (f"{info}/WHEEL", wheel), (f"{info}/top_level.txt", b"hanafuda_core\n")]
    record = "".join(f"{name},{_record_hash(data)},{len(data)}\n" for name, data in files)
    record += f"{info}/RECORD,,\n"
    files.append((f"{info}/RECORD", record.encode()))
    buf = io.BytesIO()
    method = zipfile.ZIP_STORED if stored else zipfile.ZIP_DEFLATED
    with zipfile.ZipFile(buf, "w", method) as zf:
        for name, data in files:
            zi = zipfile.ZipInfo(name, _EPOCH)
            zi.compress_type = method
            zi.external_attr = 0o644 << 16
            zf.writestr(zi, data)
    return f"{dist}-{version}-py3-none-any.whl", buf.getvalue()


def build_wheel(out_dir: Path | str) -> Path:
    name, data = wheel_bytes()
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    target = out / name
    target.write_bytes(data)
    return target


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # run from a working tree
    if len(sys.argv) != 2:
        sys.exit("usage: build_wheel.py OUT_DIR")
    print(build_wheel(sys.argv[1]))
