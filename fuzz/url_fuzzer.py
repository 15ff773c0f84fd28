"""Coverage-guided fuzz target for webapi's URL Standard implementation (atheris).

Only documented exceptions may escape: ``URLParseError`` from ``new URL()``, the ``href``
setter and ``validate`` with a bad base.  The target also checks invariants that must hold
for any input: ``canParse`` agrees with ``parse`` and the constructor, an href re-parses to
the same href, a failed parse reports a failure validation error, setters never raise
(except ``href``), URLSearchParams serialization is stable.

Run (see docs/fuzzing.md)::

    pip install atheris
    python fuzz/url_fuzzer.py -seed-corpus=fuzz/corpus        # write seeds from the WPT data
    python fuzz/url_fuzzer.py fuzz/corpus -runs=1000000 -max_len=4096

Without atheris the module still imports, so a test can call ``test_one_input`` directly.
"""

from __future__ import annotations

import contextlib
import importlib.util
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

if importlib.util.find_spec("webapi") is None:
    # Run from a checkout without installing: the package is beside this directory.
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

try:
    import atheris  # type: ignore[import-untyped]
except ImportError:  # the smoke test runs the target without atheris
    atheris = None

if atheris is not None and __name__ == "__main__":
    with atheris.instrument_imports(include=["webapi"]):
        from webapi import URL, URLParseError, URLSearchParams
        from webapi.url import (
            URL_ATTRIBUTES,
            domain_to_ascii,
            host_parse,
            urlencoded_string_parse,
            validate,
        )
else:
    from webapi import URL, URLParseError, URLSearchParams
    from webapi.url import (
        URL_ATTRIBUTES,
        domain_to_ascii,
        host_parse,
        urlencoded_string_parse,
        validate,
    )

__all__ = ["MODES", "test_one_input"]

#: Every string attribute but read-only ``origin`` has a setter.
SETTERS = tuple(name for name in URL_ATTRIBUTES if name != "origin")
ATTRIBUTES = URL_ATTRIBUTES
DEFAULT_HREF = "https://user:pass@example.org:8080/a/b?c=d#e"


def _usv(text: str) -> str:
    """What a JavaScript string becomes as a USVString (lone surrogates to U+FFFD)."""
    return text.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "replace")


def _state(url: URL) -> tuple[str, ...]:
    return tuple(getattr(url, name) for name in ATTRIBUTES)


def _check_parse(text: str, base: str | None) -> URL | None:
    parsed = URL.parse(text, base)
    can = URL.canParse(text, base)
    try:
        constructed: URL | None = URL(text, base)
    except URLParseError:
        constructed = None
    assert can is (parsed is not None) is (constructed is not None), (text, base)
    if parsed is None:
        return None
    assert constructed is not None and constructed.href == parsed.href
    again = URL(parsed.href)
    assert _state(again) == _state(parsed), (text, base)
    list(parsed.searchParams)
    return parsed


def _mode_parse(text: str, other: str, selector: int) -> None:
    _check_parse(text + other, None)
    try:
        errors = validate(text + other)
    except URLParseError:
        raise AssertionError("validate without a base raised") from None
    failed = any(error.failure for error in errors)
    assert failed is (URL.parse(text + other) is None), text


def _mode_relative(text: str, other: str, selector: int) -> None:
    base = other if URL.canParse(other) else DEFAULT_HREF + other
    _check_parse(text, base)
    try:
        validate(text, base)
    except URLParseError:
        assert not URL.canParse(base)


def _mode_setter(text: str, other: str, selector: int) -> None:
    url = URL.parse(other) or URL(DEFAULT_HREF)
    setter = SETTERS[selector % len(SETTERS)]
    before = url.href
    try:
        setattr(url, setter, text)
    except URLParseError:
        assert setter == "href" and url.href == before
    assert _state(URL(url.href)) == _state(url), (other, setter, text)
    # Setting the same value again changes nothing.
    snapshot = _state(url)
    with contextlib.suppress(URLParseError):
        setattr(url, setter, text)
    assert _state(url) == snapshot


def _mode_search_params(text: str, other: str, selector: int) -> None:
    params = URLSearchParams(text)
    serialized = str(params)
    again = URLSearchParams(serialized)
    assert list(again) == list(params) and str(again) == serialized
    params.append(other, text)
    params.sort()
    keys = [name for name, _ in params]
    assert keys == sorted(keys, key=lambda k: k.encode("utf-16-be"))
    params.delete(other)
    assert not params.has(other)
    url = URL(DEFAULT_HREF)
    url.searchParams.append(text, other)
    assert list(URL(url.href).searchParams) == list(url.searchParams)


def _mode_hosts(text: str, other: str, selector: int) -> None:
    # The exported algorithms take scalar value strings (the bindings convert).
    domain = _usv(text)
    for strict in (False, True):
        result = domain_to_ascii(domain, strict)
        assert result is None or result.isascii()
    if domain:
        host_parse(domain, selector % 2 == 1)
    urlencoded_string_parse(domain)
    url = URL.parse(f"https://{text}/")
    if url is not None:
        assert url.hostname.isascii()


#: The first input byte picks one of these.
MODES: tuple[Callable[[str, str, int], None], ...] = (
    _mode_parse,
    _mode_parse,
    _mode_relative,
    _mode_setter,
    _mode_setter,
    _mode_search_params,
    _mode_hosts,
)


def test_one_input(data: bytes) -> None:
    """The fuzz target: byte 0 picks the mode, byte 1 a setter (and where the rest splits),
    the rest is UTF-8 (invalid bytes become lone surrogates, as in a broken JS string)."""
    if len(data) < 2:
        return
    mode = MODES[data[0] % len(MODES)]
    text = data[2:].decode("utf-8", "surrogateescape")
    cut = len(text) * data[1] // 256
    mode(text[:cut], text[cut:], data[1])


def seed_inputs() -> Iterator[bytes]:
    """Seeds from the WPT data (found as the test suite finds it; see wpt/README.md): each
    URL test's input and base, once in each mode."""
    root = Path(__file__).resolve().parent.parent
    sys.path.insert(0, str(root))
    import wpt

    for case in wpt.load("urltestdata.json"):
        if isinstance(case, str):
            continue
        text = case["input"].encode("utf-8", "surrogatepass")
        base = (case.get("base") or "").encode("utf-8", "surrogatepass")
        for mode in range(len(MODES)):
            yield bytes([mode, 128]) + text + base


def write_seed_corpus(directory: Path) -> int:
    """Write :func:`seed_inputs` into ``directory``, a file each; their count."""
    directory.mkdir(parents=True, exist_ok=True)
    count = 0
    for count, data in enumerate(seed_inputs(), 1):
        (directory / f"wpt-{count - 1}").write_bytes(data)
    return count


def main(argv: list[str]) -> None:
    for arg in argv[1:]:
        if arg.startswith("-seed-corpus="):
            count = write_seed_corpus(Path(arg.split("=", 1)[1]))
            print(f"wrote {count} seeds")
            return
    if atheris is None:
        raise SystemExit("atheris is not installed: pip install atheris")
    atheris.Setup(argv, test_one_input)
    atheris.Fuzz()


if __name__ == "__main__":
    main(sys.argv)
