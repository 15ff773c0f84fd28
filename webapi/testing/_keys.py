"""The keys of Playwright's US keyboard layout, as Chromium reports them: a key name
(``"a"``, ``"Enter"``, ``"Shift"``) or a character gives the ``key``, ``code`` and
``keyCode`` of its ``KeyboardEvent``s, the text the key produces, and the modifier it is
(https://w3c.github.io/uievents-key/, https://w3c.github.io/uievents-code/; the legacy
``keyCode``: https://w3c.github.io/uievents/#legacy-key-models). Built here from the layout's
rows, not copied from any table.
"""

from __future__ import annotations

__all__ = ["MODIFIERS", "Key", "key_for", "split_combination"]

#: The modifier keys, and the ``KeyboardEvent`` attribute each sets.
MODIFIERS = {"Shift": "_shift_key", "Control": "_ctrl_key", "Alt": "_alt_key", "Meta": "_meta_key"}


class Key:
    """A key of the layout: ``key`` (the value unshifted), ``shifted`` (its value with Shift,
    or None), ``code``, ``key_code``, ``text`` (what it types unshifted), ``location``."""

    __slots__ = ("code", "key", "key_code", "location", "shifted", "text")

    def __init__(
        self,
        key: str,
        code: str,
        key_code: int,
        shifted: str | None = None,
        text: str = "",
        location: int = 0,
    ) -> None:
        self.key = key
        self.code = code
        self.key_code = key_code
        self.shifted = shifted
        self.text = text
        self.location = location


def _layout() -> tuple[dict[str, Key], dict[str, tuple[Key, bool]]]:
    by_name: dict[str, Key] = {}
    by_character: dict[str, tuple[Key, bool]] = {}  # character -> (key, with Shift)

    def add(key: Key) -> None:
        by_name.setdefault(key.key, key)
        by_name.setdefault(key.code, key)
        if key.text:
            by_character.setdefault(key.text, (key, False))
        if key.shifted is not None:
            by_character.setdefault(key.shifted, (key, True))

    for letter in "abcdefghijklmnopqrstuvwxyz":
        upper = letter.upper()
        add(Key(letter, "Key" + upper, ord(upper), upper, letter))
    for digit, shifted in zip("0123456789", ")!@#$%^&*(", strict=True):
        add(Key(digit, "Digit" + digit, ord(digit), shifted, digit))
    for character, shifted, code, key_code in (
        ("-", "_", "Minus", 189),
        ("=", "+", "Equal", 187),
        ("[", "{", "BracketLeft", 219),
        ("]", "}", "BracketRight", 221),
        ("\\", "|", "Backslash", 220),
        (";", ":", "Semicolon", 186),
        ("'", '"', "Quote", 222),
        (",", "<", "Comma", 188),
        (".", ">", "Period", 190),
        ("/", "?", "Slash", 191),
        ("`", "~", "Backquote", 192),
    ):
        add(Key(character, code, key_code, shifted, character))
    add(Key(" ", "Space", 32, None, " "))
    add(Key("Enter", "Enter", 13, None, "\r"))
    by_character["\n"] = by_character["\r"] = (by_name["Enter"], False)
    for name, key_code in (
        ("Backspace", 8),
        ("Tab", 9),
        ("Escape", 27),
        ("PageUp", 33),
        ("PageDown", 34),
        ("End", 35),
        ("Home", 36),
        ("ArrowLeft", 37),
        ("ArrowUp", 38),
        ("ArrowRight", 39),
        ("ArrowDown", 40),
        ("Insert", 45),
        ("Delete", 46),
        ("CapsLock", 20),
    ):
        add(Key(name, name, key_code))
    for number in range(1, 13):
        add(Key(f"F{number}", f"F{number}", 111 + number))
    for name, key_code in (("Shift", 16), ("Control", 17), ("Alt", 18), ("Meta", 91)):
        add(Key(name, name + "Left", key_code, location=1))
    by_name["Space"] = by_name[" "]
    return by_name, by_character


_BY_NAME, _BY_CHARACTER = _layout()


def key_for(name: str) -> Key | None:
    """The key named ``name`` (a ``key`` value, a ``code``, or a character the layout
    types), None if the layout has none."""
    found = _BY_NAME.get(name)
    if found is None and name in _BY_CHARACTER:
        found = _BY_CHARACTER[name][0]
    return found


def character_key(character: str) -> tuple[Key, bool] | None:
    """The key typing ``character``, and whether with Shift; None if the layout has none."""
    return _BY_CHARACTER.get(character)


def split_combination(combination: str) -> list[str]:
    """``"Shift+A"`` -> ``["Shift", "A"]`` (a ``+`` alone, or last, is the key ``+``)."""
    tokens: list[str] = []
    current = ""
    for character in combination:
        if character == "+" and current:
            tokens.append(current)
            current = ""
        else:
            current += character
    tokens.append(current)
    return tokens
