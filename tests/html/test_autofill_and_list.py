"""``autocomplete``'s getter on ``input``, ``select`` and ``textarea`` (the IDL-exposed
autofill value: https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#autofill-processing-model)
and ``input.list`` (https://html.spec.whatwg.org/multipage/input.html#dom-input-list), as
Chromium 156 answers them (``_chromium_autofill.json``), but where the Standard says
otherwise."""

from __future__ import annotations

import json

from tests.html._autofill_cases import TARGET, VALUES, run

CHROMIUM = json.loads(TARGET.read_text(encoding="utf-8"))["answers"]

#: Chromium's departure: "name name" (a field name where only a section, a mode or a contact
#: type may stand before it) is "name" in Chromium; the Standard's processing model reaches
#: the step labeled default (the first token does not start with "section-"): "".
_NAME_NAME = VALUES.index("name name")


def test_the_answers_are_chromiums() -> None:
    got = run()
    assert got.keys() == CHROMIUM.keys()
    for key, chromium in CHROMIUM.items():
        for index, (want, answer) in enumerate(zip(chromium, got[key], strict=True)):
            if key != "list" and index == _NAME_NAME:
                assert (want, answer) == ("name", ""), key
            else:
                assert answer == want, (key, index)


def test_what_the_answers_say() -> None:
    text = dict(zip(VALUES, CHROMIUM["input text"], strict=False))
    assert text["section-Foo billing home tel"] == "section-foo billing home tel"
    assert text["home name"] == ""  # a contact type before a field that is not a contact's
    assert text["OFF"] == "off"
    hidden = dict(zip(VALUES, CHROMIUM["input hidden"], strict=False))
    assert hidden["OFF"] == hidden["on"] == ""  # the autofill anchor mantle
    # i (text), k (range), p (color) have the datalist; password, hidden, checkbox do not;
    # n's first element with id x is a p; r's id differs in case; a disconnected tree has its
    # own datalist; an element in no tree has none
    assert CHROMIUM["list"] == ["y", None, "y", None, None, None, "y", None, None, "z", None]
