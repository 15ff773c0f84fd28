"""``webapi.html``'s forms wing (issue #72 item 3): forms and controls: form owners, the entry list,
submission, constraint validation, input, select, ``ElementInternals``, the element interfaces'
generated bindings.

Private modules only: import the public names from :mod:`webapi.html`.
"""
