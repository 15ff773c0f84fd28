"""The records: a parsed Set-Cookie field (:class:`SetCookie`) and a stored cookie
(:class:`Cookie`, RFC 6265bis "Storage Model")."""

from __future__ import annotations

import datetime
import math
from dataclasses import dataclass

__all__ = ["Cookie", "SetCookie"]

_UTC = datetime.UTC


def _as_datetime(seconds: float) -> datetime.datetime:
    """An epoch time as an aware UTC datetime, clamped to what datetime represents."""
    if seconds <= -62135596800.0:  # 0001-01-01
        return datetime.datetime.min.replace(tzinfo=_UTC)
    if seconds >= 253402300799.0:  # 9999-12-31T23:59:59
        return datetime.datetime.max.replace(tzinfo=_UTC, microsecond=0)
    return datetime.datetime.fromtimestamp(seconds, _UTC)


@dataclass(frozen=True, slots=True)
class SetCookie:
    """A Set-Cookie field value parsed by RFC 6265bis "The Set-Cookie Header Field": the
    cookie-name and cookie-value, and the last valid value of each attribute (``None`` when
    the field has none).

    ``expires`` is the parsed cookie-date (before the lifetime limit); ``max_age`` the
    delta-seconds (before the limit); ``domain`` is lower-cased without a leading dot;
    ``path`` is the attribute-value as given (a value that does not start with ``/`` means
    the default-path); ``same_site`` is ``"Strict"``, ``"Lax"``, ``"None"`` or
    ``"Default"`` (an unrecognized value).
    """

    name: str
    value: str
    expires: datetime.datetime | None = None
    max_age: int | None = None
    domain: str | None = None
    path: str | None = None
    secure: bool = False
    http_only: bool = False
    same_site: str | None = None

    @property
    def httpOnly(self) -> bool:
        """The same as :attr:`http_only`."""
        return self.http_only

    def __str__(self) -> str:
        return f"{self.name}={self.value}" if self.name else self.value


@dataclass(frozen=True, slots=True)
class Cookie:
    """A cookie in the store (RFC 6265bis "Storage Model").

    ``expiry`` is the expiry-time in seconds since the epoch (``math.inf`` for a session
    cookie, whose persistent-flag is false); ``expires`` gives it as an aware datetime or
    ``None``. ``creation`` is the creation-time in seconds since the epoch (kept when a
    cookie replaces another with the same name, domain, host-only-flag and path).
    ``same_site`` is the same-site-flag: ``"Strict"``, ``"Lax"``, ``"None"`` or
    ``"Default"``. ``str(cookie)`` is its serialization in a Cookie header (``name=value``,
    or the value alone for a nameless cookie).
    """

    name: str
    value: str
    domain: str
    path: str
    host_only: bool
    secure: bool
    http_only: bool
    same_site: str
    expiry: float
    creation: float

    @property
    def persistent(self) -> bool:
        """The persistent-flag: whether the cookie had a Max-Age or Expires attribute."""
        return self.expiry != math.inf

    @property
    def expires(self) -> datetime.datetime | None:
        """The expiry-time as an aware UTC datetime; ``None`` for a session cookie."""
        return None if self.expiry == math.inf else _as_datetime(self.expiry)

    @property
    def hostOnly(self) -> bool:
        """The same as :attr:`host_only`."""
        return self.host_only

    @property
    def httpOnly(self) -> bool:
        """The same as :attr:`http_only`."""
        return self.http_only

    @property
    def sameSite(self) -> str:
        """The same as :attr:`same_site`."""
        return self.same_site

    def to_dict(self) -> dict[str, object]:
        """The fields as JSON-ready values (``expires`` as an ISO 8601 string or ``None``)."""
        expires = self.expires
        return {
            "name": self.name,
            "value": self.value,
            "domain": self.domain,
            "path": self.path,
            "host_only": self.host_only,
            "secure": self.secure,
            "http_only": self.http_only,
            "same_site": self.same_site,
            "expires": None if expires is None else expires.isoformat(),
            "creation": self.creation,
        }

    def __str__(self) -> str:
        return f"{self.name}={self.value}" if self.name else self.value
