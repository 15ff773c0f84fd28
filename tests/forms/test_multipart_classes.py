"""Each named way undici's multipart/form-data differs from webapi still occurs, on its minimal
witness, in the pinned Node 26 (``multipart_classes``; docs/fetch-objects.md names them for
users). Chromium's side of the encoding class is tests/e2e/test_forms_chromium.py's."""

from __future__ import annotations

import base64

import pytest
from form_cases import JS_ENCODE
from multipart_classes import ENCODING_CLASSES, PARSING_CLASSES, ParsingDeparture
from test_multipart_parser_node import JS_PARSE, ours

from oracles import node26_evaluate
from webapi.fileapi import File
from webapi.forms import multipart_form_data_encode

pytestmark = pytest.mark.needs_subprocess


@pytest.mark.parametrize("departure", PARSING_CLASSES, ids=lambda d: d.name)
def test_parsing_class_witness(departure: ParsingDeparture) -> None:
    boundary = "é" if departure.name == "undici-non-latin1-boundary" else "BOUNDARY"
    content_type = f"multipart/form-data; boundary={boundary}"
    payload = [[content_type, base64.b64encode(departure.witness).decode()]]
    [theirs] = node26_evaluate(JS_PARSE, payload)
    mine = ours(content_type, departure.witness)
    assert (mine, theirs) == (departure.ours, departure.theirs)
    assert departure.explains(departure.witness, boundary, mine, theirs)
    if departure.repair is not None:  # the repair takes the difference away
        repaired = departure.repair(departure.witness, boundary)
        [again] = node26_evaluate(JS_PARSE, [[content_type, base64.b64encode(repaired).decode()]])
        assert ours(content_type, repaired) == again


def test_empty_filename_witness() -> None:
    """``undici-empty-filename-omitted``: ``new File([], "")`` in a FormData."""
    [departure] = ENCODING_CLASSES
    blob = {"bits": "", "type": "", "file": "", "lastModified": 1}
    [(content_type, body, _)] = node26_evaluate(JS_ENCODE, [[["append", "f", blob, None]]])
    boundary = content_type.split("boundary=")[1]
    theirs = base64.b64decode(body)
    entry_list = [("f", File([], "", lastModified=1))]
    mine = multipart_form_data_encode(entry_list, boundary)
    assert b'name="f"; filename=""\r\n' in mine
    assert b'name="f"\r\nContent-Type: application/octet-stream\r\n' in theirs
    assert departure.explains(entry_list, mine, theirs)
