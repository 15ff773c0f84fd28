"""The referrer policies (https://w3c.github.io/webappsec-referrer-policy/#referrer-policies),
one place for Fetch's request checks and HTML's ``referrerpolicy`` attributes. No imports: a
first parse reads it (HTML's enumerated attribute) without loading the URL parser."""

__all__ = ["REFERRER_POLICIES"]

#: https://w3c.github.io/webappsec-referrer-policy/#referrer-policies (the empty string, "no
#: referrer policy", left out), in the Standard's order.
REFERRER_POLICIES = (
    "no-referrer",
    "no-referrer-when-downgrade",
    "same-origin",
    "origin",
    "strict-origin",
    "origin-when-cross-origin",
    "strict-origin-when-cross-origin",
    "unsafe-url",
)
