"""A gettext catalog file made in memory, for the tests of messages in another language."""

from __future__ import annotations

import struct


def mo_file(entries: dict[str, str]) -> bytes:
    """A gettext catalog file (the GNU .mo format) holding ``entries`` (keys as
    gettext looks them up: a context joined by \\x04, plural forms by \\x00)."""
    entries = {"": "Content-Type: text/plain; charset=utf-8\nPlural-Forms: nplurals=1; plural=0;\n", **entries}
    keys = sorted(entries)
    ids = b"".join(k.encode() + b"\0" for k in keys)
    strs = b"".join(entries[k].encode() + b"\0" for k in keys)
    start = 7 * 4 + 16 * len(keys)
    offsets, o = [], 0
    for k in keys:
        offsets += [len(k.encode()), start + o]
        o += len(k.encode()) + 1
    soffsets, o = [], 0
    for k in keys:
        soffsets += [len(entries[k].encode()), start + len(ids) + o]
        o += len(entries[k].encode()) + 1
    head = struct.pack("7I", 0x950412DE, 0, len(keys), 7 * 4, 7 * 4 + 8 * len(keys), 0, 0)
    return head + struct.pack(f"{len(offsets)}I", *offsets) + struct.pack(f"{len(soffsets)}I", *soffsets) + ids + strs
