"""``format(URL, options)``: the href of a URL less what the options leave out."""

from __future__ import annotations

from ...url import URL, basic_url_parse, url_serialize
from ._domain import labels_to_unicode
from ._errors import NodeTypeError, invalid_arg_type, to_boolean

__all__ = ["format"]


def _flag(
    options: dict[str, object], keywords: dict[str, bool | None], name: str, default: bool
) -> bool:
    value = keywords[name]
    if value is None:
        value = options.get(name)  # type: ignore[assignment]
    # "if (options.fragment != null) fragment = Boolean(options.fragment)"
    return default if value is None else to_boolean(value)


def format(
    url: URL,
    options: dict[str, object] | None = None,
    *,
    auth: bool | None = None,
    fragment: bool | None = None,
    search: bool | None = None,
    unicode: bool | None = None,
) -> str:
    """Node's ``url.format(URL[, options])`` for a WHATWG ``URL``: its href, without the
    credentials when ``auth`` is false, the fragment when ``fragment`` is false, the query
    when ``search`` is false, and with the host in Unicode when ``unicode`` is true.  Options
    come as Node's dict or as keywords (keywords win).

    The legacy forms (a string, or an object from the deprecated ``url.parse()``) are not
    supported: pass a ``URL``.
    """
    if not isinstance(url, URL):
        if isinstance(url, (str, dict)):
            raise NodeTypeError(
                "ERR_INVALID_ARG_TYPE",
                "webapi.node.url.format() takes a URL: the legacy url.parse() objects and "
                "strings are not supported (use webapi.URL)",
            )
        raise invalid_arg_type("urlObject", "one of type object or string", url)
    if options is None:
        options = {}
    elif not isinstance(options, dict):
        raise invalid_arg_type("options", "of type object", options)
    keywords = {"auth": auth, "fragment": fragment, "search": search, "unicode": unicode}
    record = basic_url_parse(url.href)
    assert record is not None
    if not _flag(options, keywords, "fragment", True):
        record.fragment = None
    if _flag(options, keywords, "unicode", False) and isinstance(record.host, str) and record.host:
        record.host = labels_to_unicode(record.host)
    if not _flag(options, keywords, "search", True):
        record.query = None
    if not _flag(options, keywords, "auth", True):
        record.username = ""
        record.password = ""
    return url_serialize(record)
