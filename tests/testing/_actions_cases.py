"""The generated forms and actions of the event-log differential (``Locator`` actions against
Playwright's in Chromium 156): each case is a page, the actions run on it (a CSS selector, a
``Locator`` method, its arguments) and the log taken: the events a capturing listener on the
window sees (``mouseenter``/``mouseleave``/``pointerenter``/``pointerleave``, which do not
bubble, on each element), each as the fields :data:`FIELDS` (``isTrusted`` aside), then the
state the actions left (:data:`STATE_SCRIPT`). ``submit`` is canceled (no navigation).
:func:`webapi_log` takes the same log from webapi's ``webapi.testing.Page``."""

from __future__ import annotations

from typing import Any

__all__ = ["EVENTS", "FIELDS", "LOG_SCRIPT", "STATE_SCRIPT", "call", "cases", "webapi_log"]

#: The events logged.
EVENTS = [
    "pointerover",
    "pointerenter",
    "pointerout",
    "pointerleave",
    "mouseover",
    "mouseenter",
    "mouseout",
    "mouseleave",
    "pointermove",
    "mousemove",
    "pointerdown",
    "mousedown",
    "pointerup",
    "mouseup",
    "click",
    "dblclick",
    "auxclick",
    "contextmenu",
    "focus",
    "focusin",
    "blur",
    "focusout",
    "keydown",
    "keypress",
    "keyup",
    "beforeinput",
    "textInput",
    "input",
    "change",
    "select",
    "submit",
    "reset",
    "invalid",
]
#: The fields of an event compared (those it has).
FIELDS = ("key", "code", "keyCode", "charCode", "detail", "button", "buttons", "inputType", "data")


def call(locator: Any, method: str, args: list[Any]) -> None:
    """``locator.method(*args)``, a dict argument given as keyword arguments (Playwright's
    ``select_option(label=...)``)."""
    if args and isinstance(args[0], dict):
        getattr(locator, method)(**args[0])
    else:
        getattr(locator, method)(*args)


LOG_SCRIPT = """([types, fields, cancel]) => {
  window.__log = [];
  window.__path = (host, n) => {
    const p = [];
    for (; n && n !== host; n = n.parentNode) {
      const i = [...n.parentNode.childNodes].indexOf(n);
      p.unshift(n.nodeType === 3 ? '#' + i : n.localName + i);
    }
    return n === host ? p.join('/') : null;
  };
  const name = (t) => t === document ? '#document' : t === window ? '#window'
    : (t.id || t.localName);
  const log = (e) => {
    const r = [e.type, name(e.target)];
    for (const f of fields) r.push(f in e ? e[f] : '-');
    if (e.type === 'beforeinput' && e.target.isContentEditable) {
      const host = e.target;
      r.push(e.getTargetRanges().map((g) => [__path(host, g.startContainer), g.startOffset,
        __path(host, g.endContainer), g.endOffset]));
    }
    window.__log.push(r);
    if (e.type === 'submit' || e.type === cancel) e.preventDefault();
  };
  for (const t of types) {
    if (/enter|leave/.test(t)) {
      for (const el of [document.documentElement, ...document.querySelectorAll('*')])
        el.addEventListener(t, log);
    } else window.addEventListener(t, log, true);
  }
}"""
STATE_SCRIPT = """() => {
  const out = {active: document.activeElement ? (document.activeElement.id
    || document.activeElement.localName) : null};
  for (const el of document.querySelectorAll('[id]')) {
    const s = {};
    if (el.isContentEditable && el.id) {
      s.text = el.textContent;
      s.html = el.innerHTML;
      const g = getSelection();
      if (g.rangeCount && el.contains(g.anchorNode)) s.caret = [__path(el, g.anchorNode),
        g.anchorOffset, __path(el, g.focusNode), g.focusOffset];
    }
    if ('value' in el && /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName)) s.value = el.value;
    if (el.type === 'checkbox' || el.type === 'radio') s.checked = el.checked;
    if (el.tagName === 'SELECT') s.selected = [...el.selectedOptions].map((o) => o.index);
    try { if (el.selectionStart !== undefined && el.selectionStart !== null)
      s.selection = [el.selectionStart, el.selectionEnd]; } catch (e) {}
    if (Object.keys(s).length) out[el.id] = s;
  }
  return out;
}"""


_TEXTUAL = {
    "text": '<input id=t name=t value="{v}">',
    "password": '<input id=t name=t type=password value="{v}">',
    "search": '<input id=t name=t type=search value="{v}">',
    "email": '<input id=t name=t type=email value="{v}">',
    "textarea": "<textarea id=t name=t>{v}</textarea>",
}
_KEYS = ("a", "Shift+B", "Enter", "Backspace", "Delete", "Tab", " ", "ArrowLeft", "Control+a", "7")


def _page(control: str, in_form: bool) -> str:
    body = f"<p id=p>Label</p>{control}<input id=o name=o value=x><button id=s>Go</button>"
    return f"<form id=f>{body}</form>" if in_form else f"<div id=f>{body}</div>"


def cases() -> list[dict[str, Any]]:
    """The cases: ``{"name", "html", "steps": [[selector, method, args], ...]}``."""
    out: list[dict[str, Any]] = []

    def add(
        name: str, html: str, *steps: tuple[str, str, list[Any]], cancel: str | None = None
    ) -> None:
        case = {"name": name, "html": html, "steps": [list(s) for s in steps]}
        if cancel is not None:
            case["cancel"] = cancel
        out.append(case)

    for kind, template in _TEXTUAL.items():
        for value in ("", "ab"):
            for in_form in (True, False):
                html = _page(template.format(v=value), in_form)
                tag = f"{kind}/{value or 'empty'}/{'form' if in_form else 'div'}"
                add(f"{tag}/click", html, ("#t", "click", []))
                add(f"{tag}/fill", html, ("#t", "fill", ["Hi there"]))
                add(f"{tag}/type", html, ("#t", "press_sequentially", ["Hi 1!"]))
                if value:
                    add(f"{tag}/clear", html, ("#t", "clear", []))
                for key in _KEYS if in_form or value else ("a", "Enter", "Tab"):
                    add(f"{tag}/press {key}", html, ("#t", "press", [key]))
                if kind == "text":
                    add(f"{tag}/dblclick", html, ("#t", "dblclick", []))
                    add(f"{tag}/hover", html, ("#t", "hover", []))
                    add(f"{tag}/focus blur", html, ("#t", "focus", []), ("#t", "blur", []))
    for checked in ("", " checked"):
        for kind in ("checkbox", "radio"):
            html = _page(
                f"<input id=t name=t type={kind}{checked}><input id=u name=t type={kind}>", True
            )
            tag = f"{kind}/{'on' if checked else 'off'}"
            add(f"{tag}/click", html, ("#t", "click", []))
            add(f"{tag}/check", html, ("#t", "check", []))
            add(f"{tag}/uncheck", html, ("#u", "check", []), ("#t", "uncheck", []))
            add(f"{tag}/press space", html, ("#t", "press", [" "]))
            add(f"{tag}/press enter", html, ("#t", "press", ["Enter"]))
            add(f"{tag}/dblclick", html, ("#t", "dblclick", []))
        html = _page(f"<label id=l>Agree <input id=t type=checkbox{checked}></label>", True)
        add(f"label/{'on' if checked else 'off'}/click", html, ("#l", "click", []))
        add(f"label/{'on' if checked else 'off'}/check", html, ("#t", "check", []))
    for multiple in ("", " multiple"):
        html = _page(
            f"<select id=t name=t{multiple}><option value=a>Apple<option value=b>"
            "Banana<option value=c>Cherry</select>",
            True,
        )
        tag = f"select{multiple}"
        add(f"{tag}/value", html, ("#t", "select_option", ["b"]))
        add(f"{tag}/label", html, ("#t", "select_option", [{"label": "Cherry"}]))
        add(f"{tag}/index", html, ("#t", "select_option", [{"index": 0}]))
        add(f"{tag}/same", html, ("#t", "select_option", ["a"]))
        add(f"{tag}/focus", html, ("#t", "focus", []))
        if multiple:
            add(f"{tag}/list", html, ("#t", "select_option", [["a", "c"]]))
    for kind, html in (
        ("submit", _page("<button id=t>Save</button>", True)),
        ("button", _page("<button id=t type=button>Save</button>", True)),
        ("reset", _page("<input id=o2 value=q><button id=t type=reset>Reset</button>", True)),
        ("input-submit", _page("<input id=t type=submit value=Send>", True)),
        ("link", _page('<a id=t href="#x">Next</a>', False)),
        ("div", _page("<div id=t>Plain</div>", False)),
        ("tabindex", _page("<div id=t tabindex=0>Box</div>", False)),
        ("span-in-button", _page("<button id=b><span id=t>Go</span></button>", True)),
    ):
        add(f"{kind}/click", html, ("#t", "click", []))
        add(f"{kind}/dblclick", html, ("#t", "dblclick", []))
        add(f"{kind}/hover", html, ("#t", "hover", []))
        add(f"{kind}/press enter", html, ("#t", "press", ["Enter"]))
        add(f"{kind}/press space", html, ("#t", "press", [" "]))
        add(f"{kind}/hover then click p", html, ("#t", "hover", []), ("#p", "click", []))
        add(f"{kind}/click twice", html, ("#t", "click", []), ("#t", "click", []))
    for value in ("", "ab"):
        html = f"<div id=f><p id=p>x</p><div id=t contenteditable>{value}</div></div>"
        add(f"contenteditable/{value or 'empty'}/fill", html, ("#t", "fill", ["Hi there"]))
        add(f"contenteditable/{value or 'empty'}/click", html, ("#t", "click", []))
    html = _page(
        "<input id=a><input id=b tabindex=-1><input id=t tabindex=2><input id=c tabindex=1>", True
    )
    add("tab order/a", html, ("#a", "press", ["Tab"]))
    add("tab order/t", html, ("#t", "press", ["Tab"]))
    add("tab order/c", html, ("#c", "press", ["Tab"]))
    add("tab order/shift", html, ("#o", "press", ["Shift+Tab"]))
    text = _page('<input id=t name=t value="ab">', True)
    for cancel, step in (
        ("keydown", ("#t", "press", ["a"])),
        ("keypress", ("#t", "press", ["a"])),
        ("beforeinput", ("#t", "press", ["a"])),
        ("textInput", ("#t", "press", ["a"])),
        ("beforeinput", ("#t", "fill", ["xyz"])),
        ("keydown", ("#t", "press", ["Tab"])),
        ("keydown", ("#t", "press", ["Backspace"])),
        ("beforeinput", ("#t", "press", ["Delete"])),
        ("keydown", ("#t", "press", ["Enter"])),
        ("keypress", ("#t", "press", ["Enter"])),
        ("beforeinput", ("#t", "press", ["Enter"])),
        ("mousedown", ("#t", "click", [])),
        ("click", ("#s", "click", [])),
        ("click", ("#p", "click", [])),
    ):
        name = f"cancel {cancel}/{step[0]} {step[1]} {step[2][0] if step[2] else ''}"
        add(name.rstrip(), text, step, cancel=cancel)
    box = _page("<input id=t name=t type=checkbox>", True)
    add("cancel click/checkbox", box, ("#t", "click", []), cancel="click")
    add("cancel keyup/checkbox space", box, ("#t", "press", [" "]), cancel="keyup")
    add("cancel keydown/checkbox space", box, ("#t", "press", [" "]), cancel="keydown")
    link = _page('<a id=t href="#x">Next</a>', False)
    add("cancel click/link", link, ("#t", "click", []), cancel="click")
    add("cancel keydown/link enter", link, ("#t", "press", ["Enter"]), cancel="keydown")
    for key in ("Escape", "Home", "End", "ArrowRight", "Shift+Home", "F2", "Alt+a", "Meta+a"):
        add(f"text/ab/form/press {key}", text, ("#t", "press", [key]))
    div = _page("<div id=t>Plain</div>", False)
    add("div/right click", div, ("#t", "click", [{"button": "right"}]))
    add("div/middle click", div, ("#t", "click", [{"button": "middle"}]))
    add("div/shift click", div, ("#t", "click", [{"modifiers": ["Shift"]}]))
    add("div/click count 3", div, ("#t", "click", [{"click_count": 3}]))
    add(
        "text/ab/form/click then type",
        text,
        ("#t", "click", []),
        ("#t", "press_sequentially", ["cd"]),
    )
    edit = "<div id=f><p id=p>x</p><div id=t contenteditable></div></div>"
    add("contenteditable/empty/type", edit, ("#t", "press_sequentially", ["Hi 1"]))
    add(
        "contenteditable/empty/type backspace",
        edit,
        ("#t", "press_sequentially", ["ab"]),
        ("#t", "press", ["Backspace"]),
    )
    _editing_hosts(add)
    return out


#: The keys pressed in an editing host, alone.
_HOST_KEYS = (
    "a",
    "Shift+B",
    "Enter",
    "Shift+Enter",
    "Backspace",
    "Delete",
    "ArrowLeft",
    "ArrowRight",
    "Home",
    "End",
    "Control+a",
    "Tab",
    " ",
)


def _editing_hosts(add: Any) -> None:
    """Plain text typed into editing hosts (``contenteditable``, ``plaintext-only``), empty or
    holding ``ab``: each key alone, ``fill``, and runs of keys that make and merge lines."""
    click: tuple[str, str, list[Any]] = ("#t", "click", [])

    def press(key: str) -> tuple[str, str, list[Any]]:
        return ("#t", "press", [key])

    def type_(text: str) -> tuple[str, str, list[Any]]:
        return ("#t", "press_sequentially", [text])

    for mode in ("", "=plaintext-only"):
        for value in ("", "ab"):
            html = (
                f"<div id=f><p id=p>x</p><div id=t contenteditable{mode}>{value}</div>"
                "<input id=o></div>"
            )
            tag = f"host{mode or '=true'}/{value or 'empty'}"
            add(f"{tag}/fill", html, ("#t", "fill", ["Hi there"]))
            add(f"{tag}/fill empty", html, ("#t", "fill", [""]))
            add(f"{tag}/fill lines", html, ("#t", "fill", ["a\nb"]))
            add(f"{tag}/type", html, type_("Hi 1!"))
            add(f"{tag}/type spaces", html, type_(" a  b "))
            for key in _HOST_KEYS:
                add(f"{tag}/press {key}", html, press(key))
            add(f"{tag}/click type", html, click, type_("cd"))
            add(f"{tag}/click enter type", html, click, press("Enter"), type_("c"))
            add(f"{tag}/click shift+enter type", html, click, press("Shift+Enter"), type_("c"))
            add(f"{tag}/click backspace", html, click, press("Backspace"))
            add(f"{tag}/click delete", html, click, press("Delete"))
            add(f"{tag}/click enter backspace", html, click, press("Enter"), press("Backspace"))
            add(
                f"{tag}/click enter enter backspace",
                html,
                click,
                press("Enter"),
                press("Enter"),
                press("Backspace"),
            )
            add(
                f"{tag}/click backspace x3",
                html,
                click,
                press("Backspace"),
                press("Backspace"),
                press("Backspace"),
            )
            add(f"{tag}/type left enter", html, type_("xy"), press("ArrowLeft"), press("Enter"))
            add(
                f"{tag}/type left shift+enter",
                html,
                type_("xy"),
                press("ArrowLeft"),
                press("Shift+Enter"),
            )
            add(
                f"{tag}/type left backspace",
                html,
                type_("xy"),
                press("ArrowLeft"),
                press("Backspace"),
            )
            add(f"{tag}/type home delete", html, type_("x y"), press("Home"), press("Delete"))
            add(f"{tag}/select all type", html, press("Control+a"), type_("x"))
            add(f"{tag}/select all backspace", html, press("Control+a"), press("Backspace"))
            add(
                f"{tag}/lines merged",
                html,
                type_("x"),
                press("Enter"),
                type_("y"),
                press("Backspace"),
                press("Backspace"),
            )
            add(
                f"{tag}/enter in a line",
                html,
                click,
                press("Enter"),
                type_("cd"),
                press("ArrowLeft"),
                press("Enter"),
            )
    edit = "<div id=f><p id=p>x</p><div id=t contenteditable>ab</div></div>"
    add("host=true/ab/cancel beforeinput", edit, ("#t", "press", ["a"]), cancel="beforeinput")
    add("host=true/ab/cancel keydown", edit, ("#t", "press", ["Enter"]), cancel="keydown")
    add("host=true/ab/cancel fill", edit, ("#t", "fill", ["x"]), cancel="beforeinput")


def webapi_log(case: dict[str, Any]) -> dict[str, Any]:
    """webapi's log of a case (as Chromium's is stored: ``{"events", "state"}``)."""
    from webapi.testing import Page

    page = Page.open(case["html"].encode())
    window = page.window
    document = window.document
    log: list[list[Any]] = []

    def name(target: Any) -> str:
        if target is document:
            return "#document"
        if target is window:
            return "#window"
        return target.id or target.localName  # type: ignore[no-any-return]

    def listener(event: Any) -> None:
        row = [event.type, name(event.target)]
        for field in FIELDS:
            row.append(getattr(event, field) if hasattr(event, field) else "-")
        if event.type == "beforeinput" and event.target.isContentEditable:
            host = event.target
            row.append(
                [
                    [
                        _path(host, r.startContainer),
                        r.startOffset,
                        _path(host, r.endContainer),
                        r.endOffset,
                    ]
                    for r in event.getTargetRanges()
                ]
            )
        log.append(row)
        if event.type in ("submit", case.get("cancel")):
            event.preventDefault()

    for type_ in EVENTS:
        if "enter" in type_ or "leave" in type_:
            for element in [document.documentElement, *document.querySelectorAll("*")]:
                element.addEventListener(type_, listener)
        else:
            window.addEventListener(type_, listener, True)
    for selector, method, args in case["steps"]:
        call(page.locator(selector), method, args)
    window.event_loop.run_until_idle()
    return {"events": log, "state": webapi_state(document)}


def webapi_state(document: Any) -> dict[str, Any]:
    """:data:`STATE_SCRIPT`'s answer, from webapi."""
    active = document.activeElement
    out: dict[str, Any] = {"active": None if active is None else (active.id or active.localName)}
    for element in document.querySelectorAll("[id]"):
        state: dict[str, Any] = {}
        if element.isContentEditable:
            state["text"] = element.textContent
            state["html"] = element.innerHTML
            selection = document.getSelection()
            if selection.rangeCount and element.contains(selection.anchorNode):
                state["caret"] = [
                    _path(element, selection.anchorNode),
                    selection.anchorOffset,
                    _path(element, selection.focusNode),
                    selection.focusOffset,
                ]
        name = element.localName
        if name in ("input", "textarea", "select"):
            state["value"] = element.value
        if name == "input" and element.type in ("checkbox", "radio"):
            state["checked"] = element.checked
        if name == "select":
            state["selected"] = [option.index for option in element.selectedOptions]
        if name == "textarea" or (
            name == "input" and element.type in ("text", "search", "url", "tel", "password")
        ):
            state["selection"] = [element.selectionStart, element.selectionEnd]
        if state:
            out[element.id] = state
    return out


def _path(host: Any, node: Any) -> str | None:
    """``__path`` of :data:`LOG_SCRIPT`: ``node`` as the steps down from ``host`` (``div1/#0``:
    the text node first child of the host's second child), None outside it."""
    steps: list[str] = []
    while node is not None and node is not host:
        parent = node.parentNode
        if parent is None:
            return None
        index = list(parent.childNodes).index(node)
        steps.insert(0, f"#{index}" if node.nodeType == 3 else f"{node.localName}{index}")
        node = parent
    return "/".join(steps) if node is host else None
