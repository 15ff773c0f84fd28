"""ECMAScript's working parts that webapi's other packages build on: ``JSON.parse`` and
``JSON.stringify`` over Python's values (Fetch's ``json()`` and ``Response.json(data)``, the
``json_default`` of ``json.dumps``). Public so that no package imports another's private
modules; not a stable API for users.
"""

from ._json import json_parse, json_replacement, json_stringify

__all__ = ["json_parse", "json_replacement", "json_stringify"]
