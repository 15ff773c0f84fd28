// The ReferrerPolicy enum of the Referrer Policy specification
// (https://w3c.github.io/webappsec-referrer-policy/#enumdef-referrerpolicy), which the Fetch
// Standard's Request uses. Copied by hand (a supplementary IDL file of fetch.extras.toml).

enum ReferrerPolicy {
  "",
  "no-referrer",
  "no-referrer-when-downgrade",
  "same-origin",
  "origin",
  "strict-origin",
  "origin-when-cross-origin",
  "strict-origin-when-cross-origin",
  "unsafe-url"
};
