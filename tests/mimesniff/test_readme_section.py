"""The README's section on headers, MIME types and base64: its example runs and gives what its
comments say."""

from __future__ import annotations

import re
from pathlib import Path

README = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")


def test_the_example_runs() -> None:
    section = README.split("## Headers, MIME types", 1)[1].split("\n## ", 1)[0]
    (block,) = re.findall(r"```python\n(.*?)```", section, re.S)
    names = {
        "__name__": "readme_mime",
        "response_headers": {"Content-Type": "text/html; charset=Shift_JIS"},
        "body": b"<!DOCTYPE html><title>x</title>",
    }
    exec(compile(block, "README.md[mime]", "exec"), names)
    assert names["encoding"] == "Shift_JIS"
    assert str(names["computed"]) == "MIMETypeRecord('text/html;charset=Shift_JIS')"
    # The numbers the section quotes are docs/mime.md's, which a test counts.
    page = (Path(__file__).resolve().parents[2] / "docs" / "mime.md").read_text(encoding="utf-8")
    assert "| 955 | 376 | 0 | 15 |" in page and "| 955 | 376 | 0 | 18 |" in page
    assert "376 of the web-platform-tests' 955" in section and "15 to 18" in section
