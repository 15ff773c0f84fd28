"""The cascade without layout (https://drafts.csswg.org/css-cascade-5/): style sheets parsed
into rules (https://drafts.csswg.org/css-syntax-3/#parse-a-css-stylesheet) with ``@media``
evaluated for a fixed viewport, ``@supports`` and ``@layer``; the rules bucketed by their
rightmost ID, class or type; the cascade of origins, importance, layers, specificity and
order; and the computed values of the properties that decide what text is rendered
(``display``, ``visibility``, ``white-space``, ``text-transform``, ...). See ``docs/text.md``.

Loaded on first use (HTML's ``getComputedStyle`` and ``innerText`` import it): its face for
other packages is :mod:`webapi.css.engine`.
"""
