"""``webapi/js/regexp/_properties.py``, from what Node 26's RegExp says.

Asks Node, for every property name and value ECMA-262 lists (and the Script values the table
carries), which members of ASCII + U+017F + U+212A ``\\p{...}`` matches with the ``v`` flag,
and renders the module. ``python -m generate regexp-properties`` writes it;
``tests/js/test_regexp_properties.py`` fails when the committed file differs.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
#: The generated module.
TARGET = ROOT / "webapi" / "js" / "regexp" / "_properties.py"

#: ECMA-262's binary properties (table-binary-unicode-properties) with their aliases; names
#: Node does not know yet are left out of the table (a syntax error, like Node).
BINARY = [
    "ASCII",
    "ASCII_Hex_Digit",
    "AHex",
    "Alphabetic",
    "Alpha",
    "Any",
    "Assigned",
    "Bidi_Control",
    "Bidi_C",
    "Bidi_Mirrored",
    "Bidi_M",
    "Case_Ignorable",
    "CI",
    "Cased",
    "Changes_When_Casefolded",
    "CWCF",
    "Changes_When_Casemapped",
    "CWCM",
    "Changes_When_Lowercased",
    "CWL",
    "Changes_When_NFKC_Casefolded",
    "CWKCF",
    "Changes_When_Titlecased",
    "CWT",
    "Changes_When_Uppercased",
    "CWU",
    "Dash",
    "Default_Ignorable_Code_Point",
    "DI",
    "Deprecated",
    "Dep",
    "Diacritic",
    "Dia",
    "Emoji",
    "Emoji_Component",
    "EComp",
    "Emoji_Modifier",
    "EMod",
    "Emoji_Modifier_Base",
    "EBase",
    "Emoji_Presentation",
    "EPres",
    "Extended_Pictographic",
    "ExtPict",
    "Extender",
    "Ext",
    "Grapheme_Base",
    "Gr_Base",
    "Grapheme_Extend",
    "Gr_Ext",
    "Hex_Digit",
    "Hex",
    "IDS_Binary_Operator",
    "IDSB",
    "IDS_Trinary_Operator",
    "IDST",
    "IDS_Unary_Operator",
    "IDSU",
    "ID_Compat_Math_Continue",
    "ID_Compat_Math_Start",
    "ID_Continue",
    "IDC",
    "ID_Start",
    "IDS",
    "Ideographic",
    "Ideo",
    "Join_Control",
    "Join_C",
    "Logical_Order_Exception",
    "LOE",
    "Lowercase",
    "Lower",
    "Math",
    "Modifier_Combining_Mark",
    "MCM",
    "InCB",
    "Noncharacter_Code_Point",
    "NChar",
    "Pattern_Syntax",
    "Pat_Syn",
    "Pattern_White_Space",
    "Pat_WS",
    "Quotation_Mark",
    "QMark",
    "Radical",
    "Regional_Indicator",
    "RI",
    "Sentence_Terminal",
    "STerm",
    "Soft_Dotted",
    "SD",
    "Terminal_Punctuation",
    "Term",
    "Unified_Ideograph",
    "UIdeo",
    "Uppercase",
    "Upper",
    "Variation_Selector",
    "VS",
    "White_Space",
    "space",
    "XID_Continue",
    "XIDC",
    "XID_Start",
    "XIDS",
]
STRINGS = [
    "Basic_Emoji",
    "Emoji_Keycap_Sequence",
    "RGI_Emoji_Modifier_Sequence",
    "RGI_Emoji_Flag_Sequence",
    "RGI_Emoji_Tag_Sequence",
    "RGI_Emoji_ZWJ_Sequence",
    "RGI_Emoji",
]
GENERAL_CATEGORY = [
    "L",
    "Letter",
    "LC",
    "Cased_Letter",
    "Lu",
    "Uppercase_Letter",
    "Ll",
    "Lowercase_Letter",
    "Lt",
    "Titlecase_Letter",
    "Lm",
    "Modifier_Letter",
    "Lo",
    "Other_Letter",
    "M",
    "Mark",
    "Combining_Mark",
    "Mn",
    "Nonspacing_Mark",
    "Mc",
    "Spacing_Mark",
    "Me",
    "Enclosing_Mark",
    "N",
    "Number",
    "Nd",
    "Decimal_Number",
    "digit",
    "Nl",
    "Letter_Number",
    "No",
    "Other_Number",
    "P",
    "Punctuation",
    "punct",
    "Pc",
    "Connector_Punctuation",
    "Pd",
    "Dash_Punctuation",
    "Ps",
    "Open_Punctuation",
    "Pe",
    "Close_Punctuation",
    "Pi",
    "Initial_Punctuation",
    "Pf",
    "Final_Punctuation",
    "Po",
    "Other_Punctuation",
    "S",
    "Symbol",
    "Sm",
    "Math_Symbol",
    "Sc",
    "Currency_Symbol",
    "Sk",
    "Modifier_Symbol",
    "So",
    "Other_Symbol",
    "Z",
    "Separator",
    "Zs",
    "Space_Separator",
    "Zl",
    "Line_Separator",
    "Zp",
    "Paragraph_Separator",
    "C",
    "Other",
    "Cc",
    "Control",
    "cntrl",
    "Cf",
    "Format",
    "Cs",
    "Surrogate",
    "Co",
    "Private_Use",
    "Cn",
    "Unassigned",
]
#: Script values: every four-letter code Node accepts (all of [A-Z][a-z]{3} tried) and the long
#: names (English script names from Intl.DisplayNames, as identifiers, checked with Node, and a
#: few by hand); the generator keeps those Node accepts.
SCRIPTS = [
    "Adlam",
    "Adlm",
    "Aghb",
    "Ahom",
    "Anatolian_Hieroglyphs",
    "Arab",
    "Arabic",
    "Armenian",
    "Armi",
    "Armn",
    "Avestan",
    "Avst",
    "Bali",
    "Balinese",
    "Bamu",
    "Bamum",
    "Bass",
    "Bassa_Vah",
    "Batak",
    "Batk",
    "Beng",
    "Bengali",
    "Berf",
    "Beria_Erfe",
    "Bhaiksuki",
    "Bhks",
    "Bopo",
    "Bopomofo",
    "Brah",
    "Brahmi",
    "Brai",
    "Braille",
    "Bugi",
    "Buginese",
    "Buhd",
    "Buhid",
    "Cakm",
    "Canadian_Aboriginal",
    "Cans",
    "Cari",
    "Carian",
    "Caucasian_Albanian",
    "Chakma",
    "Cham",
    "Cher",
    "Cherokee",
    "Chorasmian",
    "Chrs",
    "Common",
    "Copt",
    "Coptic",
    "Cpmn",
    "Cprt",
    "Cuneiform",
    "Cypriot",
    "Cypro_Minoan",
    "Cyrillic",
    "Cyrl",
    "Deseret",
    "Deva",
    "Devanagari",
    "Diak",
    "Dives_Akuru",
    "Dogr",
    "Dogra",
    "Dsrt",
    "Dupl",
    "Duployan",
    "Egyp",
    "Egyptian_Hieroglyphs",
    "Elba",
    "Elbasan",
    "Elym",
    "Elymaic",
    "Ethi",
    "Ethiopic",
    "Gara",
    "Garay",
    "Geor",
    "Georgian",
    "Glag",
    "Glagolitic",
    "Gong",
    "Gonm",
    "Goth",
    "Gothic",
    "Gran",
    "Grantha",
    "Greek",
    "Grek",
    "Gujarati",
    "Gujr",
    "Gukh",
    "Gunjala_Gondi",
    "Gurmukhi",
    "Guru",
    "Gurung_Khema",
    "Han",
    "Hang",
    "Hangul",
    "Hani",
    "Hanifi_Rohingya",
    "Hano",
    "Hanunoo",
    "Hatr",
    "Hatran",
    "Hebr",
    "Hebrew",
    "Hira",
    "Hiragana",
    "Hluw",
    "Hmng",
    "Hmnp",
    "Hung",
    "Imperial_Aramaic",
    "Inherited",
    "Inscriptional_Pahlavi",
    "Inscriptional_Parthian",
    "Ital",
    "Java",
    "Javanese",
    "Kaithi",
    "Kali",
    "Kana",
    "Kannada",
    "Katakana",
    "Kawi",
    "Kayah_Li",
    "Khar",
    "Kharoshthi",
    "Khitan_Small_Script",
    "Khmer",
    "Khmr",
    "Khoj",
    "Khojki",
    "Khudawadi",
    "Kirat_Rai",
    "Kits",
    "Knda",
    "Krai",
    "Kthi",
    "Lana",
    "Lao",
    "Laoo",
    "Latin",
    "Latn",
    "Lepc",
    "Lepcha",
    "Limb",
    "Limbu",
    "Lina",
    "Linb",
    "Linear_A",
    "Linear_B",
    "Lisu",
    "Lyci",
    "Lycian",
    "Lydi",
    "Lydian",
    "Mahajani",
    "Mahj",
    "Maka",
    "Makasar",
    "Malayalam",
    "Mand",
    "Mandaic",
    "Mani",
    "Manichaean",
    "Marc",
    "Marchen",
    "Masaram_Gondi",
    "Medefaidrin",
    "Medf",
    "Meetei_Mayek",
    "Mend",
    "Mende_Kikakui",
    "Merc",
    "Mero",
    "Meroitic_Cursive",
    "Meroitic_Hieroglyphs",
    "Miao",
    "Mlym",
    "Modi",
    "Mong",
    "Mongolian",
    "Mro",
    "Mroo",
    "Mtei",
    "Mult",
    "Multani",
    "Myanmar",
    "Mymr",
    "Nabataean",
    "Nag_Mundari",
    "Nagm",
    "Nand",
    "Nandinagari",
    "Narb",
    "Nbat",
    "New_Tai_Lue",
    "Newa",
    "Nko",
    "Nkoo",
    "Nshu",
    "Nushu",
    "Nyiakeng_Puachue_Hmong",
    "Ogam",
    "Ogham",
    "Ol_Chiki",
    "Ol_Onal",
    "Olck",
    "Old_Hungarian",
    "Old_Italic",
    "Old_North_Arabian",
    "Old_Permic",
    "Old_Persian",
    "Old_Sogdian",
    "Old_South_Arabian",
    "Old_Turkic",
    "Old_Uyghur",
    "Onao",
    "Oriya",
    "Orkh",
    "Orya",
    "Osage",
    "Osge",
    "Osma",
    "Osmanya",
    "Ougr",
    "Pahawh_Hmong",
    "Palm",
    "Palmyrene",
    "Pau_Cin_Hau",
    "Pauc",
    "Perm",
    "Phag",
    "Phags_Pa",
    "Phli",
    "Phlp",
    "Phnx",
    "Phoenician",
    "Plrd",
    "Prti",
    "Psalter_Pahlavi",
    "Qaac",
    "Qaai",
    "Rejang",
    "Rjng",
    "Rohg",
    "Runic",
    "Runr",
    "Samaritan",
    "Samr",
    "Sarb",
    "Saur",
    "Saurashtra",
    "Sgnw",
    "Sharada",
    "Shavian",
    "Shaw",
    "Shrd",
    "Sidd",
    "Siddham",
    "Sidetic",
    "Sidt",
    "SignWriting",
    "Sind",
    "Sinh",
    "Sinhala",
    "Sogd",
    "Sogdian",
    "Sogo",
    "Sora",
    "Sora_Sompeng",
    "Soyo",
    "Soyombo",
    "Sund",
    "Sundanese",
    "Sunu",
    "Sunuwar",
    "Sylo",
    "Syloti_Nagri",
    "Syrc",
    "Syriac",
    "Tagalog",
    "Tagb",
    "Tagbanwa",
    "Tai_Le",
    "Tai_Tham",
    "Tai_Viet",
    "Tai_Yo",
    "Takr",
    "Takri",
    "Tale",
    "Talu",
    "Tamil",
    "Taml",
    "Tang",
    "Tangsa",
    "Tangut",
    "Tavt",
    "Tayo",
    "Telu",
    "Telugu",
    "Tfng",
    "Tglg",
    "Thaa",
    "Thaana",
    "Thai",
    "Tibetan",
    "Tibt",
    "Tifinagh",
    "Tirh",
    "Tirhuta",
    "Tnsa",
    "Todhri",
    "Todr",
    "Tolong_Siki",
    "Tols",
    "Toto",
    "Tulu_Tigalari",
    "Tutg",
    "Ugar",
    "Ugaritic",
    "Unknown",
    "Vai",
    "Vaii",
    "Vith",
    "Vithkuqi",
    "Wancho",
    "Wara",
    "Warang_Citi",
    "Wcho",
    "Xpeo",
    "Xsux",
    "Yezi",
    "Yezidi",
    "Yi",
    "Yiii",
    "Zanabazar_Square",
    "Zanb",
    "Zinh",
    "Zyyy",
    "Zzzz",
]

NODE_FUNCTION = r"""([bin, strs, gc, sc]) => {
  const U = [...Array(128).keys(), 0x17f, 0x212a];
  function members(src) {
    let re;
    try { re = new RegExp("^" + src + "$", "v"); } catch (e) { return null; }
    return U.filter((c) => re.test(String.fromCodePoint(c)));
  }
  const out = {binary: {}, strings: {}, gc: {}, sc: {}, scx: {}, asciiStrings: []};
  for (const n of bin) out.binary[n] = members(`\\p{${n}}`);
  for (const n of strs) out.strings[n] = members(`\\p{${n}}`);
  for (const n of gc) out.gc[n] = members(`\\p{gc=${n}}`);
  for (const n of sc) {
    out.sc[n] = members(`\\p{sc=${n}}`);
    out.scx[n] = members(`\\p{scx=${n}}`);
  }
  // Properties of strings: no string of one or two ASCII code points is a member.
  for (const n of strs) {
    if (out.strings[n] === null) continue;
    const re = new RegExp(`^\\p{${n}}$`, "v");
    for (let a = 0; a < 128; a++) for (let b = -1; b < 128; b++) {
      const s = String.fromCharCode(a) + (b < 0 ? "" : String.fromCharCode(b));
      if (re.test(s)) out.asciiStrings.push([n, s]);
    }
  }
  return out;
}"""

HEADER = '''\
# Generated by `python -m generate regexp-properties` from Node 26's RegExp: do not edit.
# tests/js/test_regexp_properties.py fails when this differs from what Node says.
r"""Unicode property escapes (``\\p{...}``) of the ``v`` flag, over ASCII + U+017F + U+212A.

The names are those ECMA-262 accepts (binary properties, General_Category, Script and
Script_Extensions values); the sets are the members among the code points that decide every
match on ASCII text (see ``_charset``).  Script values outside this table are not
translated (a ``TypeError`` names them).
"""

from __future__ import annotations


def _cps(spec: str) -> frozenset[int]:
    out: set[int] = set()
    for part in spec.split(","):
        low, _, high = part.partition("-")
        out.update(range(int(low, 16), int(high or low, 16) + 1))
    return frozenset(out)


'''


def ask_node(node: Path) -> dict[str, Any]:
    """The members of every property, as the Node at ``node`` reads them."""
    from oracles import node_evaluate

    argument = [BINARY, STRINGS, GENERAL_CATEGORY, SCRIPTS]
    result: dict[str, Any] = node_evaluate(node, NODE_FUNCTION, argument, timeout=600)
    return result


def hex_runs(values: Iterable[int]) -> str:
    """``"30-39,41"``: the code points as hexadecimal runs (what the generated ``_cps`` reads)."""
    spans: list[list[int]] = []
    for c in sorted(values):
        if spans and spans[-1][1] == c - 1:
            spans[-1][1] = c
        else:
            spans.append([c, c])
    return ",".join(f"{a:x}" if a == b else f"{a:x}-{b:x}" for a, b in spans)


def render(data: dict[str, Any]) -> str:
    lines = [HEADER.rstrip("\n"), "", ""]
    for key in ("binary", "gc", "sc", "scx"):
        if key == "sc":
            lines.append(
                "#: Every Script (and Script_Extensions) value; SC and SCX list the non-empty ones."
            )
            lines.append("SCRIPT_VALUES: frozenset[str] = frozenset(")
            lines.append("    {")
            lines.extend(f'        "{n}",' for n, v in data["sc"].items() if v is not None)
            lines.append("    }")
            lines.append(")")
        lines.append(f"{key.upper()}: dict[str, frozenset[int]] = {{")
        for name, values in data[key].items():
            if values is None or (key in ("sc", "scx") and not values):
                continue
            value = f'_cps("{hex_runs(values)}")' if values else "frozenset()"
            lines.append(f'    "{name}": {value},')
        lines.append("}")
    lines.append("STRING_PROPERTIES: frozenset[str] = frozenset(")
    lines.append("    {")
    lines.extend(f'        "{n}",' for n, v in data["strings"].items() if v is not None)
    lines.append("    }")
    lines.append(")")
    return "\n".join(lines) + "\n"


def generate() -> str:
    """The module's text, from the pinned Node 26 (``GeneratorUnavailable`` without it)."""
    from . import pinned_node26

    return render(ask_node(pinned_node26()))
