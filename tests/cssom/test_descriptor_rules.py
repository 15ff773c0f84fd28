"""``@font-feature-values``, ``@counter-style`` and ``@property`` as rule objects
(``CSSFontFeatureValuesRule`` and its maps, ``CSSCounterStyleRule``, ``CSSPropertyRule``):
the checks of WPT's ``CSSFontFeatureValuesRule.html`` and ``CSSCounterStyleRule.html`` in our
words, and Chromium 156's answers (asked through ``oracles/chromium.py`` for the same sheets:
each ``cssText``, attribute and change below is its)."""

from __future__ import annotations

from typing import Any

from webapi.html import DOMParser

_FEATURES = (
    "@font-feature-values Foo Bar, 'Baz' { @annotation { the_first: 6; }"
    " @styleset { yo: 7; di: 10 9 4 5; } @swash { s: 1 } }"
    " @font-feature-values x {} @font-feature-values 1x {} @font-feature-values { }"
    " @font-feature-values F { @character-variant { cv: 1 2; } @ornaments { o: 2; o2: 1 }"
    " @styleset { ss: 3 } @stylistic { st: 4 } @annotation { an: 5 } @annotation { an2: 7 }"
    " @unknown { u: 1 } @swash { sw: 1; bad: -1 } }"
)
_COUNTER_STYLES = (
    "@counter-style foo { system: cyclic; symbols: \u2023; suffix: ' '; }"
    " @counter-style a { fallback: b; speak-as: auto; pad: 1 'x'; range: auto; suffix: 's';"
    " prefix: p; negative: '-'; additive-symbols: 1 'i'; symbols: 'x' y; system: additive; }"
    " @counter-style b { system: FIXED 3; symbols: a b } @counter-style none { system: cyclic }"
    " @counter-style decimal { system: cyclic } @counter-style a b {}"
    " @counter-style c { system: extends Foo; bogus: 1; symbols: }"
    " @counter-style d { system: cyclic; symbols: a b; system: bogus; pad: -1 x; }"
)
_PROPERTIES = (
    "@property --x { syntax: '<length>'; inherits: false; initial-value: 0px; }"
    " @property --p { inherits: TRUE; syntax: '<color>'; initial-value: RED; }"
    " @property --q { syntax: '*'; inherits: false } @property --r { syntax: '<length>';"
    " inherits: false } @property --s { syntax: '*'; initial-value: 1 }"
    " @property x { syntax: '*'; inherits: false }"
)


def _rules(text: str) -> Any:
    document = DOMParser().parseFromString(f"<style>{text}</style>", "text/html")
    return document.styleSheets[0].cssRules


def test_font_feature_values_rules_and_their_maps() -> None:
    rules = _rules(_FEATURES)
    assert [rule.cssText for rule in rules] == [
        '@font-feature-values "Foo Bar", Baz { @annotation { the_first: 6; } @swash { s: 1; }'
        " @styleset { yo: 7; di: 10 9 4 5; } }",
        "@font-feature-values x { }",
        "@font-feature-values F { @annotation { an: 5; an2: 7; } @ornaments { o: 2; o2: 1; }"
        " @stylistic { st: 4; } @character-variant { cv: 1 2; } @styleset { ss: 3; } }",
    ]
    rule = rules[0]
    assert type(rule).__name__ == "CSSFontFeatureValuesRule"
    assert (rule.type, rule.FONT_FEATURE_VALUES_RULE) == (14, 14)
    assert rule.fontFamily == '"Foo Bar", Baz'
    assert (rule.annotation.size, rule.styleset.size, rule.ornaments.size) == (1, 2, 0)
    assert rule.styleset.get("di") == [10, 9, 4, 5]
    assert rule.annotation.get("zzz") is None
    assert rule.annotation is rule.annotation
    rule.annotation.set("q", [1, 2])
    rule.styleset.set("x", 3)
    rule.swash.set("n", [])
    assert rule.cssText == (
        '@font-feature-values "Foo Bar", Baz { @annotation { the_first: 6; q: 1 2; }'
        " @swash { s: 1; n:; } @styleset { yo: 7; di: 10 9 4 5; x: 3; } }"
    )
    assert rules[2].ornaments.delete("zz") is False
    assert rules[2].ornaments.delete("o") is True
    assert rules[2].ornaments.has("o2") and not rules[2].ornaments.has("o")
    rules[2].annotation.clear()
    assert rules[2].annotation.size == 0
    rule.fontFamily = 'a, "b c"'
    assert rule.fontFamily == 'a, "\\"b c\\""'
    rule.fontFamily = "1x"
    assert rule.fontFamily == '"1x"'


def test_counter_style_rules() -> None:
    rules = _rules(_COUNTER_STYLES)
    assert [rule.cssText for rule in rules] == [
        '@counter-style foo { system: cyclic; symbols: \u2023; suffix: " "; }',
        '@counter-style a { system: additive; symbols: "x" y; additive-symbols: 1 "i";'
        ' negative: "-"; prefix: p; suffix: "s"; pad: 1 "x"; range: auto; fallback: b;'
        " speak-as: auto; }",
        "@counter-style b { system: fixed 3; symbols: a b; }",
        "@counter-style c { system: extends Foo; }",
        "@counter-style d { system: cyclic; symbols: a b; }",
    ]
    rule = rules[0]
    assert (rule.type, rule.COUNTER_STYLE_RULE) == (11, 11)
    assert (rule.name, rule.system, rule.symbols, rule.suffix, rule.pad) == (
        "foo",
        "cyclic",
        "\u2023",
        '" "',
        "",
    )
    rule.prefix = '"x"'
    rule.system = "junk"
    rule.name = "renamed"
    rule.name = "none"
    assert rule.cssText == (
        '@counter-style renamed { system: cyclic; symbols: \u2023; prefix: "x"; suffix: " "; }'
    )


def test_property_rules() -> None:
    rules = _rules(_PROPERTIES)
    assert [rule.cssText for rule in rules] == [
        '@property --x { syntax: "<length>"; inherits: false; initial-value: 0px; }',
        '@property --p { syntax: "<color>"; inherits: true; initial-value: RED; }',
        '@property --q { syntax: "*"; inherits: false; }',
    ]
    assert [(r.name, r.syntax, r.inherits, r.initialValue, r.type) for r in rules] == [
        ("--x", "<length>", False, "0px", 0),
        ("--p", "<color>", True, "RED", 0),
        ("--q", "*", False, None, 0),
    ]


def test_a_supports_rule_is_of_type_12() -> None:
    rule = _rules("@supports (display: block) { }")[0]
    assert (rule.type, rule.SUPPORTS_RULE) == (12, 12)


def test_the_cascade_reads_the_registered_custom_properties() -> None:
    # (Chromium 156's answers; WPT's cssstyledeclaration-registered-custom-properties.html)
    from webapi.html import getComputedStyle

    document = DOMParser().parseFromString(
        "<!doctype html><style>@property --ni { syntax: '*'; inherits: false; initial-value: a; }"
        " @property --i { syntax: '*'; inherits: true; initial-value: b; }"
        " @property --u { syntax: '*'; inherits: false; }"
        " #outer { --ni: x; --i: y; --plain: 1; } #inner { --ni: initial; } #sibling { --u: z; }"
        "</style><div id=outer><div id=inner></div><div id=sibling></div></div>",
        "text/html",
    )

    def customs(element_id: str) -> str:
        style = getComputedStyle(document.getElementById(element_id))
        names = sorted(name for name in style if name.startswith("--"))
        return " ; ".join(f"{name}={style.getPropertyValue(name)}" for name in names)

    assert [customs(name) for name in ("outer", "inner", "sibling")] == [
        "--i=y ; --ni=x ; --plain=1",
        "--i=y ; --ni=a ; --plain=1",
        "--i=y ; --ni=a ; --plain=1 ; --u=z",
    ]
    root = getComputedStyle(document.documentElement)
    # (in Chromium's order --ni, --i: the order of its registry, which webapi does not keep)
    assert sorted((n, root.getPropertyValue(n)) for n in root if n[:2] == "--") == [
        ("--i", "b"),
        ("--ni", "a"),
    ]
