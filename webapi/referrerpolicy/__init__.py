"""Referrer Policy (https://w3c.github.io/webappsec-referrer-policy/): the policies and the
algorithms Fetch runs for a request's ``Referer`` (and HTML for ``document.referrer``).

- ``REFERRER_POLICIES``: https://w3c.github.io/webappsec-referrer-policy/#referrer-policies;
- ``determine_request_referrer(request)``, ``referrer_under_policy(source, current, policy)``,
  ``strip_url_for_use_as_referrer(url, origin_only=False)``,
  ``set_request_referrer_policy_on_redirect(request, values)``: the Standard's algorithms;
- ``is_url_potentially_trustworthy(url)``: Secure Contexts' test as these algorithms and
  mixed content read it (a ``file:`` URL not trustworthy).

Above Secure Contexts and the URL Standard, below Fetch and HTML. The algorithms load on first
use (a first parse reads only the policies).
"""

from .._lazy import lazy_package as _lazy_package
from ._policies import REFERRER_POLICIES as REFERRER_POLICIES

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ._determine import DEFAULT_REFERRER_POLICY as DEFAULT_REFERRER_POLICY
    from ._determine import determine_request_referrer as determine_request_referrer
    from ._determine import is_url_potentially_trustworthy as is_url_potentially_trustworthy
    from ._determine import referrer_under_policy as referrer_under_policy
    from ._determine import (
        set_request_referrer_policy_on_redirect as set_request_referrer_policy_on_redirect,
    )
    from ._determine import strip_url_for_use_as_referrer as strip_url_for_use_as_referrer

_LAZY = {
    "._determine": "DEFAULT_REFERRER_POLICY determine_request_referrer "
    "is_url_potentially_trustworthy referrer_under_policy "
    "set_request_referrer_policy_on_redirect strip_url_for_use_as_referrer"
}
__getattr__, __dir__ = _lazy_package(globals(), _LAZY)
