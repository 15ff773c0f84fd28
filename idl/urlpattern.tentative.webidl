// TENTATIVE: not in the URL Pattern Standard (urlpattern.bs). Chromium's tentative
// members, which the web-platform-tests exercise (urlpattern-compare-test-data.json and
// urlpattern-generate-test-data.json; "component": "invalid" there is the enum's
// TypeError). Written by hand, not checked against a spec; may change or go away.

enum URLPatternComponent { "protocol", "username", "password", "hostname", "port", "pathname", "search", "hash" };

partial interface URLPattern {
  static short compareComponent(URLPatternComponent component, URLPattern left, URLPattern right);
  USVString generate(URLPatternComponent component, record<USVString, USVString> groups);
};
