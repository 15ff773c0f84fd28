"""``WindowProxy`` (https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-windowproxy-exotic-object):
webapi's ``Window`` object is the one a navigable keeps across its navigations, so it is its
``WindowProxy`` too (the same class, under both names)."""

from ._window_bindings import Window as WindowProxy

__all__ = ["WindowProxy"]
