"""The generated documents of the description and states differential (issue #75 item 2):
small bodies of controls and ARIA widgets carrying the attributes that set a description
(``aria-describedby``, ``aria-description``, ``title``) and the states (checked, disabled,
expanded, level, pressed, selected), in their valid, empty and bogus values, beside forms,
fieldsets, details, selects, lists, headings and hidden content. Each element asked about
has an ``id`` ``s<n>``; :func:`pages` gives the documents of a seed, the same every run."""

from __future__ import annotations

from collections.abc import Iterator

from tests.aria._page_writer import PageWriter, sample

__all__ = ["page", "pages"]

_TEXTS = ("Save", "Open file", "  Spaced  text ", "x", "")
_TRISTATE = ("true", "false", "mixed", "", "bogus", "TRUE")
_BOOLEAN = ("true", "false", "", "bogus")
_LEVELS = ("1", "3", "0", "-2", "x", "12", "2.5", "")
_WIDGET_ROLES = (
    "checkbox", "switch", "radio", "menuitemcheckbox", "menuitemradio", "option", "treeitem",
    "button", "tab", "row", "gridcell", "link", "combobox", "heading", "listitem", "menuitem",
    "columnheader", "rowheader", "slider", "textbox", "group", "", "bogus", "none",
)  # fmt: skip


class _Writer(PageWriter):
    __slots__ = ()

    PREFIX = "s"
    TEXTS = _TEXTS

    def maybe(self, attribute: str, values: tuple[str, ...], chance: float = 0.4) -> str:
        if self.random.random() >= chance:
            return ""
        return f' {attribute}="{self.random.choice(values)}"'

    def described(self) -> str:
        """Description attributes (or none): ``aria-describedby`` naming the page's
        description targets ``d0``..``d3`` (some hidden, one missing), ``aria-description``,
        ``title``, and sometimes an ``aria-label`` (so a title is no name)."""
        r = self.random
        out = []
        if r.random() < 0.35:
            ids = r.sample(("d0", "d1", "d2", "d3", "nope"), r.randrange(1, 3))
            out.append(f' aria-describedby="{" ".join(ids)}"')
        if r.random() < 0.3:
            out.append(f' aria-description="{self.text()}"')
        if r.random() < 0.35:
            out.append(f' title="{r.choice(("Tip", "  A  tip ", "", "Save"))}"')
        if r.random() < 0.25:
            out.append(f' aria-label="{r.choice(("Label", "", "Tip"))}"')
        return "".join(out)

    def states(self) -> str:
        """Some state attributes (or none)."""
        out = [
            self.maybe("aria-checked", _TRISTATE, 0.15),
            self.maybe("aria-pressed", _TRISTATE, 0.15),
            self.maybe("aria-expanded", _BOOLEAN, 0.15),
            self.maybe("aria-selected", _BOOLEAN, 0.15),
            self.maybe("aria-level", _LEVELS, 0.1),
            self.maybe("aria-disabled", _BOOLEAN, 0.12),
        ]
        if self.random.random() < 0.04:
            out.append(" hidden")
        if self.random.random() < 0.04:
            out.append(' aria-hidden="true"')
        if self.random.random() < 0.04:
            out.append(" inert")
        return "".join(out)

    def element(self, depth: int) -> str:
        r = self.random
        kind = r.randrange(16)
        key = self.key()
        a = self.described() + self.states()
        if kind == 0:
            t = r.choice(("checkbox", "radio", "text", "button", "submit", "range", "search"))
            extra = r.choice(("", " checked", " disabled", ' value="Go"', ' placeholder="Find"'))
            return f'<input id="{key}" type="{t}"{extra}{a}>'
        if kind == 1:
            role = r.choice(_WIDGET_ROLES)
            role_attribute = f' role="{role}"' if role else ""
            tabindex = ' tabindex="0"' if r.random() < 0.3 else ""
            return f'<div id="{key}"{role_attribute}{tabindex}{a}>{self.text()}</div>'
        if kind == 2:
            extra = r.choice(("", " disabled", ' type="submit"'))
            return f'<button id="{key}"{extra}{a}>{self.text()}</button>'
        if kind == 3:
            h = r.randrange(1, 7)
            return f'<h{h} id="{key}"{a}>{self.text()}</h{h}>'
        if kind == 4:
            open_ = " open" if r.random() < 0.5 else ""
            summary = self.key()
            return (
                f'<details id="{key}"{open_}><summary id="{summary}"{a}>{self.text()}</summary>'
                f"<p>{self.text()}</p></details>"
            )
        if kind == 5:
            multiple = r.choice(("", " multiple", ' size="3"'))
            disabled = " disabled" if r.random() < 0.2 else ""
            options = "".join(
                f'<option id="{self.key()}"{r.choice(("", " selected", " disabled"))}'
                f"{self.states()}>{self.text() or 'o'}</option>"
                for _ in range(3)
            )
            if r.random() < 0.3:
                options = f'<optgroup label="G"{r.choice(("", " disabled"))}>{options}</optgroup>'
            return f'<select id="{key}"{multiple}{disabled}{a}>{options}</select>'
        if kind == 6:
            disabled = " disabled" if r.random() < 0.6 else ""
            legend = f'<legend><input id="{self.key()}" aria-label="in legend"></legend>'
            return (
                f'<fieldset id="{key}"{disabled}{a}>{legend if r.random() < 0.5 else ""}'
                f'<input id="{self.key()}"{self.states()}><button id="{self.key()}">B</button>'
                f"{self.element(depth + 1) if depth < 2 else ''}</fieldset>"
            )
        if kind == 7:
            tag = r.choice(("ul", "ol"))
            items = "".join(
                f'<li id="{self.key()}"{self.states()}{self.described()}>{self.text()}</li>'
                for _ in range(2)
            )
            return f'<{tag} id="{key}"{a}>{items}</{tag}>'
        if kind == 8:
            table_role = r.choice(("", ' role="grid"', ' role="treegrid"'))
            return (
                f'<table id="{key}"{table_role}{a}><tr id="{self.key()}"{self.states()}>'
                f'<th id="{self.key()}"{self.states()}>H</th></tr><tr id="{self.key()}"'
                f'{self.states()}><td id="{self.key()}"{self.states()}>{self.text()}</td>'
                "</tr></table>"
            )
        if kind == 9:
            href = r.choice((' href="#"', ""))
            return f'<a id="{key}"{href}{a}>{self.text() or "link"}</a>'
        if kind == 10:
            alt = r.choice((' alt="A cat"', ' alt=""', ""))
            return f'<img id="{key}" src="data:,"{alt}{a}>'
        if kind == 11:
            inner = "".join(self.element(depth + 1) for _ in range(2)) if depth < 2 else ""
            return f'<div id="{key}"{a}>{inner or self.text()}</div>'
        if kind == 12:
            return f'<textarea id="{key}"{r.choice(("", " disabled", " readonly"))}{a}></textarea>'
        if kind == 13:
            role = r.choice(("tablist", "listbox", "tree", "menu", "radiogroup"))
            child = {
                "tablist": "tab",
                "listbox": "option",
                "tree": "treeitem",
                "menu": "menuitemcheckbox",
                "radiogroup": "radio",
            }[role]
            items = "".join(
                f'<div id="{self.key()}" role="{child}"{self.states()}>{self.text()}</div>'
                for _ in range(2)
            )
            return f'<div id="{key}" role="{role}"{a}>{items}</div>'
        if kind == 14:
            return f'<span id="{key}"{a}>{self.text()}</span>'
        return f'<p id="{key}"{a}>{self.text()}</p>'


def page(seed: int) -> str:
    """The document of ``seed``: the description targets ``d0``..``d3`` (``d1`` hidden,
    ``d2`` ``display: none``) and one to four elements."""
    writer = _Writer(seed)
    targets = (
        '<span id="d0">First  note</span><span id="d1" hidden>Hidden note</span>'
        '<div id="d2" style="display:none">None <b>shown</b></div>'
        '<span id="d3" aria-label="Labelled note">text</span>'
    )
    body = "".join(writer.element(0) for _ in range(writer.random.randrange(1, 5)))
    return f"<!DOCTYPE html><html><body>{body}{targets}</body></html>"


def pages(seed: int) -> Iterator[str]:
    """The documents ``page(seed * 1_000_000 + i)`` for i = 0, 1, 2, ..."""
    return sample(page, seed)
