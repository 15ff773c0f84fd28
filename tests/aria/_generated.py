"""The generated documents of the accessibility differential (issue #75 item 2): small bodies
of landmarks, sectioning, links, images, form controls with their labels, tables, lists, ARIA
roles and labels, and hidden content, each element that is asked about carrying an ``id``
(``k0``, ``k1``, ...). :func:`pages` gives the documents of a seed, the same every run."""

from __future__ import annotations

from collections.abc import Iterator

from tests.aria._page_writer import PageWriter, sample

__all__ = ["page", "pages"]

_TEXTS = ("Save", "Open file", "  Name  ", "Hello world", "x", "")
_ROLES = (
    "button",
    "link",
    "heading",
    "none",
    "presentation",
    "img",
    "checkbox",
    "list",
    "listitem",
    "navigation",
    "region",
    "group",
    "textbox",
    "tab",
    "dialog",
    "generic",
    "bogus",
    "bogus button",
    "widget",
    "landmark",
    "menuitem",
    "option",
    "cell",
    "row",
    "table",
    "grid",
    "gridcell",
    "alert",
    "status",
    "note",
    "switch",
    "tooltip",
    "combobox",
    "image",
)
_INPUT_TYPES = (
    "text",
    "search",
    "email",
    "tel",
    "url",
    "password",
    "number",
    "range",
    "checkbox",
    "radio",
    "button",
    "submit",
    "reset",
    "image",
    "hidden",
    "file",
    "color",
    "date",
    "datetime-local",
    "month",
    "time",
    "week",
    "bogus",
)


class _Writer(PageWriter):
    __slots__ = ()

    PREFIX = "k"
    TEXTS = _TEXTS

    def attrs(self) -> str:
        """Some ARIA and global attributes (or none) for an element."""
        r = self.random
        out = []
        if r.random() < 0.2:
            out.append(f' role="{r.choice(_ROLES)}"')
        if r.random() < 0.2:
            out.append(f' aria-label="{r.choice(_TEXTS)}"')
        if r.random() < 0.1:
            out.append(f' title="{r.choice(_TEXTS)}"')
        if r.random() < 0.06:
            out.append(' aria-hidden="true"')
        if r.random() < 0.05:
            out.append(" hidden")
        if r.random() < 0.05:
            out.append(' style="display:none"')
        if r.random() < 0.04:
            out.append(' style="visibility:hidden"')
        if r.random() < 0.05:
            out.append(' tabindex="0"')
        if r.random() < 0.05:
            out.append(' aria-describedby="k0"')
        return "".join(out)

    def element(self, depth: int) -> str:
        r = self.random
        kind = r.randrange(22)
        key = self.key()
        a = self.attrs()
        inner = self.inline(depth + 1) if depth < 3 else self.text()
        if kind == 0:
            tag = r.choice(
                (
                    "header",
                    "footer",
                    "main",
                    "nav",
                    "aside",
                    "section",
                    "article",
                    "address",
                    "search",
                    "form",
                    "div",
                    "span",
                    "p",
                    "blockquote",
                    "figure",
                    "details",
                    "dialog",
                    "fieldset",
                    "hgroup",
                    "menu",
                )
            )
            return f'<{tag} id="{key}"{a}>{self.block(depth + 1)}</{tag}>'
        if kind == 1:
            href = r.choice((' href="#"', "", ' href=""'))
            return f'<a id="{key}"{href}{a}>{inner}</a>'
        if kind == 2:
            alt = r.choice((' alt=""', ' alt="A cat"', "", ' alt="  "'))
            return f'<img id="{key}"{alt}{a} src="data:,">'
        if kind == 3:
            t = r.choice(_INPUT_TYPES)
            extra = r.choice(
                (
                    "",
                    ' value="Go"',
                    ' placeholder="Search here"',
                    ' list="dl"',
                    ' alt="Send"',
                    " checked",
                    " disabled",
                )
            )
            return f'<input id="{key}" type="{t}"{extra}{a}>'
        if kind == 4:
            control = self.key()
            t = r.choice(("text", "checkbox", "radio", "range"))
            if r.random() < 0.5:
                return (
                    f'<label id="{key}"{a}>{self.text()} <input id="{control}" type="{t}"></label>'
                )
            return (
                f'<label id="{key}" for="{control}"{a}>{inner}</label>'
                f'<input id="{control}" type="{t}">'
            )
        if kind == 5:
            h = r.randrange(1, 7)
            return f'<h{h} id="{key}"{a}>{inner}</h{h}>'
        if kind == 6:
            tag = r.choice(("button", "summary", "output", "textarea", "meter", "progress"))
            if tag == "textarea":
                return f'<textarea id="{key}"{a}>{self.text()}</textarea>'
            return f'<{tag} id="{key}"{a}>{inner}</{tag}>'
        if kind == 7:
            tag = r.choice(("ul", "ol", "menu", "dl", "div"))
            items = []
            for _ in range(r.randrange(1, 3)):
                item = "li" if tag != "dl" else r.choice(("dt", "dd"))
                items.append(
                    f'<{item} id="{self.key()}"{self.attrs()}>{self.inline(depth + 1)}</{item}>'
                )
            return f'<{tag} id="{key}"{a}>{"".join(items)}</{tag}>'
        if kind == 8:
            table_role = r.choice(("", ' role="grid"', ' role="presentation"', ' role="table"'))
            caption = (
                f'<caption id="{self.key()}">{self.text()}</caption>' if r.random() < 0.5 else ""
            )
            head = (
                f'<tr><th id="{self.key()}"{self.attrs()}>{self.text()}</th>'
                f'<th id="{self.key()}" scope="col">C</th></tr>'
            )
            body = (
                f'<tr id="{self.key()}"><th id="{self.key()}" scope="row">R</th>'
                f'<td id="{self.key()}"{self.attrs()}>{self.inline(depth + 1)}</td></tr>'
            )
            return (
                f'<table id="{key}"{table_role}{a}>{caption}<thead id="{self.key()}">{head}'
                f"</thead><tbody>{body}</tbody></table>"
            )
        if kind == 9:
            size = r.choice(("", ' size="4"', " multiple", ' size="1"'))
            options = "".join(f'<option id="{self.key()}">{self.text()}</option>' for _ in range(2))
            group = (
                f'<optgroup id="{self.key()}" label="G">{options}</optgroup>'
                if r.random() < 0.3
                else options
            )
            return f'<select id="{key}"{size}{a}>{group}</select>'
        if kind == 10:
            labelled = self.key()
            return (
                f'<span id="{labelled}">{self.text()}</span>'
                f'<div id="{key}" role="{r.choice(_ROLES)}" aria-labelledby="{labelled} k0"{a}>'
                f"{inner}</div>"
            )
        if kind == 11:
            return (
                f'<fieldset id="{key}"{a}><legend id="{self.key()}">{self.text()}</legend>'
                f"{self.inline(depth + 1)}</fieldset>"
            )
        if kind == 12:
            return (
                f'<figure id="{key}"{a}><img src="data:," alt="p">'
                f'<figcaption id="{self.key()}">{self.text()}</figcaption></figure>'
            )
        if kind == 13:
            tag = r.choice(
                (
                    "em",
                    "strong",
                    "code",
                    "del",
                    "ins",
                    "sub",
                    "sup",
                    "mark",
                    "time",
                    "abbr",
                    "b",
                    "i",
                    "u",
                    "small",
                    "dfn",
                    "q",
                    "cite",
                    "kbd",
                    "var",
                    "s",
                    "samp",
                    "data",
                    "bdi",
                    "bdo",
                    "br",
                    "wbr",
                    "hr",
                    "pre",
                    "math",
                    "svg",
                    "canvas",
                    "iframe",
                    "object",
                    "video",
                    "audio",
                    "embed",
                    "area",
                    "map",
                    "picture",
                    "slot",
                    "template",
                    "noscript",
                    "ruby",
                )
            )
            if tag in ("br", "wbr", "hr", "embed", "area"):
                return f'<{tag} id="{key}"{a}>'
            return f'<{tag} id="{key}"{a}>{inner}</{tag}>'
        if kind == 14:
            return f'<div id="{key}"{a}>{self.block(depth + 1)}</div>'
        if kind == 15:
            label = self.text()
            return f'<section id="{key}" aria-label="{label}"{a}>{self.block(depth + 1)}</section>'
        if kind == 16:
            alt = self.text()
            return f'<button id="{key}"{a}><img src="data:," alt="{alt}">{self.text()}</button>'
        if kind == 17:
            return f'<a id="{key}" href="#"{a} title="{self.text()}"><img src="data:," alt=""></a>'
        if kind == 18:
            return (
                f'<div id="{key}" role="button"{a}>{self.text()}<span aria-hidden="true">X</span>'
                "<span hidden>Y</span></div>"
            )
        if kind == 19:
            return f'<button id="{key}" aria-label="{self.text()}"{a}>{inner}</button>'
        if kind == 20:
            return (
                f'<label id="{key}"{a}>{self.text()} <select><option>One</option>'
                f"<option selected>Two</option></select> {self.text()}</label>"
            )
        return f'<span id="{key}"{a}>{inner}</span>'

    def inline(self, depth: int) -> str:
        r = self.random
        parts = []
        for _ in range(r.randrange(0, 3)):
            parts.append(self.text() if r.random() < 0.5 else self.element(depth + 1))
        return " ".join(parts) if parts else self.text()

    def block(self, depth: int) -> str:
        if depth > 3:
            return self.text()
        return "".join(self.element(depth) for _ in range(self.random.randrange(1, 3)))


def page(seed: int) -> str:
    """The document of ``seed``: a datalist ``dl`` and one to three elements in a body."""
    writer = _Writer(seed)
    body = "".join(writer.element(0) for _ in range(writer.random.randrange(1, 4)))
    datalist = '<datalist id="dl"><option>A</option></datalist>'
    return f"<!DOCTYPE html><html><body>{datalist}{body}</body></html>"


def pages(seed: int) -> Iterator[str]:
    """The documents ``page(seed * 1_000_000 + i)`` for i = 0, 1, 2, ..."""
    return sample(page, seed)
