"""Node.js's helpers that sit beside ``URL`` in JavaScript code: ``webapi.node.url`` is
``node:url``'s WHATWG-URL functions."""
