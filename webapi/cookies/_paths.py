"""RFC 6265bis, sections "Domain Matching" (#domain-matching) and "Paths and Path-Match"
(#cookie-path)."""

from __future__ import annotations

__all__ = ["default_path", "domain_matches", "path_matches"]


def _not_a_str(function: str, **arguments: object) -> TypeError:
    """The ``TypeError`` naming the first of ``arguments`` that is not a ``str``."""
    from webapi._webidl import argument_error

    parameter, value = next((p, v) for p, v in arguments.items() if not isinstance(v, str))
    return argument_error(function, parameter, value, "a str")


def domain_matches(string: str, domain_string: str, string_is_ip: bool) -> bool:
    """Whether ``string`` domain-matches ``domain_string`` (both canonicalized): identical,
    or a host name (not an IP address) that ends with ``"." + domain_string``."""
    if not (isinstance(string, str) and isinstance(domain_string, str)):
        raise _not_a_str("domain_matches", string=string, domain_string=domain_string)
    if string == domain_string:
        return True
    return (
        not string_is_ip
        and string.endswith(domain_string)
        and string[-len(domain_string) - 1 : -len(domain_string)] == "."
    )


def default_path(uri_path: str) -> str:
    """The default-path of a cookie, from the path portion of the request-uri."""
    if not isinstance(uri_path, str):
        raise _not_a_str("default_path", uri_path=uri_path)
    # Step 2: "If the uri-path is empty or if the first character of the uri-path is not a
    # %x2F ("/") character, output %x2F ("/")"; step 3: no more than one "/".
    if not uri_path.startswith("/") or uri_path.count("/") <= 1:
        return "/"
    # Step 4: "up to, but not including, the right-most %x2F ("/")."
    return uri_path[: uri_path.rindex("/")]


def path_matches(request_path: str, cookie_path: str) -> bool:
    """Whether ``request_path`` path-matches ``cookie_path``."""
    if not (isinstance(request_path, str) and isinstance(cookie_path, str)):
        raise _not_a_str("path_matches", request_path=request_path, cookie_path=cookie_path)
    if not request_path.startswith(cookie_path):
        return False
    return (
        len(request_path) == len(cookie_path)
        or cookie_path.endswith("/")
        or request_path[len(cookie_path)] == "/"
    )
