"""The fields a table of pages has, each read from a page's ``Document`` as a scraper reads it:
parsel's CSS and XPath queries (``webapi.parsel.Selector``: ``::text``, ``::attr(name)``), the
URLs of elements' attributes resolved as a browser resolves ``a.href``, the body's
``innerText``, or a function of the document. Each field has one Arrow type, whatever the page,
so that every partition's table has the same schema. Needs no Dask."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

__all__ = ["STRING", "STRINGS", "Field", "compile_fields", "field_types"]

#: The Arrow types a field may have, by name: a string, a list of strings, numbers, booleans.
STRING = "string"
STRINGS = "list<string>"
TYPES = (STRING, STRINGS, "int64", "float64", "bool")
#: The column every table starts with: the page's URL.
URL_COLUMN = "url"


class Field:
    """One compiled field: its name, its Arrow type's name (one of ``TYPES``) and how it is
    read (``read(page_document, selector)``)."""

    __slots__ = ("name", "read", "type")

    def __init__(self, name: str, type_: str, read: Callable[[Any, Any], Any]) -> None:
        self.name = name
        self.type = type_
        self.read = read


def _inner_text(document: Any, selector: Any) -> str:
    """The body's ``innerText`` (the root element's where there is no body), as ``webapi
    text`` prints it; the empty string for a document without elements."""
    element = document.body or document.documentElement
    return "" if element is None else str(element.innerText)


def _css_first(query: str) -> Callable[[Any, Any], Any]:
    def read(document: Any, selector: Any) -> Any:
        return selector.css(query).get()

    return read


def _css_all(query: str) -> Callable[[Any, Any], Any]:
    def read(document: Any, selector: Any) -> Any:
        return selector.css(query).getall()

    return read


def _xpath(
    query: str, namespaces: Mapping[str, str] | None, every: bool
) -> Callable[[Any, Any], Any]:
    def read(document: Any, selector: Any) -> Any:
        found = selector.xpath(query, namespaces=namespaces)
        return found.getall() if every else found.get()

    return read


def _urls(query: str, attribute: str) -> Callable[[Any, Any], Any]:
    """Each element ``query`` selects that has the attribute ``attribute``: its value
    encoding-parsed and serialized against the document's base URL in the document's encoding,
    as ``a.href`` and ``img.src`` give it (the value as written where it does not parse)
    (https://html.spec.whatwg.org/multipage/urls-and-fetching.html#encoding-parsing-and-serializing-a-url)."""

    def read(document: Any, selector: Any) -> Any:
        from webapi.html import encoding_parse_and_serialize
        from webapi.url import URL

        base = URL.parse(document.baseURI) or document.baseURI  # (parsed once per page)
        encoding = document.characterSet
        values = []
        for element in document.querySelectorAll(query):
            value = element.getAttribute(attribute)
            if value is None:
                continue
            resolved = encoding_parse_and_serialize(value, base, encoding)
            values.append(value if resolved is None else resolved)
        return values

    return read


def _function(function: Callable[[Any], Any]) -> Callable[[Any, Any], Any]:
    def read(document: Any, selector: Any) -> Any:
        return function(document)

    return read


def _check_css(query: str) -> None:
    """A CSS query parsel's grammar and the browser's selector parser take (else a
    ``ValueError`` naming it), checked before any page is read."""
    from webapi.parsel import Selector, SelectorSyntaxError

    try:
        Selector(text="").css(query)
    except SelectorSyntaxError as error:
        raise ValueError(f"not a CSS query: {query!r}: {error}") from None


def _mapping_field(name: str, spec: Mapping[str, Any]) -> Field:
    """A field written as a mapping: ``{"css": q}`` or ``{"xpath": q}``, with ``"all": True``
    for every match (a list), ``"namespaces"`` for XPath's prefixes; or ``{"function": f,
    "type": t}``."""
    every = bool(spec.get("all", False))
    if "function" in spec:
        type_ = spec.get("type", STRING)
        if type_ not in TYPES or not callable(spec["function"]):
            raise ValueError(f"field {name!r}: a function and a type of {TYPES}")
        return Field(name, type_, _function(spec["function"]))
    if "css" in spec:
        _check_css(spec["css"])
        read = _css_all(spec["css"]) if every else _css_first(spec["css"])
        return Field(name, STRINGS if every else STRING, read)
    if "xpath" in spec:
        read = _xpath(spec["xpath"], spec.get("namespaces"), every)
        return Field(name, STRINGS if every else STRING, read)
    raise ValueError(f"field {name!r}: a mapping has a 'css', 'xpath' or 'function' key")


def compile_field(name: str, spec: Any) -> Field:
    """One field of :func:`compile_fields`."""
    if not isinstance(name, str) or name == URL_COLUMN:
        raise ValueError(f"a field's name is a string other than {URL_COLUMN!r}: {name!r}")
    if spec == "innerText":
        return Field(name, STRING, _inner_text)
    if isinstance(spec, str):
        _check_css(spec)
        return Field(name, STRING, _css_first(spec))
    if isinstance(spec, tuple) and len(spec) == 2 and all(isinstance(s, str) for s in spec):
        _check_css(spec[0])
        return Field(name, STRINGS, _urls(spec[0], spec[1]))
    if isinstance(spec, Mapping):
        return _mapping_field(name, spec)
    if callable(spec):
        return Field(name, STRING, _function(spec))
    raise TypeError(
        f"field {name!r}: a CSS query, a (query, attribute) pair, 'innerText', a mapping or a "
        f"function, not {type(spec).__name__}"
    )


def compile_fields(fields: Mapping[str, Any]) -> list[Field]:
    """The fields of a table, in ``fields``' order, each written as one of:

    - ``"innerText"``: the body's ``innerText`` (a string);
    - a CSS query (a string) with parsel's pseudo-elements: the first match, as parsel's
      ``selector.css(query).get()`` gives it (``"title::text"``, ``"link[rel=next]::attr(href)"``;
      an element as its ``outerHTML``); None where nothing matches;
    - ``(query, attribute)``: for every element the CSS ``query`` selects that has
      ``attribute``, its value resolved against the document's base URL as a browser resolves
      ``a.href`` (a list of strings);
    - ``{"css": query, "all": True}``: every match (``getall()``); ``{"xpath": query}``,
      optionally with ``"all": True`` and ``"namespaces"``: parsel's ``xpath(query).get()``
      (or ``getall()``);
    - a function of the ``Document`` giving a string (or None); ``{"function": f, "type": t}``
      for another type, ``t`` one of ``"string"``, ``"list<string>"``, ``"int64"``,
      ``"float64"``, ``"bool"``.

    A query that does not parse is a ``ValueError`` here, before any page is read."""
    if not isinstance(fields, Mapping):
        raise TypeError(f"fields is a mapping of names to fields, not {type(fields).__name__}")
    return [compile_field(name, spec) for name, spec in fields.items()]


def field_types(fields: list[Field]) -> list[tuple[str, str]]:
    """The table's columns: the URL, then each field, as ``(name, type name)``."""
    return [(URL_COLUMN, STRING), *((field.name, field.type) for field in fields)]
