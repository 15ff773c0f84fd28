"""``DOMTokenList`` (https://dom.spec.whatwg.org/#interface-domtokenlist) and the ordered set
parser and serializer it reads its attribute with (https://dom.spec.whatwg.org/#concept-ordered-set-parser).

The token set is the attribute's value parsed: the Standard keeps it in step with the attribute
through the attribute change steps; here it is parsed again when the value has changed since the
last reading (the same set at every moment, and nothing to do on the element's side). The update
steps write the set back into the attribute.
"""

from __future__ import annotations

from webapi.infra import split_on_ascii_whitespace

from ._attributes import (
    attribute_dict,
    get_attribute_value,
    handle_attribute_changes,
    set_attribute_value,
)
from ._exception import DOMException
from ._nodes import ElementImpl

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Iterable
    from typing import Any, ClassVar

__all__ = ["DOMTokenListImpl", "new_token_list", "ordered_set_parser", "ordered_set_serializer"]


def ordered_set_parser(text: str) -> list[str]:
    """https://dom.spec.whatwg.org/#concept-ordered-set-parser: the tokens of ``text`` split on
    ASCII whitespace, each kept once, in order."""
    return list(dict.fromkeys(split_on_ascii_whitespace(text)))


def ordered_set_serializer(tokens: Iterable[str]) -> str:
    """https://dom.spec.whatwg.org/#concept-ordered-set-serializer: the tokens joined with
    U+0020 SPACE."""
    return " ".join(tokens)


def _check_token(token: str) -> None:
    """The token checks of add, remove, toggle and replace: ``SyntaxError`` for the empty
    string, ``InvalidCharacterError`` for one with ASCII whitespace."""
    if not token:
        raise DOMException("The token must not be empty.", "SyntaxError")
    # ASCII whitespace: TAB, LF, FF, CR, SPACE (five searches in C, no Python step per token)
    if " " in token or "\t" in token or "\n" in token or "\r" in token or "\x0c" in token:
        raise DOMException(
            f"The token {token!r} contains ASCII whitespace.", "InvalidCharacterError"
        )


class DOMTokenListImpl:
    """A ``DOMTokenList``: its element, attribute name (a local name, in no namespace) and the
    supported tokens that element and attribute define (None: none)."""

    __slots__ = ("_attribute_name", "_element", "_parsed", "_supported")
    #: The public class of the interface, set by the generated bindings (``new_object``).
    _interface_class: ClassVar[type[Any]]

    def __init__(
        self,
        element: ElementImpl,
        attribute_name: str,
        supported_tokens: frozenset[str] | None = None,
    ) -> None:
        self._element = element
        self._attribute_name = attribute_name
        self._supported = supported_tokens
        self._parsed: tuple[str, list[str]] = ("", [])

    def _token_set(self) -> list[str]:
        """The token set: the attribute's value, parsed (again only when it has changed)."""
        attrs = self._element._attrs
        if type(attrs) is dict:  # (the dict form: local names in no namespace)
            value = attrs.get(self._attribute_name, "")
        elif attrs is None:
            value = ""
        else:
            value = get_attribute_value(self._element, self._attribute_name)
        parsed = self._parsed
        if parsed[0] is not value and parsed[0] != value:
            parsed = self._parsed = (value, ordered_set_parser(value))
        return parsed[1]

    def _update(self, tokens: list[str]) -> None:
        """https://dom.spec.whatwg.org/#concept-dtl-update."""
        element = self._element
        name = self._attribute_name
        if not tokens and not _has_plain_attribute(element, name):
            return
        value = " ".join(tokens)  # (the ordered set serializer)
        attrs = element._attrs
        if attrs is None or type(attrs) is dict:  # (set an attribute value's dict case, inline)
            if attrs is None or element._attrs_shared:
                attrs = attribute_dict(element)
            old_value = attrs.get(name)
            attrs[name] = value
            handle_attribute_changes(name, None, element, old_value, value)
        else:
            set_attribute_value(element, name, value)
        self._parsed = (value, tokens)

    @property
    def _length(self) -> int:
        return len(self._token_set())

    def _item(self, index: int) -> str | None:
        tokens = self._token_set()
        return tokens[index] if 0 <= index < len(tokens) else None

    def _contains(self, token: str) -> bool:
        return token in self._token_set()

    def _add(self, tokens: Iterable[str]) -> None:
        """https://dom.spec.whatwg.org/#dom-domtokenlist-add."""
        if type(tokens) is not list:
            tokens = list(tokens)
        for token in tokens:  # 1. (_check_token's tests, inline: no call per valid token)
            if (
                not token
                or " " in token
                or "\t" in token
                or "\n" in token
                or "\r" in token
                or "\x0c" in token
            ):
                _check_token(token)
        # (an element without attributes has the empty set: nothing to parse)
        current = [] if self._element._attrs is None else self._token_set()
        if not current:  # 2. on an empty set: the tokens, each once (a new list)
            count = len(tokens)
            if count == 1 or (count == 2 and tokens[0] != tokens[1]):
                added = list(tokens)
            else:
                added = list(dict.fromkeys(tokens))
        else:
            added = None
            for token in tokens:  # 2.
                if token not in current and (added is None or token not in added):
                    if added is None:
                        added = [*current, token]
                    else:
                        added.append(token)
        self._update(current if added is None else added)  # 3.

    def _remove(self, tokens: Iterable[str]) -> None:
        tokens = list(tokens)
        for token in tokens:
            _check_token(token)
        current = [token for token in self._token_set() if token not in tokens]
        self._update(current)

    def _toggle(self, token: str, force: bool | None = None) -> bool:
        _check_token(token)
        current = self._token_set()
        if token in current:  # 3.
            if not force:
                self._update([t for t in current if t != token])
                return False
            return True
        if force is None or force:  # 4.
            self._update([*current, token])
            return True
        return False  # 5.

    def _replace(self, token: str, new_token: str) -> bool:
        for each in (token, new_token):
            if not each:
                raise DOMException("The token must not be empty.", "SyntaxError")
        _check_token(token)
        _check_token(new_token)
        current = self._token_set()
        if token not in current:  # 3.
            return False
        # 4. replace: the first of token and newToken takes the place, the other is removed
        replaced = []
        for each in current:
            if each in (token, new_token):
                if new_token not in replaced:
                    replaced.append(new_token)
            else:
                replaced.append(each)
        self._update(replaced)  # 5.
        return True

    def _supports(self, token: str) -> bool:
        """The validation steps: a ``TypeError`` where no supported tokens are defined."""
        if self._supported is None:
            raise TypeError(f"The {self._attribute_name!r} attribute has no supported tokens.")
        return token.translate(_LOWER) in self._supported

    @property
    def _value(self) -> str:
        """The serialize steps: the attribute's value (the ``value`` attribute; its setter
        sets the attribute)."""
        return get_attribute_value(self._element, self._attribute_name)

    @_value.setter
    def _value(self, value: str) -> None:
        set_attribute_value(self._element, self._attribute_name, value)


_LOWER = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")


def new_token_list(
    element: ElementImpl, attribute_name: str, supported_tokens: frozenset[str] | None = None
) -> DOMTokenListImpl:
    """A new ``DOMTokenList`` (of the interface's public class) of ``element``'s attribute
    ``attribute_name``, as :class:`DOMTokenListImpl` sets one up (its slots set here: no
    constructor call)."""
    # (new_object's class: the public one once the bindings have set it on DOMTokenListImpl,
    # which has no other subclass)
    tokens: DOMTokenListImpl = _new(getattr(DOMTokenListImpl, "_interface_class", DOMTokenListImpl))
    tokens._element = element
    tokens._attribute_name = attribute_name
    tokens._supported = supported_tokens
    tokens._parsed = ("", [])
    return tokens


_new = object.__new__


def _has_plain_attribute(element: ElementImpl, local_name: str) -> bool:
    """Whether "get an attribute by namespace and local name" given null finds one."""
    attrs = element._attrs
    if attrs is None:
        return False
    if isinstance(attrs, dict):
        return local_name in attrs
    return any(a._namespace is None and a._local_name == local_name for a in attrs)
