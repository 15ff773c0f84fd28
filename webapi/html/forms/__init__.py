"""``webapi.html``'s forms wing (issue #72 item 3): forms and controls: form owners, the entry list,
submission, constraint validation, input, select, ``ElementInternals``, the elements whose impl
classes are form-associated (object).

Private modules only: import the public names from :mod:`webapi.html`.
"""
