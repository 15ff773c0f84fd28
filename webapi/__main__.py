"""``python -m webapi`` runs the command line."""

from .cli import run

run()
