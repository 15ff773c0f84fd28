"""The CSS Object Model and CSS Syntax (https://drafts.csswg.org/cssom-1/,
https://drafts.csswg.org/css-syntax-3/): ``CSSStyleDeclaration``, an element's inline style
(``element.style``), over CSS Syntax's parsing of a declaration list with the tokenizer the
selectors share; the style sheets and their rules (``CSSStyleSheet``, ``CSSRuleList``,
``CSSStyleRule``, ``CSSMediaRule``, ...). See ``docs/css.md`` for what exists and the
departures from Chromium.

Loaded on first use: ``import webapi`` does not import this package.
"""

from webapi._lazy import lazy_package

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ._bindings import CSSStyleDeclaration as CSSStyleDeclaration
    from ._sheet_classes import CSSConditionRule as CSSConditionRule
    from ._sheet_classes import CSSContainerRule as CSSContainerRule
    from ._sheet_classes import CSSCounterStyleRule as CSSCounterStyleRule
    from ._sheet_classes import CSSFontFaceRule as CSSFontFaceRule
    from ._sheet_classes import CSSFontFeatureValuesMap as CSSFontFeatureValuesMap
    from ._sheet_classes import CSSFontFeatureValuesRule as CSSFontFeatureValuesRule
    from ._sheet_classes import CSSGroupingRule as CSSGroupingRule
    from ._sheet_classes import CSSImportRule as CSSImportRule
    from ._sheet_classes import CSSKeyframeRule as CSSKeyframeRule
    from ._sheet_classes import CSSKeyframesRule as CSSKeyframesRule
    from ._sheet_classes import CSSLayerBlockRule as CSSLayerBlockRule
    from ._sheet_classes import CSSLayerStatementRule as CSSLayerStatementRule
    from ._sheet_classes import CSSMediaRule as CSSMediaRule
    from ._sheet_classes import CSSNamespaceRule as CSSNamespaceRule
    from ._sheet_classes import CSSNestedDeclarations as CSSNestedDeclarations
    from ._sheet_classes import CSSPageRule as CSSPageRule
    from ._sheet_classes import CSSPropertyRule as CSSPropertyRule
    from ._sheet_classes import CSSRule as CSSRule
    from ._sheet_classes import CSSRuleList as CSSRuleList
    from ._sheet_classes import CSSScopeRule as CSSScopeRule
    from ._sheet_classes import CSSStartingStyleRule as CSSStartingStyleRule
    from ._sheet_classes import CSSStyleRule as CSSStyleRule
    from ._sheet_classes import CSSStyleSheet as CSSStyleSheet
    from ._sheet_classes import CSSSupportsRule as CSSSupportsRule
    from ._sheet_classes import MediaList as MediaList
    from ._sheet_classes import StyleSheet as StyleSheet
    from ._sheet_classes import StyleSheetList as StyleSheetList

_LAZY = {
    "._bindings": "CSSStyleDeclaration",
    "._sheet_classes": (
        "CSSConditionRule CSSContainerRule CSSCounterStyleRule CSSFontFaceRule "
        "CSSFontFeatureValuesMap CSSFontFeatureValuesRule CSSGroupingRule CSSImportRule "
        "CSSKeyframeRule CSSKeyframesRule CSSLayerBlockRule CSSLayerStatementRule CSSMediaRule "
        "CSSNamespaceRule CSSNestedDeclarations CSSPageRule CSSPropertyRule CSSRule CSSRuleList "
        "CSSScopeRule "
        "CSSStartingStyleRule CSSStyleRule CSSStyleSheet CSSSupportsRule MediaList StyleSheet "
        "StyleSheetList"
    ),
}
__getattr__, __dir__ = lazy_package(globals(), _LAZY)
