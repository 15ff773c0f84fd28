"""``webapi/js/regexp/_properties.py`` is what Node 26's RegExp says (the generator:
``generate/regexp_properties.py``, run by ``python -m generate regexp-properties``)."""

from __future__ import annotations

import pytest

from generate import regexp_properties


@pytest.mark.needs_subprocess
def test_property_table_is_what_node_says() -> None:
    from oracles import node26

    data = regexp_properties.ask_node(node26())
    # The translator treats properties of strings as empty over ASCII: check that.
    assert data["asciiStrings"] == []
    assert all(v == [] for v in data["strings"].values() if v is not None)
    assert regexp_properties.TARGET.read_text(encoding="utf-8") == regexp_properties.render(data), (
        "stale: run python -m generate regexp-properties"
    )
