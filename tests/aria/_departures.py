"""The differences of webapi's computed roles and names from Chromium 156's on the recorded
documents of the accessibility differential (``test_aria_generated.py``), each named by its
class. Keys: (page index, element id, "role" or "name")."""

from __future__ import annotations

__all__ = ["CLASSES", "DEPARTURES", "WITNESSES"]

#: Each class of difference: what Chromium does that webapi does not (yet).
CLASSES = {
    "layout-whitespace": "the spaces of a name from content (or of aria-labelledby parts) that "
    "Chromium's layout keeps or drops at inline and block boundaries, which webapi's collapse "
    "without layout places otherwise",
    "media-controls-name": "a video's name from its media controls' shadow tree (Chromium's "
    "'Unable to play media.')",
    "date-time-shadow-name": "a date or time input's name from its editable fields' shadow tree",
    "css-generated-content": "the quotes a q element's ::before and ::after add to the name",
    "aria-hidden-tables": "the names of tables and their cells inside aria-hidden content "
    "(Chromium: empty, a grid's title before its caption)",
    "nested-labelledby-content": "names through aria-labelledby chains that reach a container "
    "of the element or a named descendant, which Chromium walks again",
    "br-name": "a br element with a role: Chromium's name of its line break",
    "area-without-map": "an area element outside an image map in use: no accessible object "
    "(role '') in Chromium",
    "region-named-by-label": "role=region on a labelled control: Chromium counts the label's "
    "name as the region's",
    "combobox-title": "a focusable button with role=combobox whose title repeats its text "
    "(and an empty aria-label): Chromium gives no name where webapi takes the title (not yet "
    "understood: role=combobox with a title alone is named by it in Chromium too)",
    "aria-hidden-inside-named-content": "aria-hidden content inside a name from content whose "
    "element is itself inside aria-hidden content",
    "title-of-elements-without-role": "a li with role=none (no list item: its list has another "
    "role) and a title: Chromium names it by its title",
}

_LAYOUT = "layout-whitespace"
_NESTED = "nested-labelledby-content"
_TABLES = "aria-hidden-tables"

DEPARTURES: dict[tuple[int, str, str], str] = {
    (25, "k13", "name"): _TABLES,
    (25, "k15", "name"): _TABLES,
    (54, "k0", "name"): "media-controls-name",
    (57, "k4", "role"): "area-without-map",
    (72, "k4", "name"): _NESTED,
    (107, "k1", "name"): _LAYOUT,
    (115, "k20", "name"): "css-generated-content",
    (131, "k10", "name"): "date-time-shadow-name",
    (166, "k4", "name"): "br-name",
    (192, "k2", "name"): _LAYOUT,
    (222, "k0", "name"): "media-controls-name",
    (233, "k2", "name"): _NESTED,
    (245, "k18", "role"): "region-named-by-label",
    (278, "k4", "name"): _LAYOUT,
    (296, "k3", "name"): "combobox-title",
    (300, "k31", "name"): _TABLES,
    (300, "k32", "name"): _TABLES,
    (300, "k34", "name"): _TABLES,
    (300, "k35", "name"): _TABLES,
    (300, "k36", "name"): _TABLES,
    (300, "k37", "name"): _TABLES,
    (309, "k9", "name"): _LAYOUT,
    (313, "k1", "name"): "aria-hidden-inside-named-content",
    (339, "k13", "name"): "title-of-elements-without-role",
    (345, "k1", "name"): _LAYOUT,
    (379, "k14", "name"): _LAYOUT,
    (379, "k15", "name"): _LAYOUT,
}

#: One witness of each class: (page, element id, field, Chromium's answer, webapi's).
WITNESSES: dict[str, tuple[int, str, str, str, str]] = {
    "aria-hidden-tables": (25, "k13", "name", "", "C"),
    "media-controls-name": (54, "k0", "name", "Unable to play media.", ""),
    "area-without-map": (57, "k4", "role", "", "status"),
    "nested-labelledby-content": (72, "k4", "name", "Save Save", " Save"),
    "layout-whitespace": (107, "k1", "name", "Name Name ", "Name Name"),
    "css-generated-content": (115, "k20", "name", "“Hello world”", "Hello world"),
    "date-time-shadow-name": (131, "k10", "name", "0 0 Show month picker", ""),
    "br-name": (166, "k4", "name", "  ", "\n"),
    "region-named-by-label": (245, "k18", "role", "region", "combobox"),
    "combobox-title": (296, "k3", "name", "", "Open file"),
    "aria-hidden-inside-named-content": (313, "k1", "name", "Hello world", "Hello worldX"),
    "title-of-elements-without-role": (339, "k13", "name", "Hello world", ""),
}
