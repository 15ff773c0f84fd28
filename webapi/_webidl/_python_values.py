"""Objects of Python's libraries that stand for the values Web IDL converts.

* *URL objects* (httpx's and yarl's ``URL``, ``urllib.parse``'s results, ...) are their URL
  string wherever a string is taken (the string converters of :mod:`._strings` ask
  :func:`url_string` on their slow path, as a JavaScript engine stringifies a ``URL`` object),
  and wherever webapi's Python functions take a URL (``webapi.url.engine.url_argument``). They
  are recognised by the module and qualified name of their class or one of its bases
  (:data:`URL_CLASSES`), so that no library is imported to ask, and a subclass is its base's.
* *Multi-value mappings* (multidict's ``MultiDict``, werkzeug's ``MultiDict``, httpx's
  ``QueryParams`` and ``Headers``, ...) hold several values per name: :func:`multi_value_pairs`
  gives every pair in the library's own order, which a union converter takes as a sequence of
  pairs (:mod:`._compound`) and ``Headers(init)`` as its field lines, where the mapping protocol
  (a ``record``) would keep one value per name. They are recognised by the methods their
  libraries document (:data:`MULTI_VALUE_METHODS`).
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Iterable

__all__ = [
    "MULTI_VALUE_METHODS",
    "URL_CLASSES",
    "URL_LIBRARIES",
    "multi_value_pairs",
    "not_a_url",
    "url_string",
]

#: (module, qualified name) of the URL classes of Python libraries whose objects stand for a
#: URL, with the method that gives the URL's string (``geturl`` of ``urllib.parse``'s bytes
#: results gives ASCII bytes, which are decoded): httpx's ``URL`` (also httpx's
#: ``request.url``), yarl's ``URL`` (aiohttp's ``request.url`` and ``response.url``),
#: ``urllib.parse``'s ``urlsplit``/``urlparse``/``urldefrag`` results (``str`` and ``bytes``),
#: urllib3's ``Url`` (``parse_url``), rfc3986's ``URIReference``, ``IRIReference`` and
#: ``ParseResult``, hyperlink's ``URL`` and ``DecodedURL`` (Twisted), Starlette's ``URL``
#: (FastAPI's ``request.url``), pydantic's URL types (``AnyUrl``, ``HttpUrl``, ... and
#: pydantic-core's ``Url``) and furl's ``furl``. docs/url.md lists them with the versions tested.
URL_CLASSES: dict[tuple[str, str], str] = {
    ("httpx", "URL"): "__str__",
    ("yarl", "URL"): "__str__",
    ("urllib.parse", "SplitResult"): "geturl",
    ("urllib.parse", "ParseResult"): "geturl",
    ("urllib.parse", "DefragResult"): "geturl",
    ("urllib.parse", "SplitResultBytes"): "geturl",
    ("urllib.parse", "ParseResultBytes"): "geturl",
    ("urllib.parse", "DefragResultBytes"): "geturl",
    ("urllib3.util.url", "Url"): "__str__",
    ("rfc3986.uri", "URIReference"): "unsplit",
    ("rfc3986.iri", "IRIReference"): "unsplit",
    ("rfc3986.parseresult", "ParseResult"): "unsplit",
    ("hyperlink._url", "URL"): "to_text",
    ("hyperlink._url", "DecodedURL"): "to_text",
    ("starlette.datastructures", "URL"): "__str__",
    ("pydantic.networks", "_BaseUrl"): "__str__",
    ("pydantic_core._pydantic_core", "Url"): "__str__",
    ("furl.furl", "furl"): "__str__",
}

#: The libraries of :data:`URL_CLASSES` as users know them, for messages.
URL_LIBRARIES = tuple(
    dict.fromkeys(
        module if module == "urllib.parse" else module.partition(".")[0].partition("_")[0]
        for module, _ in URL_CLASSES
    )
)


def url_string(value: object) -> str | None:
    """The URL string of an object of one of :data:`URL_CLASSES` (or of a subclass), else
    ``None`` (also where its method gives no ``str``, or bytes that are not ASCII)."""
    for cls in type(value).__mro__:
        method = URL_CLASSES.get((cls.__module__, cls.__qualname__))
        if method is None:
            continue
        result = getattr(value, method)()
        if isinstance(result, bytes):
            try:
                result = result.decode("ascii")  # (what urllib.parse's bytes results hold)
            except UnicodeDecodeError:
                return None
        return str.__str__(result) if isinstance(result, str) else None
    return None


def _type_name(value: object) -> str:
    """How a rejected value is named: ``None``, or its type with its module (``httpx.URL``),
    but for a built-in type (``'bytes'``)."""
    if value is None:
        return "None"
    cls = type(value)
    module = cls.__module__
    name = cls.__qualname__ if module == "builtins" else f"{module}.{cls.__qualname__}"
    return f"an object of type '{name}'"


def not_a_url(value: object, function: str, parameter: str, also: str = "") -> TypeError:
    """The error for a Python function's URL argument that is none of the URLs it takes: it
    names the function, the parameter (``also``: what else it takes, as ``"an origin or "``),
    the URL objects it takes and the type it got with its module (a class named ``URL`` of
    another library is not mistaken for webapi's), and says what to pass."""
    libraries = ", ".join(URL_LIBRARIES[:-1]) + " or " + URL_LIBRARIES[-1]
    return TypeError(
        f"{function}(): parameter '{parameter}' is not {also}a URL: a str, a webapi URL, a URL "
        f"record or a URL object of {libraries} (got {_type_name(value)}); pass the URL as a str"
    )


#: The methods that give every (name, value) pair of a multi-value mapping, in the order they
#: are tried: httpx's ``Headers`` and ``QueryParams`` and Starlette's ``MultiDict`` and
#: ``QueryParams`` (``multi_items()``), orderedmultidict's ``omdict`` (furl's ``args``:
#: ``allitems()``, before its ``iteritems()``, which gives one pair per name), urllib3's
#: ``HTTPHeaderDict`` (``iteritems()``), werkzeug's ``Headers`` (``to_wsgi_list()``); then
#: multidict's ``MultiDict``, ``CIMultiDict`` and their proxies (aiohttp's ``request.query``,
#: yarl's ``URL.query``), whose ``items()`` has every pair (they have ``getall``); then the
#: mappings of a name to a list of values (``getlist`` and ``keys``): werkzeug's ``MultiDict``
#: (Flask's ``request.args``), Django's ``QueryDict``, Scrapy's ``Headers``: each value of
#: ``getlist(name)`` for each name.
MULTI_VALUE_METHODS = ("multi_items", "allitems", "iteritems", "to_wsgi_list")


def multi_value_pairs(value: object) -> Iterable[tuple[object, object]] | None:
    """Every (name, value) pair of a multi-value mapping (see :data:`MULTI_VALUE_METHODS`),
    as the library iterates them, or ``None`` for any other object (a ``dict`` at once)."""
    if type(value) is dict:
        return None
    for name in MULTI_VALUE_METHODS:
        method = getattr(value, name, None)
        if callable(method):
            return method()  # type: ignore[no-any-return]
    if callable(getattr(value, "getall", None)):
        items = getattr(value, "items", None)
        if callable(items):
            return items()  # type: ignore[no-any-return]
    getlist = getattr(value, "getlist", None)
    keys = getattr(value, "keys", None)
    if callable(getlist) and callable(keys):
        return ((name, item) for name in keys() for item in getlist(name))
    return None
