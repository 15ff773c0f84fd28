"""The ``Navigator`` object (https://html.spec.whatwg.org/multipage/system-state.html#the-navigator-object)
of a ``Window``, whose answers come from a :class:`NavigatorProfile`: by default
:data:`CHROMIUM_156_HEADLESS`, what Chromium 156 headless on Linux answers (recorded with
Playwright, tests/html/test_window_globals.py), with two choices made for determinism and for
what a browser shows a page: ``hardwareConcurrency`` is 8, not the host's core count, and
``webdriver`` is false (a browser that no automation drives; Chromium launched by Playwright
says true, as ``--enable-automation`` makes it)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from webapi._webidl import argument_error
from webapi.fetch import CHROMIUM_156_USER_AGENT

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ._navigable import Navigable

__all__ = [
    "CHROMIUM_156_HEADLESS",
    "NavigatorImpl",
    "NavigatorProfile",
    "navigator_profile_argument",
]


@dataclass(frozen=True)
class NavigatorProfile:
    """What a window's ``navigator`` answers: give one to
    ``create_top_level_traversable(document, navigator=profile)`` (its frames share it), or
    change the default's fields with :func:`dataclasses.replace`
    (``replace(CHROMIUM_156_HEADLESS, languages=("fr-FR", "fr"))``).

    ``app_version`` is None: the user agent without its ``Mozilla/`` prefix, as browsers
    answer. ``language`` is the first of ``languages``."""

    user_agent: str = CHROMIUM_156_USER_AGENT  # (the one fetch's client sends)
    platform: str = "Linux x86_64"
    languages: tuple[str, ...] = ("en-US", "en")
    vendor: str = "Google Inc."
    product_sub: str = "20030107"
    on_line: bool = True
    cookie_enabled: bool = True
    hardware_concurrency: int = 8
    pdf_viewer_enabled: bool = True
    webdriver: bool = False
    app_version: str | None = field(default=None)

    def __post_init__(self) -> None:
        for name in ("user_agent", "platform", "vendor", "product_sub"):
            if not isinstance(getattr(self, name), str):
                raise argument_error("NavigatorProfile", name, getattr(self, name), "a str")
        if isinstance(self.languages, str) or not all(
            isinstance(language, str) for language in self.languages
        ):
            raise argument_error(
                "NavigatorProfile", "languages", self.languages, "a sequence of str"
            )
        object.__setattr__(self, "languages", tuple(self.languages))
        concurrency = self.hardware_concurrency
        if isinstance(concurrency, bool) or not isinstance(concurrency, int) or concurrency < 1:
            raise argument_error(
                "NavigatorProfile", "hardware_concurrency", concurrency, "a positive int"
            )


#: Chromium 156 headless on Linux (x86_64), as Playwright's ``chromium.launch()`` shows it
#: (but for ``webdriver`` and ``hardwareConcurrency``: see the module's docstring).
CHROMIUM_156_HEADLESS = NavigatorProfile()


def navigator_profile_argument(function: str, value: object) -> NavigatorProfile | None:
    """``value`` as the ``navigator`` argument of ``function``: a profile or None."""
    if value is None or isinstance(value, NavigatorProfile):
        return value
    raise argument_error(function, "navigator", value, "a NavigatorProfile or None")


class NavigatorImpl:
    """A ``Navigator``: its window's navigable (whose top-level traversable has the profile)."""

    __slots__ = ("_navigable",)

    _interface_class: ClassVar[type[Any]]

    _navigable: Navigable

    @property
    def _profile(self) -> NavigatorProfile:
        profile: NavigatorProfile | None = self._navigable.traversable().navigator_profile
        return CHROMIUM_156_HEADLESS if profile is None else profile

    # --- NavigatorID (system-state.html#client-identification)

    @property
    def _app_code_name(self) -> str:
        """https://html.spec.whatwg.org/multipage/system-state.html#dom-navigator-appcodename"""
        return "Mozilla"

    @property
    def _app_name(self) -> str:
        """https://html.spec.whatwg.org/multipage/system-state.html#dom-navigator-appname"""
        return "Netscape"

    @property
    def _app_version(self) -> str:
        """https://html.spec.whatwg.org/multipage/system-state.html#dom-navigator-appversion:
        the user agent string from its first ``/`` on, as browsers answer (or the profile's)."""
        profile = self._profile
        if profile.app_version is not None:
            return profile.app_version
        return profile.user_agent.partition("/")[2] or profile.user_agent

    @property
    def _platform(self) -> str:
        """https://html.spec.whatwg.org/multipage/system-state.html#dom-navigator-platform"""
        return self._profile.platform

    @property
    def _product(self) -> str:
        """https://html.spec.whatwg.org/multipage/system-state.html#dom-navigator-product"""
        return "Gecko"

    @property
    def _product_sub(self) -> str:
        """https://html.spec.whatwg.org/multipage/system-state.html#dom-navigator-productsub:
        ``"20030107"`` in Chrome and Safari (the profile's)."""
        return self._profile.product_sub

    @property
    def _user_agent(self) -> str:
        """https://html.spec.whatwg.org/multipage/system-state.html#dom-navigator-useragent:
        the default ``User-Agent`` value (the profile's)."""
        return self._profile.user_agent

    @property
    def _vendor(self) -> str:
        """https://html.spec.whatwg.org/multipage/system-state.html#dom-navigator-vendor"""
        return self._profile.vendor

    @property
    def _vendor_sub(self) -> str:
        """https://html.spec.whatwg.org/multipage/system-state.html#dom-navigator-vendorsub"""
        return ""

    # --- NavigatorLanguage (system-state.html#language-preferences)

    @property
    def _language(self) -> str:
        """https://html.spec.whatwg.org/multipage/system-state.html#dom-navigator-language:
        the first of ``languages`` (``"en-US"`` where the profile has none)."""
        languages = self._profile.languages
        return languages[0] if languages else "en-US"

    @property
    def _languages(self) -> tuple[str, ...]:
        """https://html.spec.whatwg.org/multipage/system-state.html#dom-navigator-languages:
        the user's preferred languages, most preferred first (a frozen array: a tuple)."""
        return self._profile.languages or ("en-US",)

    # --- NavigatorOnLine, NavigatorCookies, NavigatorPlugins, NavigatorConcurrentHardware

    @property
    def _on_line(self) -> bool:
        """https://html.spec.whatwg.org/multipage/system-state.html#dom-navigator-online"""
        return self._profile.on_line

    @property
    def _cookie_enabled(self) -> bool:
        """https://html.spec.whatwg.org/multipage/system-state.html#dom-navigator-cookieenabled"""
        return self._profile.cookie_enabled

    def _java_enabled(self) -> bool:
        """https://html.spec.whatwg.org/multipage/system-state.html#dom-navigator-javaenabled:
        false."""
        return False

    @property
    def _pdf_viewer_enabled(self) -> bool:
        """https://html.spec.whatwg.org/multipage/system-state.html#dom-navigator-pdfviewerenabled"""
        return self._profile.pdf_viewer_enabled

    @property
    def _hardware_concurrency(self) -> int:
        """https://html.spec.whatwg.org/multipage/workers.html#dom-navigator-hardwareconcurrency:
        the profile's (8 by default, whatever the machine: a deterministic answer)."""
        return self._profile.hardware_concurrency

    # --- NavigatorAutomationInformation (WebDriver)

    @property
    def _webdriver(self) -> bool:
        """https://w3c.github.io/webdriver/#dom-navigatorautomationinformation-webdriver"""
        return self._profile.webdriver
