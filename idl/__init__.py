"""Development-time tools that generate Python bindings from Web IDL.

Run ``python -m idl.generate`` from the repository root (see ``idl/README.md``).
Nothing here is imported by the ``webapi`` package at runtime.
"""
