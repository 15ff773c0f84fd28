"""Benchmarks of ``webapi`` against its peers (``urllib.parse``, ``ada-url``).

Run ``python -m benchmarks --help``; see ``benchmarks/README.md`` for what is measured and how.
The modules, one per concern: ``corpora`` (the URL lists), ``contenders`` (what each library does
per line), ``parse``, ``params``, ``setters``, ``memory``, ``importtime``, ``hostile``,
``profiling`` (the sections), ``run`` (the command line) and ``pyodide_bench`` (a self-contained
script for Pyodide).
"""

__all__: list[str] = []
