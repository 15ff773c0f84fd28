"""End to end: Chromium's answers recorded in ``tests/cssom/_chromium_answers.py`` (a ``style``
attribute's ``cssText``, ``setProperty`` then ``getPropertyValue``) are still what Debian's
Chromium answers, and ``webapi/cssom/_property_names.py`` is still its list of properties."""

from __future__ import annotations

import pytest

from generate import chromium_css_longhands, chromium_css_properties
from oracles.chromium import CHROMIUM, evaluate
from tests.cssom._chromium_answers import (
    CSS_TEXT,
    LENGTHS,
    SET_PROPERTY,
    SHORTHANDS,
    STYLE_SAMPLE,
)

pytestmark = pytest.mark.needs_subprocess

_ASK = r"""([texts, calls]) => {
  const standards = new DOMParser().parseFromString('<!doctype html>', 'text/html');
  const div = () => standards.createElement('div');
  const cssText = texts.map((text) => { const d = div(); d.setAttribute('style', text);
    return [text, d.style.cssText]; });
  const values = calls.map(([name, value]) => { const d = div(); d.style.setProperty(name, value);
    return [name, value, d.style.getPropertyValue(name)]; });
  return [cssText, values];
}"""


def test_the_recorded_answers_are_chromiums() -> None:
    recorded = CSS_TEXT + STYLE_SAMPLE
    texts = [text for text, _ in recorded]
    calls = [[name, value] for name, value, _ in SET_PROPERTY]
    css_text, values = evaluate(_ASK, [texts, calls])
    assert [tuple(pair) for pair in css_text] == recorded
    assert [tuple(triple) for triple in values] == SET_PROPERTY


_ASK_LENGTHS = r"""(texts) => {
  const standards = new DOMParser().parseFromString('<!doctype html>', 'text/html');
  const quirks = new DOMParser().parseFromString('<p>', 'text/html');
  return texts.map((text) => [text, ...[standards, quirks].map((d) => {
    const element = d.createElement('div'); element.setAttribute('style', text);
    return element.style.cssText; })]);
}"""


def test_the_recorded_lengths_are_chromiums() -> None:
    found = evaluate(_ASK_LENGTHS, [text for text, _, _ in LENGTHS])
    assert [tuple(row) for row in found] == LENGTHS


_ASK_STEPS = r"""(scenarios) => {
  const standards = new DOMParser().parseFromString('<!doctype html>', 'text/html');
  return scenarios.map(([steps, probe]) => {
    const style = standards.createElement('div').style;
    const removed = [];
    for (const [op, a, b, c] of steps) {
      if (op === 'cssText') style.cssText = a;
      else if (op === 'set') style.setProperty(a, b, c || '');
      else removed.push(style.removeProperty(a));
    }
    return [style.cssText, style.length, style.getPropertyValue(probe),
      style.getPropertyPriority(probe), removed];
  });
}"""


def test_the_recorded_shorthand_steps_are_chromiums() -> None:
    found = evaluate(_ASK_STEPS, [[steps, probe] for steps, probe, _ in SHORTHANDS])
    assert found == [chromium for _, _, chromium in SHORTHANDS]


def test_the_property_names_are_chromiums() -> None:
    text = chromium_css_properties.generate(CHROMIUM)
    assert chromium_css_properties.TARGET.read_text(encoding="utf-8") == text, (
        "stale: python -m generate chromium-css-properties /usr/bin/chromium"
    )


def test_the_longhands_initial_values_are_chromiums() -> None:
    text = chromium_css_longhands.generate(CHROMIUM)
    assert chromium_css_longhands.TARGET.read_text(encoding="utf-8") == text, (
        "stale: python -m generate chromium-css-longhands /usr/bin/chromium"
    )
