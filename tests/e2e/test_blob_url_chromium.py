"""End to end: blob URLs against Chromium's own (Debian's /usr/bin/chromium, headless, through
Playwright, in a blank page: an opaque origin, as webapi's one environment is). The answers
recorded in tests/fileapi/test_blob_url.py's ``CHROMIUM`` must still be Chromium's, and the
URL it makes must have the form webapi's have (``blob:null/`` and a version 4 UUID); so must the
ranges of tests/fetch/test_blob_scheme_fetch.py's ``CHROMIUM_RANGES``."""

from __future__ import annotations

import pytest

from oracles.chromium import evaluate
from tests.fetch.test_blob_scheme_fetch import CHROMIUM_RANGES
from tests.fileapi.test_blob_url import CHROMIUM, UUID

pytestmark = pytest.mark.needs_subprocess

PROBE = r"""async () => {
  const blob = new Blob(["<p>hi</p>"], {type: "text/html"});
  const url = URL.createObjectURL(blob);
  const out = {url, urlOrigin: new URL(url).origin, distinct: url !== URL.createObjectURL(blob)};
  out.withFragment = await (await fetch(url + "#frag")).text();
  URL.revokeObjectURL(url + "#frag");
  out.afterFragmentRevoke = await (await fetch(url)).text();
  URL.revokeObjectURL(url);
  try { await fetch(url); out.afterRevoke = "fetched"; } catch (e) { out.afterRevoke = e.name; }
  try { URL.createObjectURL(); } catch (e) { out.noArgument = `${e.name}: ${e.message}`; }
  try { URL.revokeObjectURL(); } catch (e) { out.revokeNoArgument = `${e.name}: ${e.message}`; }
  try { URL.createObjectURL("blob"); out.nonBlob = "made"; } catch (e) { out.nonBlob = e.name; }
  out.revokeJunk = String(URL.revokeObjectURL("not a url"));
  return out;
}"""


def test_chromium_makes_and_revokes_blob_urls_as_recorded() -> None:
    answers = evaluate(PROBE)
    url = answers.pop("url")
    assert url.startswith(CHROMIUM["prefix"])
    assert UUID.fullmatch(url.removeprefix(CHROMIUM["prefix"]))
    assert answers.pop("nonBlob") == "TypeError"
    assert answers == {key: value for key, value in CHROMIUM.items() if key != "prefix"}


RANGES = r"""async (ranges) => {
  const url = URL.createObjectURL(new Blob(["Not much here"], {type: "text/plain"}));
  const out = {};
  for (const range of ranges) {
    try {
      const r = await fetch(url, {headers: {Range: range}});
      out[range] = [r.status, r.headers.get("content-range"), r.headers.get("content-length"),
                    await r.text()];
    } catch (e) { out[range] = e.name; }
  }
  return out;
}"""


def test_chromium_answers_the_ranges_as_recorded() -> None:
    assert evaluate(RANGES, sorted(CHROMIUM_RANGES)) == CHROMIUM_RANGES
