"""Test doubles: :class:`Routes`, a route table for ``fetch()``'s callable transport (what
msw's handlers or fetch-mock's routes are to JavaScript tests), and Playwright's locators over a
webapi ``Window``: :class:`Page`, :class:`Locator`, :func:`expect` (docs/testing.md); the
``get_by_*`` and ``locator`` methods both have are :class:`Locating`'s.

>>> page = Page.open(b"<button>Save</button><label>Email <input value=a@b.c></label>")
>>> page.get_by_role("button", name="save").count()
1
>>> page.get_by_label("Email").input_value()
'a@b.c'
>>> expect(page.get_by_text("Save")).to_be_visible()
"""

from ._errors import Error as Error
from ._errors import TimeoutError as TimeoutError
from ._expect import LocatorAssertions as LocatorAssertions
from ._expect import expect as expect
from ._files import FilePayload as FilePayload
from ._locator import Locating as Locating
from ._locator import Locator as Locator
from ._page import Page as Page
from ._page_expect import PageAssertions as PageAssertions
from ._response import Request as Request
from ._response import Response as Response
from ._routes import Routes as Routes

__all__ = [
    "Error",
    "FilePayload",
    "Locating",
    "Locator",
    "LocatorAssertions",
    "Page",
    "PageAssertions",
    "Request",
    "Response",
    "Routes",
    "TimeoutError",
    "expect",
]
