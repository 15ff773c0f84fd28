// The URL viewer: loads Pyodide and the webapi wheel from this page's origin, then shows, for
// the input and base typed, every component from webapi next to this browser's own URL.
// Pattern mode (`?mode=pattern&pattern=...`): `new URLPattern(pattern).exec(input, base)` from
// webapi next to this browser's own URLPattern, the match and each component's input and groups.
// Built and served by `python pyodide/run.py serve`; `?input=...&base=...` fills the fields.

import { loadPyodide } from "./pyodide/pyodide.mjs";

const COMPONENTS = [
  "href", "origin", "protocol", "username", "password",
  "host", "hostname", "port", "pathname", "search", "hash",
];

const $ = (id) => document.getElementById(id);
const inputField = $("input");
const baseField = $("base");
const status = $("status");
const patternField = $("pattern");
const PATTERN_COMPONENTS = [
  "protocol", "username", "password", "hostname", "port", "pathname", "search", "hash",
];
const PATTERN_ROWS = ["match", ...PATTERN_COMPONENTS];

function mode() {
  return document.querySelector('input[name="mode"]:checked').value;
}

// This browser's own URLPattern: what viewer.py's match() returns, in the same shape.
function browserMatch(pattern, input, base) {
  if (typeof URLPattern === "undefined") {
    return { failure: true, message: "this browser has no URLPattern" };
  }
  let init = pattern;
  if (pattern.trimStart().startsWith("{")) {
    try { init = JSON.parse(pattern); } catch (error) {
      return { failure: true, message: `not JSON: ${error.message}` };
    }
  }
  try {
    const compiled = new URLPattern(init);
    const result = base === undefined ? compiled.exec(input) : compiled.exec(input, base);
    if (result === null) return { failure: false, result: null };
    const out = { inputs: result.inputs };
    for (const name of PATTERN_COMPONENTS) {
      const groups = {};
      for (const [key, value] of Object.entries(result[name].groups)) {
        groups[key] = value === undefined ? null : value;
      }
      out[name] = { input: result[name].input, groups };
    }
    return { failure: false, result: out };
  } catch (error) {
    return { failure: true, message: `${error.name}: ${error.message}` };
  }
}

// One row's text of a match view: "match" is the verdict, a component its input and groups.
function matchCell(view, row) {
  if (view.failure) return row === "match" ? `error (${view.message})` : "—";
  if (view.result === null) return row === "match" ? "no match (null)" : "—";
  if (row === "match") return "match";
  const { input, groups } = view.result[row];
  const shown = Object.entries(groups)
    .map(([key, value]) => `${key}: ${value === null ? "undefined" : JSON.stringify(value)}`)
    .join(", ");
  return `${JSON.stringify(input)}  {${shown}}`;
}

function renderPattern(ours, theirs) {
  const body = $("components").tBodies[0];
  body.replaceChildren();
  let differences = 0;
  for (const name of PATTERN_ROWS) {
    const row = body.insertRow();
    row.dataset.component = name;
    const mine = matchCell(ours, name);
    const other = matchCell(theirs, name);
    // Error messages differ between engines; whether both throw is what is compared.
    const differs = name === "match"
      ? ours.failure !== theirs.failure || (!ours.failure && mine !== other)
      : mine !== other;
    if (differs) {
      row.classList.add("differs");
      differences += 1;
    }
    const label = document.createElement("th");
    label.scope = "row";
    label.textContent = name;
    const cells = [[mine, "webapi"], [other, "browser"]].map(([text, side]) => {
      const cell = document.createElement("td");
      cell.className = side;
      cell.textContent = text;
      return cell;
    });
    const mark = document.createElement("td");
    mark.className = "mark";
    mark.textContent = differs ? "≠" : "";
    row.append(label, ...cells, mark);
  }
  const verdict = $("verdict");
  verdict.dataset.differences = String(differences);
  verdict.textContent = differences === 0
    ? "Same result: webapi and this browser's URLPattern agree."
    : `${differences} of ${PATTERN_ROWS.length} rows differ between webapi and this browser's ` +
      "URLPattern (the URL Pattern Standard and the web-platform-tests decide who is right).";
  $("errors").replaceChildren();
  $("no-errors").hidden = true;
}

// This browser's own parser.
function browserView(input, base) {
  try {
    const url = base === undefined ? new URL(input) : new URL(input, base);
    return { failure: false, components: Object.fromEntries(COMPONENTS.map((n) => [n, url[n]])) };
  } catch (error) {
    return { failure: true, message: `${error.name}: ${error.message}` };
  }
}

function valueCell(className, view, name) {
  const cell = document.createElement("td");
  cell.className = className;
  if (view.failure) {
    const span = cell.appendChild(document.createElement("span"));
    span.className = "failure";
    span.textContent = name === "href" ? `failure (${view.message})` : "—";
  } else if (view.components[name] === "") {
    const span = cell.appendChild(document.createElement("span"));
    span.className = "empty";
    span.textContent = "empty";
  } else {
    cell.textContent = view.components[name];
    cell.title = JSON.stringify(view.components[name]); // shows spaces at the ends
  }
  return cell;
}

function valueOf(view, name) {
  return view.failure ? null : view.components[name];
}

function render(ours, theirs) {
  const body = $("components").tBodies[0];
  body.replaceChildren();
  let differences = 0;
  for (const name of COMPONENTS) {
    const row = body.insertRow();
    row.dataset.component = name;
    const differs = valueOf(ours, name) !== valueOf(theirs, name);
    if (differs) {
      row.classList.add("differs");
      differences += 1;
    }
    const label = document.createElement("th");
    label.scope = "row";
    label.textContent = name;
    const mark = document.createElement("td");
    mark.className = "mark";
    mark.textContent = differs ? "≠" : "";
    mark.title = differs ? "webapi and this browser differ" : "";
    row.append(label, valueCell("webapi", ours, name), valueCell("browser", theirs, name), mark);
  }
  const verdict = $("verdict");
  verdict.dataset.differences = String(differences);
  if (ours.base_failure) {
    verdict.textContent = "The base does not parse (webapi), so neither can the input against it.";
  } else if (differences === 0) {
    verdict.textContent = ours.failure
      ? "Both fail to parse this input."
      : "Same result: webapi and this browser agree on every component.";
  } else {
    verdict.textContent = `${differences} of ${COMPONENTS.length} components differ between ` +
      "webapi and this browser (the URL Standard and the web-platform-tests decide who is right).";
  }

  const list = $("errors");
  list.replaceChildren();
  for (const error of ours.errors) {
    const item = list.appendChild(document.createElement("li"));
    item.dataset.type = error.type;
    if (error.failure) item.className = "failure";
    const summary = item.appendChild(document.createElement("span"));
    summary.className = "summary";
    summary.textContent = `${error.description} (${error.type} at index ${error.index})` +
      (error.failure ? ": failure" : "");
    // The input (or the base, when that failed) with a caret under the position; both lines
    // are counted in code points, as webapi's indexes are.
    const where = item.appendChild(document.createElement("pre"));
    where.className = "caret";
    where.textContent = `${ours.subject}\n${error.caret}`;
  }
  $("no-errors").hidden = ours.errors.length !== 0 || Boolean(ours.base_failure);
}

async function main() {
  const params = new URL(location.href).searchParams;
  if (params.has("input")) inputField.value = params.get("input");
  if (params.has("base")) baseField.value = params.get("base");
  if (params.has("pattern")) patternField.value = params.get("pattern");
  if (params.get("mode") === "pattern") {
    document.querySelector('input[name="mode"][value="pattern"]').checked = true;
  }

  const started = performance.now();
  const pyodide = await loadPyodide({ indexURL: new URL("./pyodide/", import.meta.url).href });
  const wheels = await (await fetch("wheels.json")).json();
  const problems = [];
  await pyodide.loadPackage(
    wheels.map((name) => new URL(`wheels/${name}`, location.href).href),
    { messageCallback: () => {}, errorCallback: (message) => problems.push(message) },
  );
  if (problems.length) throw new Error(`installing the wheels failed: ${problems.join("; ")}`);
  pyodide.runPython(await (await fetch("viewer.py")).text());
  const describe = pyodide.globals.get("describe");
  const match = pyodide.globals.get("match");
  const versions = JSON.parse(pyodide.globals.get("versions")());

  const update = () => {
    const input = inputField.value;
    const base = baseField.value === "" ? undefined : baseField.value;
    const patternMode = mode() === "pattern";
    for (const element of document.querySelectorAll(".pattern-only")) {
      element.hidden = !patternMode;
    }
    if (patternMode) {
      const pattern = patternField.value;
      renderPattern(JSON.parse(match(pattern, input, base)), browserMatch(pattern, input, base));
    } else {
      render(JSON.parse(describe(input, base)), browserView(input, base));
    }
  };
  // For tests and the console: both views of any input, and this page's Python.
  window.viewer = {
    webapi: (input, base) => JSON.parse(describe(input, base ?? undefined)),
    browser: (input, base) => browserView(input, base ?? undefined),
    webapiMatch: (pattern, input, base) => JSON.parse(match(pattern, input, base ?? undefined)),
    browserMatch: (pattern, input, base) => browserMatch(pattern, input, base ?? undefined),
    runPython: (code) => pyodide.runPython(code),
  };
  inputField.addEventListener("input", update);
  baseField.addEventListener("input", update);
  patternField.addEventListener("input", update);
  for (const radio of document.querySelectorAll('input[name="mode"]')) {
    radio.addEventListener("change", update);
  }
  update();

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  status.textContent = `Ready in ${seconds} s.`;
  status.dataset.state = "ready";
  $("versions").textContent =
    `webapi ${versions.webapi} on Python ${versions.python} (Pyodide ${pyodide.version}, ` +
    `Unicode ${versions.unicode}, idna ${versions.idna}) · browser: ${navigator.userAgent}`;
  document.body.dataset.ready = "true";
}

main().catch((error) => {
  status.textContent = `The viewer failed to start: ${error}`;
  status.dataset.state = "error";
  document.body.dataset.ready = "error";
});
