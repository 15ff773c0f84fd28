"""The URL Pattern Standard (https://urlpattern.spec.whatwg.org/): ``URLPattern``.

Loaded on first use: ``import webapi`` does not import this package.
"""
