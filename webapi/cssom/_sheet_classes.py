"""The style sheet and rule classes (``webapi/cssom/_sheets_bindings.py``, generated) made
known to the modules that make their objects (:mod:`._rules`, :mod:`._sheets`), which the
bindings import: the public names of :mod:`webapi.cssom` load through here."""

from . import _descriptor_rules, _font_feature_values, _lists, _rules
from ._sheets_bindings import (
    CSSConditionRule,
    CSSContainerRule,
    CSSCounterStyleRule,
    CSSFontFaceRule,
    CSSFontFeatureValuesMap,
    CSSFontFeatureValuesRule,
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
    CSSPropertyRule,
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
    "CSSCounterStyleRule",
    "CSSFontFaceRule",
    "CSSFontFeatureValuesMap",
    "CSSFontFeatureValuesRule",
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
    "CSSPropertyRule",
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
        "font-feature-values": CSSFontFeatureValuesRule,
        "counter-style": CSSCounterStyleRule,
        "property": CSSPropertyRule,
    }
)
_rules.DESCRIPTOR_RULES.update(
    {
        "font-feature-values": _font_feature_values.font_feature_values_rule,
        "counter-style": _descriptor_rules.counter_style_rule,
        "property": _descriptor_rules.property_rule,
    }
)
_rules.DESCRIPTOR_RULE_TEXT.update(
    {
        "font-feature-values": _font_feature_values.serialize_font_feature_values_rule,
        "counter-style": _descriptor_rules.serialize_descriptor_rule,
        "property": _descriptor_rules.serialize_descriptor_rule,
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
