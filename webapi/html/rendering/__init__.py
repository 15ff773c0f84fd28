"""``webapi.html``'s rendering wing (issue #72 item 3): the user agent style sheet, computed styles,
``innerText``, the link and style elements' sheets.

Private modules only: import the public names from :mod:`webapi.html`.
"""
