"""The ``details`` element
(https://html.spec.whatwg.org/multipage/interactive-elements.html#the-details-element): the
``toggle`` events and the name groups of one scenario, step for step as Chromium 156 logs them
(``CHROMIUM_156``, recorded by ``tests/e2e/test_details_chromium.py``, which runs the scenario
in Chromium again in the slow tier; ``await turn()`` there is ``tasks.run()`` here)."""

from __future__ import annotations

from typing import Any

from webapi.html import DOMParser

MARKUP = (
    "<details id=a name=g open><summary>A</summary>a</details>"
    "<details id=b name=g open><summary id=s>B</summary>b</details>"
    "<details id=c>c</details><details id=d open>d</details>"
)
CHROMIUM_156 = [
    "parsed a+ b- c- d+",
    "toggle a closed>open",
    "toggle b closed>closed",
    "toggle d closed>open",
    "turn",
    "b.open=true a- b+ c- d+",
    "toggle b closed>open",
    "toggle a open>closed",
    "turn",
    "c twice a- b+ c- d+",
    "toggle c closed>closed",
    "turn",
    "summary click a- b- c- d+",
    "toggle b open>closed",
    "turn",
    "insert open e a- b- c- d+ e+",
    "toggle e closed>open",
    "turn",
    "d.name=g a- b- c- d-",
    "toggle d open>closed",
    "turn",
]
JS_SCENARIO = r"""async (markup) => {
  const out = [];
  const turn = () => new Promise((r) => setTimeout(r, 10));
  document.body.innerHTML = markup;
  const all = [...document.querySelectorAll('details')];
  const state = () => all.map((d) => d.id + (d.open ? '+' : '-')).join(' ');
  for (const d of all) {
    d.addEventListener('toggle', (e) => out.push('toggle ' + d.id + ' ' + e.oldState + '>'
      + e.newState));
  }
  out.push('parsed ' + state());
  await turn(); out.push('turn');
  document.getElementById('b').open = true;
  out.push('b.open=true ' + state());
  await turn(); out.push('turn');
  document.getElementById('c').open = true;
  document.getElementById('c').open = false;
  out.push('c twice ' + state());
  await turn(); out.push('turn');
  document.getElementById('s').click();
  out.push('summary click ' + state());
  await turn(); out.push('turn');
  const e = document.createElement('details');
  e.id = 'e'; e.name = 'g'; e.open = true;
  e.addEventListener('toggle', (ev) => out.push('toggle e ' + ev.oldState + '>' + ev.newState));
  document.body.append(e);
  out.push('insert open e ' + state() + ' e' + (e.open ? '+' : '-'));
  await turn(); out.push('turn');
  document.getElementById('d').name = 'g';
  out.push('d.name=g ' + state());
  await turn(); out.push('turn');
  return out;
}"""


def scenario(tasks: Any) -> list[str]:
    """JS_SCENARIO in Python."""
    out: list[str] = []
    document = DOMParser().parseFromString("<body>", "text/html")
    details: list[Any] = []

    def listen(element: Any) -> None:
        element.addEventListener(
            "toggle",
            lambda event: out.append(f"toggle {element.id} {event.oldState}>{event.newState}"),
        )

    def state() -> str:
        return " ".join(d.id + ("+" if d.open else "-") for d in details)

    document.body.innerHTML = MARKUP  # type: ignore[union-attr]
    details.extend(document.querySelectorAll("details"))
    for element in details:
        listen(element)
    out.append("parsed " + state())
    tasks.run()
    out.append("turn")
    document.getElementById("b").open = True  # type: ignore[union-attr]
    out.append("b.open=true " + state())
    tasks.run()
    out.append("turn")
    c: Any = document.getElementById("c")
    c.open = True
    c.open = False
    out.append("c twice " + state())
    tasks.run()
    out.append("turn")
    document.getElementById("s").click()  # type: ignore[union-attr]
    out.append("summary click " + state())
    tasks.run()
    out.append("turn")
    e: Any = document.createElement("details")
    e.id, e.name, e.open = "e", "g", True
    listen(e)
    document.body.append(e)  # type: ignore[union-attr]
    out.append("insert open e " + state() + " e" + ("+" if e.open else "-"))
    tasks.run()
    out.append("turn")
    document.getElementById("d").name = "g"  # type: ignore[union-attr]
    out.append("d.name=g " + state())
    tasks.run()
    out.append("turn")
    return out


def test_the_scenario_is_chromiums(tasks: Any) -> None:
    assert scenario(tasks) == CHROMIUM_156


def test_groups_are_per_tree_and_name_is_case_sensitive(tasks: Any) -> None:
    document = DOMParser().parseFromString(
        "<details name=g open id=x></details><details name=G id=y></details>"
        "<template><details name=g id=t></details></template>",
        "text/html",
    )
    y: Any = document.getElementById("y")
    y.open = True
    x: Any = document.getElementById("x")
    assert x.open and y.open
    inner: Any = document.querySelector("template").content.firstChild  # type: ignore[union-attr]
    inner.open = True
    assert x.open and inner.open


def test_the_parser_runs_the_insertion_steps() -> None:
    """A document's parser closes an open ``details`` whose group has an open one before it
    (Chromium 156: only the first of a name group stays open)."""
    document = DOMParser().parseFromString(
        "<details name=g open id=a></details><details name=g open id=b></details>"
        "<details name=h open id=c></details>",
        "text/html",
    )
    assert [d.id for d in document.querySelectorAll("details[open]")] == ["a", "c"]


def test_an_open_details_that_innerhtml_inserts_fires_toggle_in_its_document(tasks: Any) -> None:
    # (its attributes were set in the fragment parser's own document, whose tasks never run
    # once it is dropped: the pending toggle moves with the element, as Chromium fires it)
    import gc

    document = DOMParser().parseFromString("<body>", "text/html")
    fired: list[str] = []
    document.body.innerHTML = "<details open></details>"  # type: ignore[union-attr]
    gc.collect()  # (the parser's document gone, as it may be at any time)
    details: Any = document.querySelector("details")
    details.addEventListener("toggle", lambda event: fired.append(event.newState))
    tasks.run()
    assert fired == ["open"]
