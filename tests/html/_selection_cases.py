"""The Selection API differential against Chromium 156: generated sequences of calls on one
page's ``document.getSelection()``, the state after each (anchor, focus, ``isCollapsed``,
``rangeCount``, ``type``, ``direction``, ``toString()`` or the error's name, and what
``containsNode``/``getRangeAt`` answered), and the number of ``selectionchange`` events
fired once the tasks ran. A node is named by its path of child indexes from the document.
:func:`webapi_log` takes the same log from webapi; ``tests/html/_selection_chromium.py``
records Chromium's."""

from __future__ import annotations

import random
from typing import Any

__all__ = ["PAGE", "RUN_SCRIPT", "cases", "webapi_log"]

PAGE = (
    "<!DOCTYPE html><html><head><title>t</title></head><body>"
    "<p id=a>Hello <b>big</b> world</p><div id=d><span>one</span><!--c--><i></i>two</div>"
    "</body></html>"
)

#: Chromium's side: the same steps as :func:`_run`, in JavaScript.
RUN_SCRIPT = """async (ops) => {
  const s = document.getSelection();
  let changes = 0;
  document.addEventListener('selectionchange', () => changes++);
  const at = (path) => { let n = document; for (const i of path) n = n.childNodes[i]; return n; };
  const name = (n) => { if (!n) return null; const p = []; while (n.parentNode) {
    p.unshift([...n.parentNode.childNodes].indexOf(n)); n = n.parentNode; } return p; };
  const out = [];
  for (const op of ops) {
    let answer = null;
    try {
      const [m, ...a] = op;
      if (m === 'collapse' || m === 'extend') s[m](a[0] === null ? null : at(a[0]), a[1]);
      else if (m === 'setBaseAndExtent') s.setBaseAndExtent(at(a[0]), a[1], at(a[2]), a[3]);
      else if (m === 'selectAllChildren') s.selectAllChildren(at(a[0]));
      else if (m === 'addRange') { const r = document.createRange(); r.setStart(at(a[0]), a[1]);
        r.setEnd(at(a[2]), a[3]); s.addRange(r); }
      else if (m === 'removeRange')
        s.removeRange(s.rangeCount ? s.getRangeAt(0) : document.createRange());
      else if (m === 'containsNode') answer = s.containsNode(at(a[0]), a[1]);
      else if (m === 'getRangeAt') { const r = s.getRangeAt(a[0]);
        answer = [name(r.startContainer), r.startOffset, name(r.endContainer), r.endOffset]; }
      else s[m]();
    } catch (e) { answer = e.name; }
    out.push([answer, name(s.anchorNode), s.anchorOffset, name(s.focusNode), s.focusOffset,
      s.isCollapsed, s.rangeCount, s.type, s.direction, s.toString()]);
  }
  await new Promise((r) => setTimeout(r, 0));
  await new Promise((r) => setTimeout(r, 0));
  return [out, changes, document.body.innerHTML];
}"""

_TEXT_NODES = [[1, 1, 0, 0], [1, 1, 0, 1, 0], [1, 1, 0, 2], [1, 1, 1, 0, 0], [1, 1, 1, 3]]
_NODES = [
    [],
    [0],
    [1],
    [1, 1],
    [1, 1, 0],
    [1, 1, 0, 1],
    [1, 1, 1],
    [1, 1, 1, 0],
    [1, 1, 1, 1],
    [1, 1, 1, 2],
    *_TEXT_NODES,
]
_NO_ARGS = ["collapseToStart", "collapseToEnd", "removeAllRanges", "deleteFromDocument", "empty"]


def _point(rng: random.Random) -> list[Any]:
    return [rng.choice(_NODES), rng.choice([0, 0, 1, 2, 3, 4, 7])]


def _op(rng: random.Random) -> list[Any]:
    kind = rng.choice(
        [
            "collapse",
            "collapse",
            "extend",
            "extend",
            "setBaseAndExtent",
            "setBaseAndExtent",
            "selectAllChildren",
            "addRange",
            "removeRange",
            "containsNode",
            "getRangeAt",
            *_NO_ARGS,
        ]
    )
    if kind == "collapse" and rng.random() < 0.1:
        return ["collapse", None, 0]
    if kind in ("collapse", "extend"):
        return [kind, *_point(rng)]
    if kind in ("setBaseAndExtent", "addRange"):
        return [kind, *_point(rng), *_point(rng)]
    if kind == "selectAllChildren":
        return [kind, rng.choice(_NODES)]
    if kind == "containsNode":
        return [kind, rng.choice(_NODES), rng.random() < 0.5]
    if kind == "getRangeAt":
        return [kind, rng.choice([0, 0, 1])]
    return [kind]


def cases(count: int = 300) -> list[list[list[Any]]]:
    """``count`` sequences of one to four calls (seeded)."""
    rng = random.Random(7)
    return [[_op(rng) for _ in range(rng.randint(1, 4))] for _ in range(count)]


def _at(document: Any, path: list[int]) -> Any:
    node = document
    for index in path:
        node = node.childNodes[index]
    return node


def _name(node: Any) -> list[int] | None:
    if node is None:
        return None
    path = []
    while node.parentNode is not None:
        path.insert(0, list(node.parentNode.childNodes).index(node))
        node = node.parentNode
    return path


def _run(document: Any, selection: Any, op: list[Any]) -> Any:
    kind, *a = op
    if kind in ("collapse", "extend"):
        getattr(selection, kind)(None if a[0] is None else _at(document, a[0]), a[1])
    elif kind == "setBaseAndExtent":
        selection.setBaseAndExtent(_at(document, a[0]), a[1], _at(document, a[2]), a[3])
    elif kind == "selectAllChildren":
        selection.selectAllChildren(_at(document, a[0]))
    elif kind == "addRange":
        made = document.createRange()
        made.setStart(_at(document, a[0]), a[1])
        made.setEnd(_at(document, a[2]), a[3])
        selection.addRange(made)
    elif kind == "removeRange":
        current = selection.getRangeAt(0) if selection.rangeCount else document.createRange()
        selection.removeRange(current)
    elif kind == "containsNode":
        return selection.containsNode(_at(document, a[0]), a[1])
    elif kind == "getRangeAt":
        found = selection.getRangeAt(a[0])
        return [
            _name(found.startContainer),
            found.startOffset,
            _name(found.endContainer),
            found.endOffset,
        ]
    else:
        getattr(selection, kind)()
    return None


def webapi_log(ops: list[list[Any]]) -> list[Any]:
    """webapi's answer to one sequence, as :data:`RUN_SCRIPT` gives Chromium's."""
    from webapi.dom import DOMException
    from webapi.testing import Page

    page = Page.open(PAGE.encode())
    document = page.window.document
    selection = document.getSelection()
    changes = []
    document.addEventListener("selectionchange", lambda event: changes.append(1))
    out = []
    for op in ops:
        try:
            answer = _run(document, selection, op)
        except DOMException as error:
            answer = error.name
        out.append(
            [
                answer,
                _name(selection.anchorNode),
                selection.anchorOffset,
                _name(selection.focusNode),
                selection.focusOffset,
                selection.isCollapsed,
                selection.rangeCount,
                selection.type,
                selection.direction,
                selection.toString(),
            ]
        )
    page.window.event_loop.advance(0)
    return [out, len(changes), document.body.innerHTML]
