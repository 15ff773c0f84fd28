"""What Chromium does for scripted navigation sequences across documents on one small site,
asked once and stored (``_chromium_navigation.json``, written by
``python -m tests.html._navigation_chromium``; the slow tier asks again,
``test_navigation_chromium.py``).

The site (:func:`site`) is one function from a request to a response, served by a loopback
HTTP server to Chromium and given to webapi as the window's callable transport. Its HTML pages
carry a script (``<script id=log>``) that logs, into ``sessionStorage``, the events of the page
as ``[event, path]``: ``beforeunload``, ``pagehide``, ``visibilitychange``, ``unload`` of the
page left, ``readystatechange:<state>``, ``DOMContentLoaded``, ``load``, ``pageshow`` of the
page loaded; webapi runs no script, so its test adds the same listeners from Python through
``open_window(on_document=...)``. ``/echo`` shows the request it got (method, query,
``Content-Type`` without its boundary, body with the boundary replaced, ``Referer`` without
the origin, and the ``Cookie`` header when there is one). The pages under ``/p/`` are in UTF-8,
those under ``/w/``, ``/s/`` and ``/k/`` in windows-1252, Shift_JIS and EUC-KR (their forms
send what the encoding lacks as numeric character references); ``/c/set?c=...&to=...`` is a
302 that sets the cookies ``c``, ``/c/page?c=...`` a page that sets them; ``/f/meta?to=...``
and ``/f/header?to=...`` refresh to ``to`` at once (a ``<meta http-equiv=refresh>``, a
``Refresh`` header). The page's script also logs ``hashchange`` and ``popstate``.

A sequence is a list of steps: ``["goto", path]`` (first), ``["click", selector]``,
``["submit", selector]`` (``requestSubmit()``), ``["fill", selector, value]``,
``["href", url]``, ``["assign", url]``, ``["replace", url]``, ``["reload"]``, ``["back"]``,
``["forward"]``, ``["push", url]`` (``pushState``), ``["go", delta]``, ``["href2", a, b]`` (two
navigations in one task), ``["search", value]``, ``["hash", value]``. After each step the page
settles and the log gets
``["now", path, history.length, title, referrer path, readyState, request, windows]``
(``request``: what ``/echo`` shows, else None) after the step's events (``windows``: how
many pages the browser has: ``target=_blank`` opens one).
The log ends with ``["jar", cookie, ...]`` when the browser holds cookies then, each
``[name, value, domain, path, httpOnly, secure, persistent]`` (``domain`` with a leading dot
for a domain cookie), sorted.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, quote, urlsplit

ANSWERS = Path(__file__).with_name("_chromium_navigation.json")

LOG_SCRIPT = (
    "<script id=log>(function(){var k='log',p=function(e){"
    "var l=JSON.parse(sessionStorage.getItem(k)||'[]');"
    "l.push([e,location.pathname+location.search]);sessionStorage.setItem(k,JSON.stringify(l))};"
    "['beforeunload','pagehide','unload','load','pageshow','hashchange','popstate']"
    ".forEach(function(t){"
    "addEventListener(t,function(){p(t)})});"
    "document.addEventListener('visibilitychange',function(){p('visibilitychange')});"
    "document.addEventListener('DOMContentLoaded',function(){p('DOMContentLoaded')});"
    "document.addEventListener('readystatechange',function(){"
    "p('readystatechange:'+document.readyState)})})()</script>"
)

_ORIGIN = re.compile(r"^https?://127\.0\.0\.1(:\d+)?")


def _page(
    title: str, charset: str = "utf-8", head: str = "", headers: list[tuple[str, str]] | None = None
) -> tuple[int, list[tuple[str, str]], bytes]:
    """An HTML page with links and forms of every kind, in ``charset`` (``head``: markup
    before the script, ``headers``: more response headers)."""
    text = (
        f"<!doctype html><title>{title}</title>{head}{LOG_SCRIPT}"
        "<a id=next href='/p/next'>next</a>"
        "<a id=self href=''>self</a>"
        "<a id=frag href='#f'>frag</a>"
        "<a id=query href='?q=\u00e9'>query</a>"
        "<a id=blank href='/p/popup' target=_blank>blank</a>"
        "<a id=named href='/p/named' target=somewhere>named</a>"
        "<a id=selft href='/p/selft' target=_self>selft</a>"
        "<a id=top href='/p/topt' target=_top>top</a>"
        "<a id=r301 href='/r/301?to=/p/moved'>301</a>"
        "<a id=r302 href='/r/302?to=/p/moved'>302</a>"
        "<a id=r307 href='/r/307?to=/p/moved'>307</a>"
        "<a id=chain href='/r/302?to=/r/301%3Fto%3D/p/end'>chain</a>"
        "<a id=text href='/t/plain'>text</a>"
        "<a id=nc href='/n/204'>204</a>"
        "<a id=noref href='/echo' rel=noreferrer>noref</a>"
        "<a id=echo href='/echo?from=link'>echo</a>"
        "<a id=dl href='/p/dl' download>dl</a>"
        "<a id=nohref>nohref</a>"
        "<a id=reforigin href='/echo' referrerpolicy=origin>reforigin</a>"
        "<a id=refnone href='/echo' referrerpolicy=no-referrer>refnone</a>"
        "<a id=refunsafe href='/echo?u' referrerpolicy=unsafe-url>refunsafe</a>"
        "<a id=js href='javascript:void 0'>js</a>"
        "<a id=mailto href='mailto:someone@example.com'>mailto</a>"
        "<a id=data href='data:text/html,<title>data</title>'>data</a>"
        "<a id=blankpage href='about:blank'>blankpage</a>"
        "<a id=fragother href='/p/two#x'>fragother</a>"
        "<a id=xml href='/x/doc'>xml</a>"
        "<map name=m><area id=area href='/p/area' shape=default></map>"
        "<form id=get action='/echo'><input name=q value='caf\u00e9 &amp; x'>"
        "<input name=n value=1></form>"
        "<form id=post method=post action='/echo'><input name=q value='caf\u00e9'>"
        "<input name=z value='a b+c'></form>"
        "<form id=multi method=post enctype=multipart/form-data action='/echo'>"
        "<input name=q value='caf\u00e9'></form>"
        "<form id=plain method=post enctype=text/plain action='/echo'>"
        "<input name=q value='caf\u00e9'></form>"
        "<form id=post303 method=post action='/r/303?to=/echo'><input name=q value=1></form>"
        "<form id=post307 method=post action='/r/307?to=/echo'><input name=q value=1></form>"
        "<form id=blankform action='/echo' target=_blank><input name=q value=b></form>"
        "<form id=noaction><input name=q value=self></form>"
        "<form id=actionquery action='/echo?old=1#keep'><input name=q value=new></form>"
        "<form id=withbutton action='/echo'><input name=q value=1>"
        "<button id=fbtn name=btn value=v formaction='/echo?via=button' formmethod=post>"
        "go</button></form>"
        "<form id=noreferrer action='/echo' rel=noreferrer><input name=q value=1></form>"
        "<form id=multi2 method=post enctype=multipart/form-data action='/echo'>"
        "<input name='na\u0022me' value='line1\r\nline2'><textarea name=t>a\nb</textarea></form>"
    )
    return (
        200,
        [("Content-Type", f"text/html; charset={charset}"), *(headers or [])],
        text.encode(charset, "xmlcharrefreplace"),
    )


#: The pages in other encodings than UTF-8: the path's first segment and the charset.
_CHARSETS = {"w": "windows-1252", "s": "shift_jis", "k": "euc-kr"}


def site(
    method: str, target: str, headers: dict[str, str], body: bytes
) -> tuple[int, list[tuple[str, str]], bytes]:
    """The site's response to a request (``target``: the path and query)."""
    parts = urlsplit(target)
    path, query = parts.path, parts.query
    if path.startswith("/p/"):
        return _page(path[3:])
    if path[1:2] in _CHARSETS and path[2:3] == "/":
        return _page(path[3:], _CHARSETS[path[1]])
    fields = parse_qs(query)
    to = fields.get("to", ["/p/none"])[0]
    if path.startswith("/r/"):
        return int(path[3:]), [("Location", to)], b""
    set_cookies = [("Set-Cookie", value) for value in fields.get("c", [])]
    if path == "/c/set":  # a redirect that sets cookies
        return 302, [("Location", to), *set_cookies], b""
    if path == "/c/page":  # a page that sets cookies
        return _page("cookie", headers=set_cookies)
    if path == "/f/meta":  # a page that refreshes to ``to`` (``wait`` seconds)
        content = fields.get("wait", ["0"])[0] + ";url=" + to
        return _page("refreshing", head=f"<meta http-equiv=refresh content='{content}'>")
    if path == "/f/header":  # the same with a Refresh header
        content = fields.get("wait", ["0"])[0] + ";url=" + to
        return _page("refreshing", headers=[("Refresh", content)])
    if path == "/x/doc":
        xml = b"<?xml version='1.0'?><root><title>xml</title></root>"
        return 200, [("Content-Type", "application/xml")], xml
    if path == "/t/plain":
        return 200, [("Content-Type", "text/plain; charset=utf-8")], b"plain <b>text</b>"
    if path.startswith("/n/"):
        return int(path[3:]), [], b""
    if path == "/echo":
        content_type = headers.get("content-type", "")
        boundary = ""
        if "boundary=" in content_type:
            content_type, _, boundary = content_type.partition("; boundary=")
        text = body.decode("latin-1")
        if boundary:
            text = text.replace(boundary, "BOUNDARY")
        referrer = _ORIGIN.sub("", headers.get("referer", "(none)"))
        cookie = [headers["cookie"]] if "cookie" in headers else []
        shown = json.dumps([method, query, content_type, text, referrer, *cookie])
        escaped = shown.replace("&", "&amp;").replace("<", "&lt;")
        page = f"<!doctype html><title>echo</title>{LOG_SCRIPT}<pre id=req>{escaped}</pre>"
        return 200, [("Content-Type", "text/html; charset=utf-8")], page.encode()
    return 404, [("Content-Type", "text/plain")], b"not found"


_LINKS = [
    "next",
    "self",
    "frag",
    "query",
    "blank",
    "named",
    "selft",
    "top",
    "r301",
    "r302",
    "r307",
    "chain",
    "text",
    "nc",
    "noref",
    "echo",
    "dl",
    "nohref",
    "reforigin",
    "refnone",
    "refunsafe",
    "js",
    "mailto",
    "data",
    "blankpage",
    "fragother",
    "xml",
    "area",
]
_FORMS = [
    "get",
    "post",
    "multi",
    "plain",
    "post303",
    "post307",
    "blankform",
    "noaction",
    "actionquery",
    "noreferrer",
    "multi2",
]

SEQUENCES: dict[str, list[list[Any]]] = {}
for _link in _LINKS:
    SEQUENCES[f"click_{_link}"] = [["goto", "/p/start"], ["click", f"#{_link}"]]
    SEQUENCES[f"click_{_link}_windows1252"] = [["goto", "/w/start"], ["click", f"#{_link}"]]
    SEQUENCES[f"click_{_link}_then_back"] = [["goto", "/p/start"], ["click", f"#{_link}"], ["back"]]
for _form in _FORMS:
    SEQUENCES[f"submit_{_form}"] = [["goto", "/p/start"], ["submit", f"#{_form}"]]
    SEQUENCES[f"submit_{_form}_windows1252"] = [["goto", "/w/start"], ["submit", f"#{_form}"]]
SEQUENCES.update(
    {
        "click_echo_from_windows1252": [["goto", "/w/start"], ["click", "#query"]],
        "fill_and_submit_get": [
            ["goto", "/p/start"],
            ["fill", "#get input[name=q]", "\u00fcber 100%"],
            ["submit", "#get"],
        ],
        "fill_and_submit_post_windows1252": [
            ["goto", "/w/start"],
            ["fill", "#post input[name=q]", "\u20ac and \u4e2d"],
            ["submit", "#post"],
        ],
        "href_then_back": [["goto", "/p/start"], ["href", "/p/two"], ["back"]],
        "assign_then_back_forward": [
            ["goto", "/p/start"],
            ["assign", "/p/two"],
            ["back"],
            ["forward"],
        ],
        "replace_keeps_length": [["goto", "/p/start"], ["replace", "/p/two"]],
        "replace_then_back": [
            ["goto", "/p/start"],
            ["assign", "/p/two"],
            ["replace", "/p/three"],
            ["back"],
        ],
        "reload": [["goto", "/p/start"], ["reload"]],
        "back_then_navigate_prunes": [
            ["goto", "/p/start"],
            ["href", "/p/two"],
            ["href", "/p/three"],
            ["back"],
            ["href", "/p/four"],
            ["forward"],
        ],
        "push_then_navigate_then_back": [
            ["goto", "/p/start"],
            ["push", "/p/pushed"],
            ["href", "/p/two"],
            ["back"],
        ],
        "href_same_url": [["goto", "/p/start"], ["href", "/p/start"]],
        "link_chain": [
            ["goto", "/p/start"],
            ["click", "#next"],
            ["click", "#r302"],
            ["click", "#echo"],
        ],
        "href_to_text_and_back": [["goto", "/p/start"], ["href", "/t/plain"], ["back"]],
        "href_to_204": [["goto", "/p/start"], ["href", "/n/204"]],
        "post_then_back": [["goto", "/p/start"], ["submit", "#post"], ["back"]],
        "href_fragment_only": [["goto", "/p/start"], ["href", "#x"]],
        "href_404": [["goto", "/p/start"], ["href", "/missing"]],
        "click_submit_button": [["goto", "/p/start"], ["click", "#fbtn"]],
        "click_submit_button_windows1252": [["goto", "/w/start"], ["click", "#fbtn"]],
        "go_minus_two_across_documents": [
            ["goto", "/p/start"],
            ["href", "/p/two"],
            ["href", "/p/three"],
            ["go", -2],
        ],
        "go_zero_reloads": [["goto", "/p/start"], ["href", "/p/two"], ["go", 0]],
        "two_navigations_in_one_task": [["goto", "/p/start"], ["href2", "/p/one", "/p/two"]],
        "search_setter": [["goto", "/p/start"], ["search", "?a=1"]],
        "fill_multipart_windows1252": [
            ["goto", "/w/start"],
            ["fill", "#multi input[name=q]", "\u20ac \u4e2d \u00e9"],
            ["submit", "#multi"],
        ],
        "back_to_text_document": [
            ["goto", "/p/start"],
            ["href", "/t/plain"],
            ["href", "/p/two"],
            ["back"],
        ],
        "redirect_then_back": [["goto", "/p/start"], ["click", "#r301"], ["back"]],
        "href_to_xml_and_back": [["goto", "/p/start"], ["href", "/x/doc"], ["back"]],
        "back_forward_back": [
            ["goto", "/p/start"],
            ["href", "/p/two"],
            ["back"],
            ["forward"],
            ["back"],
        ],
        "push_then_location_replace_then_back": [
            ["goto", "/p/start"],
            ["push", "/p/pushed"],
            ["replace", "/p/two"],
            ["back"],
        ],
        "fragment_then_other_document_then_back_twice": [
            ["goto", "/p/start"],
            ["href", "#a"],
            ["href", "/p/two"],
            ["back"],
            ["back"],
        ],
        "submit_then_click_then_back_twice": [
            ["goto", "/w/start"],
            ["submit", "#post"],
            ["href", "/p/two"],
            ["back"],
            ["back"],
        ],
    }
)

# Forms and their fills from pages in encodings that lack some of the characters sent.
for _form in _FORMS:
    SEQUENCES[f"submit_{_form}_shift_jis"] = [["goto", "/s/start"], ["submit", f"#{_form}"]]
    SEQUENCES[f"submit_{_form}_euc_kr"] = [["goto", "/k/start"], ["submit", f"#{_form}"]]
for _prefix, _charset in (("s", "shift_jis"), ("k", "euc_kr")):
    for _form, _field in (("get", "q"), ("post", "z"), ("multi", "q")):
        SEQUENCES[f"fill_and_submit_{_form}_{_charset}"] = [
            ["goto", f"/{_prefix}/start"],
            [
                "fill",
                f"#{_form} input[name={_field}]",
                "\u4e2d\u6587 \uac00 \u00e9 \u20ac \U0001f600",
            ],
            ["submit", f"#{_form}"],
        ]
    SEQUENCES[f"click_query_{_charset}"] = [["goto", f"/{_prefix}/start"], ["click", "#query"]]
    SEQUENCES[f"replace_query_{_charset}"] = [
        ["goto", f"/{_prefix}/start"],
        ["replace", "/echo?q=\u4e2d\u00e9"],
    ]

#: Set-Cookie values the site answers with, each read back by the next request and the jar.
COOKIES = [
    "a=1",
    "a=1; Path=/c",
    "a=1; Path=/echo",
    "a=1; Path=/p",
    "a=1; Max-Age=3600",
    "a=1; Expires=Wed, 01 Jan 2200 00:00:00 GMT",
    "a=1; Max-Age=0",
    "a=1; Expires=Thu, 01 Jan 1970 00:00:00 GMT",
    "a=1; HttpOnly",
    "a=1; Secure",
    "a=1; SameSite=Strict",
    "a=1; SameSite=None",
    "a=1; Domain=127.0.0.1",
    "a=1; Domain=example.com",
    "a=b=c; Path=/",
    "nameless",
    "__Host-a=1; Path=/",
    "a=1; Path=/echo/",
]
for _index, _cookie in enumerate(COOKIES):
    _quoted = quote(_cookie, safe="")
    SEQUENCES[f"cookie_{_index}_by_redirect"] = [
        ["goto", "/p/start"],
        ["href", f"/c/set?c={_quoted}&to=/echo"],
    ]
    SEQUENCES[f"cookie_{_index}_by_page"] = [
        ["goto", f"/c/page?c={_quoted}"],
        ["click", "#echo"],
    ]
SEQUENCES.update(
    {
        "cookie_redirect_chain": [
            ["goto", "/p/start"],
            ["href", "/c/set?c=a%3D1&to=" + quote("/c/set?c=b%3D2&to=/r/302?to=/echo", safe="")],
        ],
        "cookie_replaced_then_deleted": [
            ["goto", "/c/page?c=a%3D1"],
            ["href", "/c/set?c=a%3D2&to=/echo"],
            ["href", "/c/set?c=a%3D3%3B%20Max-Age%3D0&to=/echo"],
        ],
        "cookie_two_in_one_response_then_form_post": [
            ["goto", "/c/page?c=a%3D1&c=b%3D2%3B%20Path%3D/echo"],
            ["submit", "#post"],
        ],
        "cookie_then_back_then_echo": [
            ["goto", "/p/start"],
            ["href", "/c/set?c=a%3D1&to=/p/two"],
            ["back"],
            ["click", "#echo"],
        ],
        "cookie_then_blank_window_form": [
            ["goto", "/c/page?c=a%3D1"],
            ["submit", "#blankform"],
        ],
        # fragments and the history API: hashchange and popstate
        "hash_twice_then_back_twice_then_forward": [
            ["goto", "/p/start"],
            ["href", "#a"],
            ["href", "#b"],
            ["back"],
            ["back"],
            ["forward"],
        ],
        "hash_setter_then_back": [["goto", "/p/start"], ["hash", "x"], ["back"]],
        "hash_setter_same_fragment": [["goto", "/p/start#x"], ["hash", "x"]],
        "hash_setter_empty": [["goto", "/p/start#x"], ["hash", ""]],
        "hash_same_fragment_twice": [["goto", "/p/start"], ["href", "#a"], ["href", "#a"]],
        "click_frag_then_back_then_forward": [
            ["goto", "/p/start"],
            ["click", "#frag"],
            ["back"],
            ["forward"],
        ],
        "replace_fragment_then_back": [
            ["goto", "/p/start"],
            ["href", "/p/two"],
            ["replace", "#r"],
            ["back"],
        ],
        "push_then_back": [["goto", "/p/start"], ["push", "/p/pushed"], ["back"]],
        "push_twice_then_back_twice": [
            ["goto", "/p/start"],
            ["push", "/p/one"],
            ["push", "/p/two"],
            ["back"],
            ["back"],
        ],
        "push_then_back_then_forward": [
            ["goto", "/p/start"],
            ["push", "?pushed"],
            ["back"],
            ["forward"],
        ],
        "push_then_hash_then_back_twice": [
            ["goto", "/p/start"],
            ["push", "/p/pushed"],
            ["href", "#h"],
            ["back"],
            ["back"],
        ],
        "push_then_reload": [["goto", "/p/start"], ["push", "/p/pushed"], ["reload"]],
        "push_then_go_minus_one": [["goto", "/p/start"], ["push", "#p"], ["go", -1]],
        "push_same_url_then_back": [["goto", "/p/start"], ["push", "/p/start"], ["back"]],
        "push_then_click_then_back_twice": [
            ["goto", "/p/start"],
            ["push", "/p/pushed"],
            ["click", "#next"],
            ["back"],
            ["back"],
        ],
        "push_then_replace_then_back": [
            ["goto", "/p/start"],
            ["href", "/p/two"],
            ["push", "/p/pushed"],
            ["replace", "/p/three"],
            ["back"],
            ["back"],
        ],
        "hash_then_other_document_then_back": [
            ["goto", "/p/start"],
            ["hash", "a"],
            ["click", "#next"],
            ["back"],
        ],
        # location.replace
        "replace_to_echo_query": [["goto", "/p/start"], ["replace", "/echo?a=1&b=%20"]],
        "replace_to_redirect": [["goto", "/p/start"], ["replace", "/r/302?to=/p/moved"]],
        "replace_twice_then_back": [
            ["goto", "/p/start"],
            ["href", "/p/two"],
            ["replace", "/p/three"],
            ["replace", "/p/four"],
            ["back"],
        ],
        "replace_to_text_then_back": [
            ["goto", "/p/start"],
            ["href", "/p/two"],
            ["replace", "/t/plain"],
            ["back"],
        ],
        # refreshes (<meta http-equiv=refresh> and the Refresh header, no wait)
        "meta_refresh": [["goto", "/p/start"], ["href", "/f/meta?to=/p/refreshed"]],
        "header_refresh": [["goto", "/p/start"], ["href", "/f/header?to=/p/refreshed"]],
        "meta_refresh_to_echo": [["goto", "/p/start"], ["href", "/f/meta?to=/echo%3Fr%3D1"]],
        "meta_refresh_then_back": [
            ["goto", "/p/start"],
            ["href", "/f/meta?to=/p/refreshed"],
            ["back"],
        ],
        "meta_refresh_to_redirect_with_cookie": [
            ["goto", "/p/start"],
            ["href", "/f/meta?to=" + quote("/c/set?c=a%3D1&to=/echo", safe="")],
        ],
        "header_refresh_from_link": [
            ["goto", "/p/start"],
            ["href", "/f/header?to=/p/refreshed"],
            ["click", "#next"],
            ["back"],
        ],
    }
)

RUN_STEP = r"""
([op, a, b]) => {
  if (op === 'click') document.querySelector(a).click();
  else if (op === 'submit') document.querySelector(a).requestSubmit();
  else if (op === 'fill') document.querySelector(a).value = b;
  else if (op === 'href') location.href = a;
  else if (op === 'assign') location.assign(a);
  else if (op === 'replace') location.replace(a);
  else if (op === 'reload') location.reload();
  else if (op === 'back') history.back();
  else if (op === 'forward') history.forward();
  else if (op === 'push') history.pushState(null, '', a);
  else if (op === 'go') history.go(a);
  else if (op === 'href2') { location.href = a; location.href = b; }
  else if (op === 'search') location.search = a;
  else if (op === 'hash') location.hash = a;
  else if (op === 'navback') navigation.back();
  else if (op === 'navforward') navigation.forward();
  else if (op === 'src') document.querySelector('iframe').src = a;
}
"""

READ = r"""
() => {
  let log = [['storage denied', location.href]];
  try {
    log = JSON.parse(sessionStorage.getItem('log') || '[]');
    sessionStorage.removeItem('log');
  } catch (e) {}
  const tail = (u) => u.replace(/^https?:\/\/127\.0\.0\.1(:\d+)?/, '');
  const req = document.getElementById('req');
  return [log, [tail(location.href), history.length, document.title, tail(document.referrer),
                document.readyState, req ? req.textContent : null]];
}
"""


def _settled_read(page: Any) -> Any:
    """:data:`READ` once the page has settled (the navigation a step started has loaded: a
    pause, then the load state; again where a navigation destroyed the context meanwhile)."""
    from playwright.sync_api import Error

    for _ in range(20):
        page.wait_for_timeout(400)
        page.wait_for_load_state("load")
        try:
            return page.evaluate(READ)
        except Error as error:
            if "context was destroyed" not in str(error):
                raise
    raise RuntimeError("the page never settled")


@contextmanager
def serving_site(answer: Any = None) -> Iterator[str]:
    """A loopback HTTP server of :func:`site` (or of ``answer``, a function of the same
    arguments), nothing cached; yields its origin."""
    from http.server import BaseHTTPRequestHandler

    from tests._loopback import serving

    respond = site if answer is None else answer

    class Handler(BaseHTTPRequestHandler):
        def _answer(self) -> None:
            length = int(self.headers.get("Content-Length") or 0)
            body = self.rfile.read(length) if length else b""
            headers = {name.lower(): value for name, value in self.headers.items()}
            status, response_headers, content = respond(self.command, self.path, headers, body)
            self.send_response(status)
            for name, value in response_headers:
                self.send_header(name, value)
            self.send_header("Content-Length", str(len(content)))
            self.send_header("Cache-Control", "no-store")
            self.end_headers()
            self.wfile.write(content)

        do_GET = do_POST = _answer

        def log_message(self, format: str, *args: object) -> None:
            pass

    with serving(Handler) as server:
        yield f"http://127.0.0.1:{server.server_address[1]}"


def transport_of(answer: Any) -> Any:
    """A callable transport of webapi answering its requests with ``answer`` (:func:`site` or
    a function of the same arguments) as :func:`serving_site` serves it to Chromium."""

    def transport(request: Any) -> Any:
        impl = request._impl
        body = b"" if impl._body is None else impl._body.read_all_bytes()
        parts = urlsplit(request.url)
        target = parts.path + ("?" + parts.query if parts.query else "")
        headers = {name.lower(): value for name, value in request.headers}
        return answer(request.method, target, headers, body)

    return transport


def steps_log(log: list[list[Any]], count: int) -> list[list[Any]]:
    """The log of the first ``count`` steps (up to their ``now`` entries)."""
    if count == 0:
        return []
    ends = [index for index, entry in enumerate(log) if entry[0] == "now"]
    return log if count > len(ends) else log[: ends[count - 1] + 1]


def ask_chromium(names: list[str] | None = None) -> dict[str, Any]:
    """Chromium's logs (Playwright) over a loopback server of :func:`site`, a fresh context
    for each sequence (those of ``names``: all by default), with its version."""
    from oracles.chromium import browser

    logs = {}
    with serving_site() as origin, browser() as launched:
        for name, steps in SEQUENCES.items():
            if names is not None and name not in names:
                continue
            context = launched.new_context()
            page = context.new_page()
            log: list[Any] = []
            for step in steps:
                if step[0] == "goto":
                    page.goto(origin + step[1])
                    context.new_cdp_session(page).send("Page.resetNavigationHistory")
                else:
                    page.evaluate(RUN_STEP, step + [None] * (3 - len(step)))
                events, now = _settled_read(page)
                log.extend(events)
                log.append(["now", *now, len(context.pages)])
            jar = [
                [
                    cookie["name"],
                    cookie["value"],
                    cookie["domain"],
                    cookie["path"],
                    cookie["httpOnly"],
                    cookie["secure"],
                    cookie["expires"] != -1,
                ]
                for cookie in context.cookies()
            ]
            if jar:
                log.append(["jar", *sorted(jar)])
            logs[name] = log
            context.close()
        version = launched.version
    return {"chromium": version, "logs": logs}


if __name__ == "__main__":
    data = ask_chromium()
    ANSWERS.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    sys.stdout.write(f"wrote {ANSWERS} ({data['chromium']}, {len(data['logs'])} sequences)\n")
