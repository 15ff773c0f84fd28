"""The style sheet and rule classes (``webapi/cssom/_sheets_bindings.py``, generated) made
known to the modules that make their objects (:mod:`._rules`, :mod:`._sheets`), which the
bindings import: the public names of :mod:`webapi.cssom` load through here."""

from . import _lists, _rules
from ._sheets_bindings import (
    CSSConditionRule,
    CSSContainerRule,
    CSSFontFaceRule,
    CSSGroupingRule,
    CSSImportRule,
    CSSKeyframeRule,
    CSSKeyframesRule,
    CSSLayerBlockRule,
    CSSLayerStatementRule,
    CSSMediaRule,
    CSSNamespaceRule,
    CSSNestedDeclarations,
    CSSPageRule,
    CSSRule,
    CSSRuleList,
    CSSScopeRule,
    CSSStartingStyleRule,
    CSSStyleRule,
    CSSStyleSheet,
    CSSSupportsRule,
    MediaList,
    StyleSheet,
    StyleSheetList,
)

__all__ = [
    "CSSConditionRule",
    "CSSContainerRule",
    "CSSFontFaceRule",
    "CSSGroupingRule",
    "CSSImportRule",
    "CSSKeyframeRule",
    "CSSKeyframesRule",
    "CSSLayerBlockRule",
    "CSSLayerStatementRule",
    "CSSMediaRule",
    "CSSNamespaceRule",
    "CSSNestedDeclarations",
    "CSSPageRule",
    "CSSRule",
    "CSSRuleList",
    "CSSScopeRule",
    "CSSStartingStyleRule",
    "CSSStyleRule",
    "CSSStyleSheet",
    "CSSSupportsRule",
    "MediaList",
    "StyleSheet",
    "StyleSheetList",
]

_rules.RULE_CLASSES.update(
    {
        "style": CSSStyleRule,
        "media": CSSMediaRule,
        "supports": CSSSupportsRule,
        "layer-block": CSSLayerBlockRule,
        "layer-statement": CSSLayerStatementRule,
        "import": CSSImportRule,
        "namespace": CSSNamespaceRule,
        "font-face": CSSFontFaceRule,
        "page": CSSPageRule,
        "keyframes": CSSKeyframesRule,
        "keyframe": CSSKeyframeRule,
        "container": CSSContainerRule,
        "nested-declarations": CSSNestedDeclarations,
        "scope": CSSScopeRule,
        "starting-style": CSSStartingStyleRule,
    }
)
_lists.CLASSES.update(
    {
        "MediaList": MediaList,
        "CSSRuleList": CSSRuleList,
        "CSSStyleSheet": CSSStyleSheet,
        "StyleSheetList": StyleSheetList,
    }
)
