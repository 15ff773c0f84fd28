"""``webapi.html``'s common wing (issue #72 item 3): what every wing of ``webapi.html`` uses:
microsyntaxes and reflection, URLs and base URLs, sites, base64, structured clone, activation, event
handler attributes and HTML's event interfaces.

Private modules only: import the public names from :mod:`webapi.html`.
"""
