"""``webapi.html``'s browsing wing (issue #72 item 3): the window, navigables and navigation,
history, location, the Navigation API, storage, messaging, the window's globals, a document's
requests, and the element interfaces' generated bindings (they bind members of every wing:
``innerText``, ``contentWindow``).

Private modules only: import the public names from :mod:`webapi.html`.
"""
