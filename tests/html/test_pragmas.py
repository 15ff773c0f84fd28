"""The Content language state of ``<meta http-equiv>``
(https://html.spec.whatwg.org/multipage/semantics.html#attr-meta-http-equiv-content-language),
the pragma-set default language, and the language from a higher-level protocol (a response's
``Content-Language`` header, given to ``document_from_response`` with the headers): the
language of a node that no ``lang`` attribute gives one
(https://html.spec.whatwg.org/multipage/dom.html#language), as ``:lang()`` reads it.

:data:`CHROMIUM_156` holds what Chromium 156 answered for each page served with the header
(``tests/e2e/test_pragmas_chromium.py`` asks it again); :data:`DEPARTURES` gives the
Standard's answer (webapi's) where Chromium departs from it.
"""

from __future__ import annotations

import pytest

from tests._sample import sampled
from webapi.html import DOMParser, document_from_response

#: name -> (the page's markup, its Content-Language header or None).
PAGES: dict[str, tuple[str, str | None]] = {
    "meta": (
        '<meta http-equiv="content-language" content="fr"><p>x</p><div lang=de><span>y</span>',
        None,
    ),
    "meta, ASCII case-insensitive": (
        '<meta http-equiv="Content-Language" content="FR"><p>x',
        None,
    ),
    "meta in the body": ("<p>x</p><meta http-equiv=content-language content=fr>", None),
    "two metas: the last one": (
        "<meta http-equiv=content-language content=fr>"
        "<meta http-equiv=content-language content=de><p>x",
        None,
    ),
    "meta with a comma": ('<meta http-equiv=content-language content="fr,de"><p>x', None),
    "meta, empty": ('<meta http-equiv=content-language content=""><p>x', None),
    "meta, no content": ("<meta http-equiv=content-language><p>x", None),
    "meta in a template": (
        "<template><meta http-equiv=content-language content=fr></template><p>x",
        None,
    ),
    "meta, two tokens": ('<meta http-equiv=content-language content="fr de"><p>x', None),
    "meta, white space around": ('<meta http-equiv=content-language content=" fr "><p>x', None),
    "header": ("<p>x", "fr"),
    "header, a list": ("<p>x", " fr , de"),
    "header, two tokens": ("<p>x", "fr de"),
    "header, empty first item": ("<p>x", ",fr"),
    "header and meta: the meta": ("<meta http-equiv=content-language content=de><p>x", "fr"),
    "header and lang: the attribute": ("<html lang=en><p>x", "fr"),
    "header and an empty meta: the header": (
        '<meta http-equiv=content-language content=""><p>x',
        "fr",
    ),
}

_NONE = {"fr": "", "de": "", "en": "", "detached": False}

#: Chromium 156: the local names of the elements matching :lang(fr), :lang(de) and :lang(en),
#: in tree order, and whether a new element in no tree matches :lang(fr).
CHROMIUM_156: dict[str, dict[str, str | bool]] = {
    "meta": {"fr": "html head meta body p", "de": "div span", "en": "", "detached": False},
    "meta, ASCII case-insensitive": _NONE | {"fr": "html head meta body p"},
    "meta in the body": _NONE | {"fr": "html head body p meta"},
    "two metas: the last one": _NONE | {"de": "html head meta meta body p"},
    "meta with a comma": _NONE,
    "meta, empty": _NONE,
    "meta, no content": _NONE,
    "meta in a template": _NONE,
    "meta, two tokens": _NONE,
    "meta, white space around": _NONE,
    "header": _NONE | {"fr": "html head body p"},
    "header, a list": _NONE | {"fr": "html head body p"},
    "header, two tokens": _NONE,
    "header, empty first item": _NONE,
    "header and meta: the meta": _NONE | {"de": "html head meta body p"},
    "header and lang: the attribute": _NONE | {"en": "html head body p"},
    "header and an empty meta: the header": _NONE,
}

#: Where Chromium 156 departs from the Standard: the Standard's answers (webapi's).
#: - "Collect a sequence of code points that are not ASCII whitespace": the first token of the
#:   content is the language; Chromium takes the value as it is (which no :lang() matches);
#: - an element in no tree has no parent element: its language is the pragma-set default
#:   language, else the protocol's; Chromium gives it none (it looks for the document's
#:   language only when its walk up the tree reaches the document);
#: - a meta whose content is empty sets no pragma-set default language ("If candidate is the
#:   empty string, return"), so the header's language stays; Chromium's empty one replaces it.
DEPARTURES: dict[str, dict[str, str | bool]] = {
    "meta": CHROMIUM_156["meta"] | {"detached": True},
    "meta, ASCII case-insensitive": CHROMIUM_156["meta, ASCII case-insensitive"]
    | {"detached": True},
    "meta in the body": CHROMIUM_156["meta in the body"] | {"detached": True},
    "meta, two tokens": _NONE | {"fr": "html head meta body p", "detached": True},
    "meta, white space around": _NONE | {"fr": "html head meta body p", "detached": True},
    "header": CHROMIUM_156["header"] | {"detached": True},
    "header, a list": CHROMIUM_156["header, a list"] | {"detached": True},
    "header and lang: the attribute": CHROMIUM_156["header and lang: the attribute"]
    | {"detached": True},
    "header and an empty meta: the header": _NONE
    | {"fr": "html head meta body p", "detached": True},
}

#: What the e2e test evaluates in Chromium (the page served with the header).
SCRIPT = """() => {
  const out = {};
  for (const lang of ['fr', 'de', 'en']) {
    out[lang] = [...document.querySelectorAll('*')]
      .filter(e => e.matches(':lang(' + lang + ')')).map(e => e.localName).join(' ');
  }
  out.detached = document.createElement('div').matches(':lang(fr)');
  return out;
}"""


def webapi_answer(markup: str, header: str | None) -> dict[str, str | bool]:
    headers = {"Content-Type": "text/html"}
    if header is not None:
        headers["Content-Language"] = header
    document = document_from_response(markup.encode(), "https://example.test/", headers)
    found: dict[str, str | bool] = {
        lang: " ".join(
            e.localName for e in document.querySelectorAll("*") if e.matches(f":lang({lang})")
        )
        for lang in ("fr", "de", "en")
    }
    found["detached"] = document.createElement("div").matches(":lang(fr)")
    return found


@pytest.mark.parametrize("name", list(PAGES))
@sampled()
def test_language_as_chromium(name: str) -> None:
    assert webapi_answer(*PAGES[name]) == DEPARTURES.get(name, CHROMIUM_156[name])


def test_the_tables_agree() -> None:
    assert set(CHROMIUM_156) == set(PAGES)
    assert set(DEPARTURES) <= set(PAGES)


def test_a_meta_inserted_by_the_dom() -> None:
    """A ``meta`` appended to a document's tree runs its pragma; one in no tree does not, until
    it is inserted."""
    document = DOMParser().parseFromString("<p>x", "text/html")
    meta = document.createElement("meta")
    meta.httpEquiv = "content-language"
    meta.content = "es"
    assert not document.querySelector("p").matches(":lang(es)")
    document.createElement("div").append(meta)
    assert not document.querySelector("p").matches(":lang(es)")
    document.head.append(meta)
    assert document.querySelector("p").matches(":lang(es)")


def test_a_string_content_type_gives_no_language() -> None:
    """Only a headers object has a Content-Language; a Content-Type string gives none."""
    document = document_from_response(b"<p>x", "https://example.test/", "text/html")
    assert document.querySelectorAll(":lang(fr)").length == 0
