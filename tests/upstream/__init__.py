"""Python ports of the web-platform-tests ``url/*.any.js`` tests (one module per upstream file)."""
