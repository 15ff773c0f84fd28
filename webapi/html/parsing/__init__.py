"""``webapi.html``'s parsing wing (issue #72 item 3): bytes to trees and back: encoding sniffing,
the tokenizer, tree construction, the XML parser, the serializers, ``DOMParser`` and documents from
responses.

Private modules only: import the public names from :mod:`webapi.html`.
"""
