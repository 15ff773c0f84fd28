"""RFC 6265bis, section "Dates" (#cookie-date): parsing a cookie-date.

https://datatracker.ietf.org/doc/html/draft-ietf-httpbis-rfc6265bis#name-dates
"""

from __future__ import annotations

import datetime
import re

__all__ = ["parse_cookie_date"]

# delimiter = %x09 / %x20-2F / %x3B-40 / %x5B-60 / %x7B-7E
_DELIMITERS = re.compile("[\t\x20-\x2f\x3b-\x40\x5b-\x60\x7b-\x7e]+")
# The productions, each a whole date-token ("non-digit *OCTET" tails are allowed); DIGIT is
# ASCII only.
_TIME = re.compile(r"([0-9]{1,2}):([0-9]{1,2}):([0-9]{1,2})(?:[^0-9]|\Z)", re.ASCII)
_DAY_OF_MONTH = re.compile(r"([0-9]{1,2})(?:[^0-9]|\Z)", re.ASCII)
_YEAR = re.compile(r"([0-9]{2,4})(?:[^0-9]|\Z)", re.ASCII)
_MONTHS = {
    name: number
    for number, name in enumerate(
        ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"), 1
    )
}
_UTC = datetime.UTC


def parse_cookie_date(text: str) -> datetime.datetime | None:
    """Parse a cookie-date (RFC 6265bis, "Dates"): the aware UTC datetime it denotes, or
    ``None`` when the algorithm fails (a missing time, day, month or year; a value out of
    range; a date that does not exist, such as 30 February).

    Two-digit years are 1970-2069 (steps 3 and 4); the year must be at least 1601 (step 5).
    """
    if not isinstance(text, str):
        from webapi._webidl import argument_error

        raise argument_error("parse_cookie_date", "text", text, "a str")
    time: tuple[int, int, int] | None = None
    day: int | None = None
    month: int | None = None
    year: int | None = None
    # Step 1: divide the cookie-date into date-tokens; step 2: process each in order.
    for token in _DELIMITERS.split(text):
        if not token:
            continue
        if time is None and (match := _TIME.match(token)) is not None:
            time = (int(match[1]), int(match[2]), int(match[3]))
        elif day is None and (match := _DAY_OF_MONTH.match(token)) is not None:
            day = int(match[1])
        elif month is None and token[:3].lower() in _MONTHS:
            month = _MONTHS[token[:3].lower()]
        elif year is None and (match := _YEAR.match(token)) is not None:
            year = int(match[1])
    if year is not None:
        if 70 <= year <= 99:  # step 3
            year += 1900
        elif 0 <= year <= 69:  # step 4
            year += 2000
    # Step 5.
    if time is None or day is None or month is None or year is None:
        return None
    hour, minute, second = time
    if not 1 <= day <= 31 or year < 1601 or hour > 23 or minute > 59 or second > 59:
        return None
    # Step 6: "If no such date exists, abort this algorithm and fail to parse".
    try:
        return datetime.datetime(year, month, day, hour, minute, second, tzinfo=_UTC)
    except ValueError:
        return None
