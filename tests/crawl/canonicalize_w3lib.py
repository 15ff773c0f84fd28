"""``webapi.crawl.canonicalize`` against Scrapy's ``w3lib.url.canonicalize_url`` on the three
corpora of ``../shared/bench/``: every URL on which the two keys differ, sorted into classes.

``python tests/crawl/canonicalize_w3lib.py`` prints the table of ``docs/canonicalize.md``;
``test_canonicalize_w3lib.py`` (slow) checks that the table is current and no difference is
left unclassified.

Both sides get what a crawler has: webapi the line and the corpus's base URL (relative lines of
the synthetic corpus); w3lib the line joined to the base with ``urllib.parse.urljoin`` (what
``response.urljoin`` does in Scrapy). Each differing URL is compared component by component
(both keys parsed by the URL Standard), and each differing component is put in the first class
whose normalization, applied to both sides, makes them equal.
"""

from __future__ import annotations

import re
import sys
from collections import Counter
from collections.abc import Callable, Iterator
from urllib.parse import quote, unquote, urljoin, urlsplit

from benchmarks.corpora import data_dir

BENCH = data_dir()
CORPORA = ("urls-real-web.txt", "urls-real-files.txt", "urls-synthetic.txt")
BASE = "https://www.example.com/docs/guide/index.html?lang=en#top"

#: Class -> why the two differ.
CLASSES: dict[str, str] = {
    "webapi-invalid": "The line is not a URL (the URL parser fails, a browser would throw); "
    "w3lib still makes a key of it.",
    "w3lib-error": "w3lib raises on the line; webapi gives a key.",
    "query-blank-value": "A parameter without `=` (`?a&b=1`): w3lib writes `a=`; webapi keeps "
    "the parameter's bytes (the raw query differs; a form decoder sees the same).",
    "query-percent-encoding": "w3lib re-encodes each parameter with its own safe set (`/`, `:`, "
    "`;`, `{`, `|`, `` ` `` become `%2F`, `%3A`, ...; `%`-escapes it decodes are encoded again); "
    "webapi keeps the bytes the URL Standard's query percent-encode set gives.",
    "query-order": "Both sort parameters; w3lib by their encoded form, webapi by decoded "
    "(name, value), so differently encoded names can sort differently.",
    "path-reserved-decoded": "w3lib decodes percent-encoded reserved characters in the path "
    "(`%40` → `@`, `%2B` → `+`, `%26` → `&`, `%3A` → `:`); RFC 3986 section 6.2.2.2 says those "
    "are not equivalent, so webapi keeps them encoded.",
    "path-invalid-escape": "A `%` not followed by two hex digits: w3lib writes `%25`; the URL "
    "Standard keeps the `%` as is (a browser sends it so).",
    "path-percent-encode-set": "Code points one side percent-encodes in the path and the other "
    "does not (w3lib encodes `{`, `}`, `|`, `^` and `'`, or decodes what the URL Standard's path "
    "percent-encode set keeps encoded); webapi's path is a browser's.",
    "opaque-path": "`data:`, `mailto:`, `javascript:` URLs: w3lib treats the opaque path as a "
    "hierarchical path and percent-encodes it (`<` → `%3C`, space → `%20`, `%3A` → `:`); the URL "
    "Standard keeps an opaque path as written but for C0 controls.",
    "default-port": "w3lib keeps an explicit default port (`https://a:443/`); the URL Standard "
    "drops it (a browser does).",
    "authority-syntax": "Backslashes and extra slashes in special URLs (`https:\\\\host\\p`, "
    "`https:///host/`): the URL Standard reads them as the authority, as browsers do; `urljoin` "
    "takes the line as a relative path under the base.",
    "host-ip-forms": "IP address forms (`0240.124.115.182`, `0x7f.1`, `2981440826`, uncompressed "
    "IPv6): the URL Standard's host parser writes the address a browser connects to (dotted "
    "decimal, compressed IPv6); w3lib keeps the text.",
    "opaque-host": "Hosts of non-special URLs (`myapp://Token`): w3lib lowercases them and adds "
    "a `/` path; the URL Standard keeps an opaque host's case (it need not be a DNS name) and the "
    "empty path.",
    "host-idna": "IDNA: the URL Standard uses UTS 46 non-transitional processing (`faß.com` → "
    "`xn--fa-hia.com`); w3lib uses Python's IDNA 2003 codec, which maps `ß` to `ss` (another "
    "host).",
    "file-url": "`file:` URLs: the URL Standard drops a `localhost` host and writes a drive "
    "letter `C|` as `C:`.",
    "path-resolution": "Dot segments and relative resolution: `urljoin` (RFC 3986) and the URL "
    "Standard resolve differently (`..` above the root, `%2e` segments).",
    "other": "Anything else (there should be nothing here).",
}

_SPECIAL = ("http", "https", "ws", "wss", "ftp", "file")
_INVALID_ESCAPE = re.compile("%(?![0-9A-Fa-f]{2})")
_RESERVED_ESCAPE = re.compile("%(21|24|26|27|28|29|2[ABCabc]|3[ABDabd]|40)")


def _decode_reserved(s: str) -> str:
    return _RESERVED_ESCAPE.sub(lambda m: chr(int(m.group(1), 16)), s)


def _params(query: str, blank: bool, encoding: bool, order: bool) -> str:
    parts = [p for p in query.split("&") if p]
    if blank:
        parts = [p if "=" in p else p + "=" for p in parts]
    if encoding:
        parts = [
            "=".join(quote(unquote(x.replace("+", " ")), safe="") for x in p.split("=", 1))
            for p in parts
        ]
    if order:
        parts.sort()
    return "&".join(parts)


def _first(
    ours: str, theirs: str, steps: list[tuple[str, Callable[[str], str]]], default: str
) -> list[str]:
    """The classes of the steps that, applied in turn to both sides, make them equal, or
    ``[default]`` when they never do."""
    needed = []
    for name, step in steps:
        a, b = step(ours), step(theirs)
        if (a, b) != (ours, theirs):
            needed.append(name)
        ours, theirs = a, b
        if ours == theirs:
            return needed
    return [default]


def classify(line: str) -> list[str] | None:
    """The classes of the difference for ``line`` (``None``: the keys are equal)."""
    from w3lib.url import canonicalize_url

    from webapi import URL
    from webapi.crawl import canonicalize
    from webapi.url import URLParseError

    try:
        ours: str | None = canonicalize(line, BASE)
    except URLParseError:
        ours = None
    try:
        theirs: str | None = canonicalize_url(urljoin(BASE, line))
    except Exception:
        theirs = None
    if ours == theirs:
        return None
    if ours is None:
        return ["webapi-invalid"]
    if theirs is None:
        return ["w3lib-error"]
    a = URL(ours)
    b = URL.parse(theirs)
    if b is None:
        return ["other"]
    classes: list[str] = []
    if a.protocol == "file:" and (
        "//localhost" in theirs.lower() or re.search("^file:///[A-Za-z][|]", theirs)
    ):
        classes.append("file-url")
        theirs = re.sub("^file://localhost/", "file:///", theirs, flags=re.IGNORECASE)
        theirs = re.sub("^(file:///[A-Za-z])[|]", r"\1:", theirs)
        b = URL(theirs)
    raw = urlsplit(theirs)
    raw_host = (raw.hostname or "").lower()
    if a.hostname.strip("[]") != raw_host:
        if "\\" in line or (a.hostname and a.hostname in raw.path.lower()):
            return ["authority-syntax"]
        if re.fullmatch(r"[0-9.]+|\[[0-9a-f:.]+\]", a.hostname):
            classes.append("host-ip-forms")
        elif "xn--" in a.hostname:
            classes.append("host-idna")
        elif a.protocol[:-1] not in _SPECIAL and a.hostname.lower() == raw_host:
            classes.append("opaque-host")
        else:
            classes.append("other")
    if a.protocol != b.protocol or a.username != b.username or a.password != b.password:
        classes.append("other")
    explicit = urlsplit(theirs).port
    if a.port != b.port or (explicit is not None and str(explicit) != a.port):
        classes.append("default-port" if not a.port else "other")
    if a.pathname != b.pathname and not (a.pathname == "" and "opaque-host" in classes):
        if a.pathname[:1] != "/":
            classes.append("opaque-path")
        else:
            classes += _first(
                a.pathname,
                b.pathname,
                [
                    ("path-invalid-escape", lambda s: _INVALID_ESCAPE.sub("%25", s)),
                    ("path-reserved-decoded", _decode_reserved),
                    ("path-percent-encode-set", lambda s: unquote(s)),
                ],
                "path-resolution",
            )
    if a.search != b.search:
        if a.pathname[:1] != "/" and "opaque-path" in classes:
            pass  # the query of an opaque-path URL goes with it
        else:
            q, r = a.search[1:], b.search[1:]
            classes += _first(
                q,
                r,
                [
                    ("query-blank-value", lambda s: _params(s, True, False, False)),
                    ("query-percent-encoding", lambda s: _params(s, True, True, False)),
                    ("query-order", lambda s: _params(s, True, True, True)),
                ],
                "other",
            )
    if a.hash != b.hash:
        classes.append("other")
    return classes or ["other"]


def _lines(name: str) -> Iterator[str]:
    with open(BENCH / name, encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if line:
                yield line


def compare() -> dict[str, dict[str, int]]:
    """Per corpus: ``urls``, ``differ``, and the count of differing URLs in each class (a
    URL can be in several)."""
    result: dict[str, dict[str, int]] = {}
    for name in CORPORA:
        counts: Counter[str] = Counter()
        for line in _lines(name):
            counts["urls"] += 1
            classes = classify(line)
            if classes is not None:
                counts["differ"] += 1
                for c in sorted(set(classes)):
                    counts[c] += 1
        result[name] = dict(counts)
    return result


def table(result: dict[str, dict[str, int]]) -> str:
    header = "| class | " + " | ".join(f"`{n}`" for n in CORPORA) + " |"
    lines = [header, "|---|" + "---:|" * len(CORPORA)]
    for key in ("urls", "differ"):
        label = {"urls": "URLs", "differ": "keys differ"}[key]
        lines.append(
            f"| **{label}** | " + " | ".join(f"{result[n].get(key, 0):,}" for n in CORPORA) + " |"
        )
    for c in CLASSES:
        lines.append(f"| `{c}` | " + " | ".join(f"{result[n].get(c, 0):,}" for n in CORPORA) + " |")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    sys.stdout.write(table(compare()))
