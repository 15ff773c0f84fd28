"""``webapi.html``'s elements wing (issue #72 item 3): the element interfaces' impl classes and
their steps: ``HTMLElement``, custom elements, tables, media, details, dialog, popovers, focus, the
sanitizer.

Private modules only: import the public names from :mod:`webapi.html`.
"""
