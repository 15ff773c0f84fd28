"""Documents with declarative shadow roots, parsed by ``Document.parseHTMLUnsafe`` in webapi
and in Chromium 156, and what each answers: ``body.getHTML({serializableShadowRoots: true})``,
``body.innerHTML`` and, for each element of the light tree with an open shadow root, its id,
the root's flags and its own ``getHTML`` with serializable shadow roots. The answers Chromium
gave are stored in ``_chromium_declarative_shadow.json`` (``python -m
tests.html._declarative_shadow_documents`` asks again and writes them)."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

ANSWERS = Path(__file__).with_name("_chromium_declarative_shadow.json")

#: (name, markup): each a document of its own.
DOCUMENTS: list[tuple[str, str]] = [
    (
        "basic",
        "<div id=h><template shadowrootmode=open shadowrootserializable>"
        "<slot name=a></slot><slot></slot></template><b slot=a>1</b>2</div>",
    ),
    (
        "flags",
        "<div id=h><template shadowrootmode=open shadowrootserializable "
        "shadowrootclonable shadowrootdelegatesfocus><input></template></div>",
    ),
    ("not-serializable", "<div id=h><template shadowrootmode=open><p>x</p></template>y</div>"),
    (
        "closed",
        "<span id=h><template shadowrootmode=closed shadowrootserializable>c"
        "</template>light</span>",
    ),
    ("mode-case", "<p id=h><template shadowrootmode=OPEN shadowrootserializable>u</template></p>"),
    ("invalid-mode", "<div id=h><template shadowrootmode=opened>t</template></div>"),
    (
        "duplicate",
        "<div id=h><template shadowrootmode=open shadowrootserializable>1</template>"
        "<template shadowrootmode=closed>2</template></div>",
    ),
    (
        "nested",
        "<div id=h><template shadowrootmode=open shadowrootserializable>"
        "<section id=i><template shadowrootmode=open shadowrootserializable><i>deep</i>"
        "</template>mid</section></template>top</div>",
    ),
    ("invalid-host", "<progress id=h><template shadowrootmode=open>p</template></progress>"),
    (
        "custom-host",
        "<my-el id=h><template shadowrootmode=open shadowrootserializable>"
        "<slot>fallback</slot></template></my-el>",
    ),
    ("in-head", "<template shadowrootmode=open>head</template><div id=h></div>"),
    (
        "in-table",
        "<table id=h><template shadowrootmode=open>t</template><tr><td>c</td></tr></table>",
    ),
    ("in-svg", "<svg id=h><template shadowrootmode=open>s</template></svg>"),
    (
        "in-template",
        "<template id=t><div id=h><template shadowrootmode=open "
        "shadowrootserializable>in</template></div></template>",
    ),
    ("unclosed", "<div id=h><template shadowrootmode=open shadowrootserializable><p>a</div>b"),
    (
        "raw-text",
        "<div id=h><template shadowrootmode=open shadowrootserializable>"
        "<style>a>b{}</style>&lt;&amp;</template></div>",
    ),
    (
        "registry",
        "<div id=h><template shadowrootmode=open shadowrootserializable "
        "shadowrootcustomelementregistry>r</template></div>",
    ),
]

#: The JavaScript each document runs through (its markup as the argument).
JAVASCRIPT = """(markup) => {
  const doc = Document.parseHTMLUnsafe(markup);
  const hosts = [];
  for (const el of doc.querySelectorAll('*')) {
    const s = el.shadowRoot;
    if (s) hosts.push([el.id, s.mode, s.delegatesFocus, s.clonable, s.serializable,
                       el.getHTML({serializableShadowRoots: true})]);
  }
  return [doc.body.getHTML({serializableShadowRoots: true}), doc.body.innerHTML, hosts];
}"""


def run_in_webapi(markup: str) -> list[Any]:
    """What webapi answers for ``markup`` (as :data:`JAVASCRIPT` does in Chromium)."""
    from webapi.dom import Document

    doc = Document.parseHTMLUnsafe(markup)
    hosts: list[Any] = []
    for element in doc.querySelectorAll("*"):
        shadow = element.shadowRoot
        if shadow is not None:
            hosts.append(
                [
                    element.id,
                    shadow.mode,
                    shadow.delegatesFocus,
                    shadow.clonable,
                    shadow.serializable,
                    element.getHTML(serializable_shadow_roots=True),
                ]
            )
    body = doc.body
    return [body.getHTML({"serializableShadowRoots": True}), body.innerHTML, hosts]


def ask_chromium() -> dict[str, Any]:
    """Every document's answer from the Chromium of this machine (Playwright), with its
    version."""
    from oracles.chromium import browser

    with browser() as launched:
        page = launched.new_page()
        answers = {name: page.evaluate(JAVASCRIPT, markup) for name, markup in DOCUMENTS}
        return {"chromium": launched.version, "answers": answers}


if __name__ == "__main__":
    data = ask_chromium()
    ANSWERS.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    sys.stdout.write(f"wrote {ANSWERS} ({data['chromium']}, {len(data['answers'])} documents)\n")
