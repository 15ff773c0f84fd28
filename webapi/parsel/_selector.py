"""``Selector`` and ``SelectorList``: parsel's API (https://parsel.readthedocs.io/en/latest/
parsel.html) over webapi's documents, selectors and XPath, so that a tree, a CSS match and an
XPath answer are the browser's (implied ``tbody``, ``template`` contents, foreign elements).
docs/parsel.md lists where the answers depart from parsel's (lxml's tree, lxml's
serialization, libxml2's XPath extensions)."""

from __future__ import annotations

import json
import typing
import warnings
from collections.abc import Iterable, Mapping
from re import Pattern
from typing import Any, Generic, SupportsIndex, TypeVar

from webapi.dom import DOMException, Node
from webapi.xpath import select

from ._css import select_css
from ._documents import NOT_SET, TYPES, parse_bytes, parse_text
from ._regex import extract_regex, shorten

__all__ = [
    "CannotDropElementWithoutParent",
    "CannotRemoveElementWithoutParent",
    "CannotRemoveElementWithoutRoot",
    "Selector",
    "SelectorList",
]

_ELEMENT, _ATTRIBUTE, _TEXT, _CDATA, _PI, _COMMENT, _DOCUMENT = 1, 2, 3, 4, 7, 8, 9
_XMLNS_NAMESPACE = "http://www.w3.org/2000/xmlns/"

_SelectorType = TypeVar("_SelectorType", bound="Selector")


class CannotRemoveElementWithoutRoot(Exception):
    """``drop()`` of a selection that is no node of a tree (a string, a number): parsel's
    error for a pseudo-element's result."""


class CannotRemoveElementWithoutParent(Exception):
    """``drop()`` of a node without a parent element (the root element)."""


class CannotDropElementWithoutParent(CannotRemoveElementWithoutParent):
    """``drop()`` of a node without a parent element (the root element)."""


def _serialize(node: Node) -> str:
    """A node's text as parsel's ``get()`` gives it: an element's markup (the browser's
    ``outerHTML``; lxml's serialization in parsel), a text node's or attribute's value, a
    comment or processing instruction as markup."""
    kind = node.nodeType
    if kind == _ELEMENT:
        return node.outerHTML  # type: ignore[attr-defined, no-any-return]
    if kind == _ATTRIBUTE:
        return node.value  # type: ignore[attr-defined, no-any-return]
    if kind in (_TEXT, _CDATA):
        return node.data  # type: ignore[attr-defined, no-any-return]
    if kind == _COMMENT:
        return f"<!--{node.data}-->"  # type: ignore[attr-defined]
    if kind == _PI:
        return f"<?{node.target} {node.data}?>"  # type: ignore[attr-defined]
    if kind == _DOCUMENT:
        element = node.documentElement  # type: ignore[attr-defined]
        return "" if element is None else element.outerHTML
    return node.textContent or ""


class SelectorList(list[_SelectorType], Generic[_SelectorType]):
    """A list of ``Selector`` objects (a ``list`` subclass) whose methods apply to each of
    them: https://parsel.readthedocs.io/en/latest/parsel.html#parsel.selector.SelectorList"""

    @typing.overload
    def __getitem__(self, pos: SupportsIndex) -> _SelectorType: ...

    @typing.overload
    def __getitem__(self, pos: slice) -> SelectorList[_SelectorType]: ...

    def __getitem__(
        self, pos: SupportsIndex | slice
    ) -> _SelectorType | SelectorList[_SelectorType]:
        """An item, or a ``SelectorList`` of a slice."""
        found = super().__getitem__(pos)
        if isinstance(pos, slice):
            return self.__class__(typing.cast("list[_SelectorType]", found))
        return typing.cast("_SelectorType", found)

    def __getstate__(self) -> None:
        """Not picklable (as parsel's): a TypeError."""
        raise TypeError("can't pickle SelectorList objects")

    def jmespath(self, query: str, **kwargs: Any) -> SelectorList[_SelectorType]:
        """Each item's ``jmespath(query)`` results, flattened."""
        return self.__class__(_flatten(item.jmespath(query, **kwargs) for item in self))

    def xpath(
        self, xpath: str, namespaces: Mapping[str, str] | None = None, **kwargs: Any
    ) -> SelectorList[_SelectorType]:
        """Each item's ``xpath(xpath, namespaces, **variables)`` results, flattened."""
        return self.__class__(
            _flatten(item.xpath(xpath, namespaces=namespaces, **kwargs) for item in self)
        )

    def css(self, query: str) -> SelectorList[_SelectorType]:
        """Each item's ``css(query)`` results, flattened."""
        return self.__class__(_flatten(item.css(query) for item in self))

    def re(self, regex: str | Pattern[str], replace_entities: bool = True) -> list[str]:
        """Each item's ``re(regex)`` strings, flattened."""
        return [s for item in self for s in item.re(regex, replace_entities=replace_entities)]

    @typing.overload
    def re_first(
        self, regex: str | Pattern[str], default: None = None, replace_entities: bool = True
    ) -> str | None: ...

    @typing.overload
    def re_first(
        self, regex: str | Pattern[str], default: str, replace_entities: bool = True
    ) -> str: ...

    def re_first(
        self,
        regex: str | Pattern[str],
        default: str | None = None,
        replace_entities: bool = True,
    ) -> str | None:
        """The first string ``re(regex)`` finds in the items, or ``default``."""
        for item in self:
            for found in item.re(regex, replace_entities=replace_entities):
                return found
        return default

    def getall(self) -> list[str]:
        """Each item's ``get()``."""
        return [item.get() for item in self]

    extract = getall

    @typing.overload
    def get(self, default: None = None) -> str | None: ...

    @typing.overload
    def get(self, default: str) -> str: ...

    def get(self, default: str | None = None) -> Any:
        """The first item's ``get()``, or ``default`` for an empty list."""
        for item in self:
            return item.get()
        return default

    extract_first = get

    @property
    def attrib(self) -> Mapping[str, str]:
        """The first item's attributes (an empty mapping for an empty list)."""
        for item in self:
            return item.attrib
        return {}

    def drop(self) -> None:
        """Remove each item's node from its parent."""
        for item in self:
            item.drop()


def _flatten(lists: Iterable[list[_SelectorType]]) -> list[_SelectorType]:
    return [item for items in lists for item in items]


class Selector:
    """parsel's ``Selector`` over webapi's document: ``text`` (a ``str``) or ``body``
    (bytes in ``encoding``) parsed as ``type`` says ("html": the browser's HTML parser;
    "xml": its XML parser; "json"; "text"; None: JSON for an object or array, XML after an
    XML declaration, else HTML), or ``root`` (an element, or a JSON value). ``base_url`` is the
    document's URL (absolute: a ``URLParseError`` otherwise); ``namespaces`` the prefixes XPath
    queries may use; ``huge_tree`` is accepted and ignored (the browser's parsers have no depth
    limit to lift).
    https://parsel.readthedocs.io/en/latest/parsel.html#parsel.selector.Selector"""

    __slots__ = (
        "__weakref__",
        "_expr",
        "_huge_tree",
        "_node",
        "_text",
        "namespaces",
        "root",
        "type",
    )

    _default_namespaces: typing.ClassVar[dict[str, str]] = {
        "re": "http://exslt.org/regular-expressions",
        "set": "http://exslt.org/sets",
    }
    selectorlist_cls: type[SelectorList[Any]] = SelectorList

    def __init__(
        self,
        text: str | None = None,
        type: str | None = None,
        body: bytes | bytearray = b"",
        encoding: str = "utf-8",
        namespaces: Mapping[str, str] | None = None,
        root: Any = NOT_SET,
        base_url: str | None = None,
        _expr: str | None = None,
        huge_tree: bool = True,
    ) -> None:
        self.root: Any
        self.type: str
        if type is not None and type not in TYPES:
            raise ValueError(f"Invalid type: {type}")
        url = base_url or "about:blank"
        self._node: Node | None = None
        if text is not None:
            if root is not NOT_SET:
                warnings.warn(
                    "Selector got both text and root, root is being ignored.", stacklevel=2
                )
            if not isinstance(text, str):
                raise TypeError(f"text argument should be of type str, got {text.__class__}")
            self.root, self.type = parse_text(text, type, url)
        elif body:
            if not isinstance(body, (bytes, bytearray)):
                raise TypeError(
                    f"body argument should be of type bytes or bytearray, got {body.__class__}"
                )
            self.root, self.type = parse_bytes(bytes(body), encoding, type, url)
        elif root is NOT_SET:
            raise ValueError("Selector needs text, body, or root arguments")
        else:
            self.root, self.type = self._root_and_type(root, type)
        if isinstance(self.root, Node):
            self._node = self.root
            if self.root.nodeType not in (_ELEMENT, _DOCUMENT):
                self.root = _serialize(self.root)  # parsel's root of a text node or attribute
        self.namespaces = dict(self._default_namespaces)
        if namespaces is not None:
            self.namespaces.update(namespaces)
        self._expr = _expr
        self._huge_tree = huge_tree
        self._text = text

    @staticmethod
    def _root_and_type(root: Any, type_: str | None) -> tuple[Any, str]:
        """The root and type of a selector made from ``root``."""
        if isinstance(root, Node):
            if type_ in ("json", "text"):
                raise ValueError(f"Selector got a DOM Node object as root, and {type_!r} as type.")
            if type_ is None:
                owner = root if root.nodeType == _DOCUMENT else root.ownerDocument
                type_ = "html" if owner is None or owner.contentType == "text/html" else "xml"  # type: ignore[attr-defined]
            return root, type_
        return root, type_ or "json"

    def __getstate__(self) -> None:
        """Not picklable (as parsel's): a TypeError."""
        raise TypeError("can't pickle Selector objects")

    def _make(self, root: Any, query: str, type_: str) -> Any:
        return self.__class__(root=root, _expr=query, namespaces=self.namespaces, type=type_)

    def _context(self) -> Node | None:
        """The node queries start from: the selection's node, or the text parsed as HTML for
        a "text" selector; None for a string, number or JSON value."""
        if self.type == "text":
            return typing.cast(
                "Node", parse_text(self._text or self.root or "", "html", "about:blank")[0]
            )
        return self._node

    def jmespath(self, query: str, **kwargs: Any) -> SelectorList[Any]:
        """The values the JMESPath ``query`` finds in the JSON of this selection (the
        document's text, for HTML and XML): needs the ``jmespath`` package."""
        import jmespath  # type: ignore[import-not-found, import-untyped, unused-ignore]

        if isinstance(self.root, str):
            data = _json_or_none(self.root)
        elif self.type == "json":
            data = self.root
        else:
            data = _json_or_none(self.root.textContent)
        result = jmespath.search(query, data, **kwargs)
        if result is None:
            result = []
        elif not isinstance(result, list):
            result = [result]
        made = [
            self.__class__(text=x, _expr=query, type="text")
            if isinstance(x, str)
            else self.__class__(root=x, _expr=query)
            for x in result
        ]
        return self.selectorlist_cls(made)

    def xpath(
        self, query: str, namespaces: Mapping[str, str] | None = None, **kwargs: Any
    ) -> SelectorList[Any]:
        """The XPath 1.0 ``query``'s value (webapi.xpath) from this selection: nodes, or one
        string, number ("12.0") or boolean ("1"/"0"), each as a ``Selector``. ``namespaces``
        adds prefixes for this query; ``kwargs`` bind its ``$variables``. An invalid query is a
        ValueError naming it."""
        if self.type not in ("html", "xml", "text"):
            raise ValueError(f"Cannot use xpath on a Selector of type {self.type!r}")
        context = self._context()
        if context is None:
            if isinstance(self.root, str) and query.strip() == ".":
                return self.selectorlist_cls([self._make(self.root, query, self.type)])
            return self.selectorlist_cls([])
        prefixes = dict(self.namespaces)
        if namespaces is not None:
            prefixes.update(namespaces)
        try:
            result = select(context, query, prefixes, kwargs)
        except DOMException as error:
            if error.name == "NamespaceError":
                raise ValueError(
                    f"XPath error: Undefined namespace prefix ({error.message}) in {query}"
                ) from None
            raise ValueError(f"XPath error: {error.message} in {query}") from None
        except TypeError as error:
            raise ValueError(f"XPath error: {error} in {query}") from None
        type_ = "xml" if self.type == "xml" else "html"
        values = result if isinstance(result, list) else [result]
        return self.selectorlist_cls([self._make(value, query, type_) for value in values])

    def css(self, query: str) -> SelectorList[Any]:
        """The nodes the CSS ``query`` selects from this selection (matched by the browser's
        selector engine), with parsel's pseudo-elements ``::text`` and ``::attr(name)``."""
        if self.type not in ("html", "xml", "text"):
            raise ValueError(f"Cannot use css on a Selector of type {self.type!r}")
        context = self._context()
        if context is None or context.nodeType not in (_ELEMENT, _DOCUMENT):
            return self.selectorlist_cls([])
        type_ = "xml" if self.type == "xml" else "html"
        return self.selectorlist_cls(
            [self._make(node, query, type_) for node in select_css(context, query)]
        )

    def re(self, regex: str | Pattern[str], replace_entities: bool = True) -> list[str]:
        """The strings ``regex`` extracts from ``get()``: its group named ``extract``, else its
        groups, else the whole matches; character references replaced (``&amp;`` and
        ``&lt;`` kept) unless ``replace_entities`` is false."""
        return extract_regex(regex, self.get(), replace_entities)

    @typing.overload
    def re_first(
        self, regex: str | Pattern[str], default: None = None, replace_entities: bool = True
    ) -> str | None: ...

    @typing.overload
    def re_first(
        self, regex: str | Pattern[str], default: str, replace_entities: bool = True
    ) -> str: ...

    def re_first(
        self,
        regex: str | Pattern[str],
        default: str | None = None,
        replace_entities: bool = True,
    ) -> str | None:
        """The first string ``re(regex)`` finds, or ``default``."""
        found = self.re(regex, replace_entities=replace_entities)
        return found[0] if found else default

    def get(self) -> Any:
        """The selection as a string: an element's ``outerHTML`` (the browser's serialization),
        a text node's or attribute's value, a number as ``str(float)``, a boolean as "1" or
        "0"; a JSON value or a "text" selector's text as it is."""
        if self.type in ("text", "json"):
            return self.root
        if self._node is not None:
            return _serialize(self._node)
        if self.root is True:
            return "1"
        if self.root is False:
            return "0"
        return str(self.root)

    extract = get

    def getall(self) -> list[str]:
        """``[get()]``."""
        return [self.get()]

    def register_namespace(self, prefix: str, uri: str) -> None:
        """Let XPath queries of this selection (and those made from it) use ``prefix`` for
        the namespace ``uri``."""
        self.namespaces[prefix] = uri

    def remove_namespaces(self) -> None:
        """Put every element and attribute at or below this selection in no namespace (each
        element replaced by one of the same local name; namespace declarations dropped), so
        that queries need no prefixes. Nothing for a JSON selection."""
        if self.type == "json" or self._node is None:
            return
        from ._namespaces import remove_namespaces

        replaced = remove_namespaces(self._node)
        if self._node is self.root:
            self.root = replaced
        self._node = replaced

    def drop(self) -> None:
        """Remove this selection's node from its parent element: a
        ``CannotRemoveElementWithoutRoot`` for a string or a number (a pseudo-element's
        result), a ``CannotDropElementWithoutParent`` for the root element."""
        node = self._node
        if node is None or node.nodeType not in (_ELEMENT, _COMMENT, _PI):
            raise CannotRemoveElementWithoutRoot(
                "The node you're trying to drop has no root, are you trying to drop a"
                " pseudo-element? Try to use 'li' as a selector instead of 'li::text' or"
                " '//li' instead of '//li/text()', for example."
            )
        parent = node.parentNode
        if parent is None or parent.nodeType != _ELEMENT:
            raise CannotDropElementWithoutParent(
                "The node you're trying to remove has no parent, are you trying to remove a"
                " root element?"
            )
        parent.removeChild(node)

    @property
    def attrib(self) -> dict[str, str]:
        """The element's attributes, name to value (``{namespace}local`` for an attribute in
        a namespace, as lxml names it; namespace declarations left out); empty otherwise."""
        node = self._node
        if node is None or node.nodeType != _ELEMENT:
            return {}
        found: dict[str, str] = {}
        for attribute in node.attributes:  # type: ignore[attr-defined]
            namespace = attribute.namespaceURI
            if namespace == _XMLNS_NAMESPACE:
                continue
            name = f"{{{namespace}}}{attribute.localName}" if namespace else attribute.name
            found.setdefault(name, attribute.value)
        return found

    def __bool__(self) -> bool:
        """Whether ``get()`` is not empty."""
        return bool(self.get())

    def __str__(self) -> str:
        """``get()`` as a string."""
        return str(self.get())

    def __repr__(self) -> str:
        """parsel's form: the query and the first 40 characters of ``get()``."""
        data = repr(shorten(str(self.get()), width=40))
        return f"<{type(self).__name__} query={self._expr!r} data={data}>"


def _json_or_none(text: str | None) -> Any:
    try:
        return json.loads(text)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return None
