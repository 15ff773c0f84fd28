"""``parse_many``: many URLs parsed into columns, for dataframes.

The columns are plain lists keyed by field name, which pandas (``pd.DataFrame(columns)``),
polars (``pl.DataFrame(columns)``) and pyarrow (``pa.table(columns)``) take as they are;
``parse_many_arrow`` builds the Arrow table itself (``pyarrow`` is an optional extra).  Each
input is parsed exactly as ``URL(input, base)`` parses it (or, with an ``encoding``, as a
document in that encoding would: its query is encoded in it), so the columns equal the
getters of the URL objects one would otherwise make, without making them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING

from webapi._webidl import argument_error, optional_encoding, scalar_value_string
from webapi.url import URL_ATTRIBUTES, URLParseError, basic_url_parse
from webapi.url.engine import (
    URLImpl,
    api_url_parse,
    serialize_with_components,
    serialized_href,
    url_href_argument,
)

if TYPE_CHECKING:
    import pyarrow

__all__ = ["FIELDS", "parse_many", "parse_many_arrow"]

#: The URL getters a column can hold, in the URL class's order.
FIELDS: tuple[str, ...] = URL_ATTRIBUTES

Columns = dict[str, list[str | None]]


def _check_fields(fields: Sequence[str]) -> tuple[str, ...]:
    if isinstance(fields, str):
        fields = (fields,)
    unknown = [name for name in fields if name not in FIELDS]
    if unknown:
        raise ValueError(f"unknown URL fields {unknown}; the fields are {', '.join(FIELDS)}")
    return tuple(fields)


def _parser(
    base: str | None, encoding: str, href_only: bool = False
) -> Callable[[str], URLImpl | str | None]:
    """input → its URL's impl object, or None; the base is parsed once, here.  With
    ``href_only``, the href itself for an input already in serialized form (``URL``'s lean
    form: an absolute URL string ignores the base, which parses; its query is ASCII, the same
    in every encoding, but only UTF-8 takes this shortcut)."""
    if encoding != "UTF-8":
        # The names webapi.html and the command line take (labels, Python codec names).
        from webapi.encoding import document_encoding

        encoding = document_encoding(encoding)
    if encoding == "UTF-8":
        # The API URL parser takes scalar value strings (what URL()'s USVString conversion
        # makes of a JavaScript string: pairs joined, lone surrogates U+FFFD).
        usv_base = None if base is None else scalar_value_string(base)
        if base is not None and api_url_parse(scalar_value_string(base)) is None:
            raise URLParseError(base)
        if href_only:
            return lambda input: serialized_href(input) or _utf8(input, usv_base)
        return lambda input: _utf8(input, usv_base)
    parsed_base = None
    if base is not None:
        parsed_base = basic_url_parse(base)
        if parsed_base is None:
            raise URLParseError(base)

    def parse(input: str) -> URLImpl | None:
        record = basic_url_parse(input, parsed_base, encoding)
        return None if record is None else URLImpl(serialize_with_components(record), record)

    return parse


def _utf8(input: str, base: str | None) -> URLImpl | None:
    if not input.isascii():
        input = scalar_value_string(input)
    components = api_url_parse(input, base)
    return None if components is None else URLImpl(components)


def _check_arguments(inputs: object, base: object, function: str) -> str | None:
    """A ``str`` (or ``bytes``) where the inputs go is one input by mistake, not its
    characters; anything else not iterable (``None``) is a mistake too, found before an
    optional import. The base as a string: a ``base`` must be a URL
    (:func:`~webapi.url.engine.url_href_argument`: a ``str``, a ``URL``, a URL record or a
    Python library's URL object)."""
    if isinstance(inputs, (str, bytes)) or not hasattr(inputs, "__iter__"):
        raise argument_error(function, "inputs", inputs, "an iterable of strings (for one: [it])")
    return base if base is None or type(base) is str else url_href_argument(base, function, "base")


def _not_a_string(value: object) -> str:
    """The reason for an input that is not a string: its ``repr``, or its type where that
    fails (an ``int`` of more digits than Python writes, a ``__repr__`` that raises)."""
    try:
        shown = repr(value)
    except Exception:
        shown = f"an object of type {type(value).__name__!r}"
    return f"not a string: {shown}"


def parse_many(
    inputs: Iterable[str | None],
    base: str | None = None,
    *,
    encoding: str | None = "UTF-8",
    fields: Sequence[str] = FIELDS,
    errors: bool = True,
) -> Columns:
    """Parse every input (against ``base``) and return one column per field plus ``error``.

    ``columns[field][i]`` is ``URL(inputs[i], base).<field>``, or ``None`` where that input
    does not parse (or is not a string: a missing value in a dataframe); ``columns["error"][i]``
    is ``None`` for a URL and the reason otherwise.  ``encoding`` is the encoding of the
    document the URLs come from (an Encoding Standard label or a Python codec name, as
    :func:`webapi.encoding.document_encoding` maps it; ``None``: UTF-8): it only changes the
    query of special URLs, as in a browser.  ``base`` is a URL string, or a ``URL``, a URL
    record or a Python library's URL object (httpx's and yarl's ``URL``, ...).  A ``base``
    that does not parse raises ``URLParseError``; an unknown encoding ``LookupError``; an
    unknown field ``ValueError``; a ``str`` as ``inputs`` (one URL, not an iterable of them)
    ``TypeError``.  ``errors=False`` leaves the ``error`` column out: finding the reason takes
    a second, validating parse of each failing input.

    A plain function of its arguments: safe to call from several processes or threads, and its
    result (lists of strings and ``None``) pickles.
    """
    base = _check_arguments(inputs, base, "parse_many")
    names = _check_fields(fields)
    parse = _parser(base, optional_encoding(encoding, "parse_many"), names == ("href",))
    columns: Columns = {name: [] for name in names}
    reasons: list[str | None] = []
    appends = [(columns[name].append, name) for name in names]
    for input in inputs:
        url = parse(input) if isinstance(input, str) else None
        if url is None:
            for append, _ in appends:
                append(None)
            if errors:
                reasons.append(
                    str(URLParseError(input, base))
                    if isinstance(input, str)
                    else _not_a_string(input)
                )
            continue
        if type(url) is str:  # the href (of an input in serialized form: fields ("href",))
            appends[0][0](url)
        else:
            for append, name in appends:
                append(getattr(url, name))
        if errors:
            reasons.append(None)
    if errors:
        columns["error"] = reasons
    return columns


def parse_many_arrow(
    inputs: Iterable[str | None] | pyarrow.Array | pyarrow.ChunkedArray,
    base: str | None = None,
    *,
    encoding: str | None = "UTF-8",
    fields: Sequence[str] = FIELDS,
    errors: bool = True,
) -> pyarrow.Table:
    """``parse_many`` as a ``pyarrow.Table`` of string columns (null where an input failed);
    ``inputs`` may be an Arrow string array.  Needs ``pyarrow`` (extra ``arrow``)."""
    base = _check_arguments(inputs, base, "parse_many_arrow")
    import pyarrow as pa

    if isinstance(inputs, pa.Array | pa.ChunkedArray):
        inputs = inputs.to_pylist()
    columns = parse_many(inputs, base, encoding=encoding, fields=fields, errors=errors)
    return pa.table({name: pa.array(values, type=pa.string()) for name, values in columns.items()})
