"""``webapi.html``'s browsing wing (issue #72 item 3): the window, navigables and navigation,
history, location, the Navigation API, storage, messaging, the window's globals, a document's
requests.

Private modules only: import the public names from :mod:`webapi.html`.
"""
