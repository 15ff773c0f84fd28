"""The URL record and the URL miscellany the parser and API share.

Spec: https://url.spec.whatwg.org/#url-representation and
https://url.spec.whatwg.org/#url-miscellaneous
"""

from __future__ import annotations

from webapi.infra import ASCII_ALPHA

from ._schemes import SPECIAL_SCHEMES

TYPE_CHECKING = False  # typing is imported by type checkers only
if TYPE_CHECKING:
    from ._host import Host

__all__ = [
    "URLRecord",
    "is_normalized_windows_drive_letter",
    "is_windows_drive_letter",
    "not_a_record",
    "shorten_path",
    "starts_with_a_windows_drive_letter",
]


class URLRecord:
    """https://url.spec.whatwg.org/#concept-url

    ``path`` is a ``list`` of segments, or a ``str`` when the URL has an
    opaque path.  The blob URL entry is not kept on the record (always null):
    ``webapi.fileapi``'s blob URL store is consulted when a blob: URL is fetched or navigated
    to.
    """

    __slots__ = ("fragment", "host", "password", "path", "port", "query", "scheme", "username")

    scheme: str
    username: str
    password: str
    host: Host | None
    port: int | None
    path: list[str] | str
    query: str | None
    fragment: str | None

    def __init__(self) -> None:
        self.scheme = ""
        self.username = ""
        self.password = ""
        self.host = None
        self.port = None
        self.path = []
        self.query = None
        self.fragment = None

    def copy(self) -> URLRecord:
        """A record with this one's fields and a path list of its own (an opaque path, a
        ``str``, is shared: nothing changes it in place).  Field by field: a loop over the
        slots takes 2.5 times as long, and URLPattern's canonicalization copies its dummy URL
        for every input it has not met."""
        clone = URLRecord.__new__(URLRecord)
        clone.scheme = self.scheme
        clone.username = self.username
        clone.password = self.password
        clone.host = self.host
        clone.port = self.port
        path = self.path
        clone.path = path if isinstance(path, str) else path.copy()
        clone.query = self.query
        clone.fragment = self.fragment
        return clone

    @property
    def is_special(self) -> bool:
        """https://url.spec.whatwg.org/#is-special"""
        return self.scheme in SPECIAL_SCHEMES

    @property
    def includes_credentials(self) -> bool:
        """https://url.spec.whatwg.org/#include-credentials"""
        return self.username != "" or self.password != ""

    @property
    def has_opaque_path(self) -> bool:
        """https://url.spec.whatwg.org/#url-opaque-path"""
        return isinstance(self.path, str)

    @property
    def cannot_have_username_password_port(self) -> bool:
        """https://url.spec.whatwg.org/#cannot-have-a-username-password-port"""
        return self.host is None or self.host == "" or self.scheme == "file"

    def __repr__(self) -> str:
        fields = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.__slots__)
        return f"URLRecord({fields})"


def is_windows_drive_letter(s: str) -> bool:
    """https://url.spec.whatwg.org/#windows-drive-letter"""
    return len(s) == 2 and s[0] in ASCII_ALPHA and s[1] in ":|"


def is_normalized_windows_drive_letter(s: str) -> bool:
    """https://url.spec.whatwg.org/#normalized-windows-drive-letter"""
    return len(s) == 2 and s[0] in ASCII_ALPHA and s[1] == ":"


def starts_with_a_windows_drive_letter(s: str, start: int = 0) -> bool:
    """https://url.spec.whatwg.org/#start-with-a-windows-drive-letter, for
    the substring of ``s`` from ``start``."""
    return (
        len(s) - start >= 2
        and s[start] in ASCII_ALPHA
        and s[start + 1] in ":|"
        and (len(s) - start == 2 or s[start + 2] in "/\\?#")
    )


def shorten_path(url: URLRecord) -> None:
    """https://url.spec.whatwg.org/#shorten-a-urls-path"""
    path = url.path
    assert isinstance(path, list)
    if url.scheme == "file" and len(path) == 1 and is_normalized_windows_drive_letter(path[0]):
        return
    if path:
        path.pop()


def not_a_record(value: object, function: str, parameter: str = "url") -> TypeError:
    """The error for a spec algorithm on URL records given something else (for a ``URL``
    object, ``basic_url_parse(url.href)`` gives its record)."""
    from .._webidl import argument_error

    return argument_error(function, parameter, value, "a URL record")
