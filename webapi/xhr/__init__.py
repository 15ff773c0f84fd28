"""The XMLHttpRequest Standard (https://xhr.spec.whatwg.org/): ``FormData``.

Its entry list and steps are built (``webapi.xhr.engine.FormDataImpl``, and the HTML Standard's
"create an entry" it uses); the public class generated from the standard's Web IDL comes next
(issue #45), and ``XMLHttpRequest`` itself is out of scope (webapi does no networking).

Loaded on first use: ``import webapi`` does not import this package.
"""
