"""Differential testing of webapi against ada (the URL parser of Node.js); see
``docs/differential.md``."""
