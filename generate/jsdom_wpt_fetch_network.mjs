// Runs the fetch-network suite's xhr/ files in jsdom (oracles/node's jsdom), each page loaded
// from WPT's host name; every request of the page to one of WPT's hosts (its XMLHttpRequest's
// too) goes, through a jsdom interceptor, to the runner's stand-in for WPT's server on a local
// port (generate/jsdom_wpt_fetch_network.py starts it), the original URL in X-WPT-URL:
//   node jsdom_wpt_fetch_network.mjs FILES.json OUT.json PORT
import { createRequire } from "node:module";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(path.join(here, "..", "oracles", "node", "package.json"));
const { JSDOM, VirtualConsole, requestInterceptor } = require("jsdom");
const [filesPath, outPath, port] = process.argv.slice(2);
const files = JSON.parse(fs.readFileSync(filesPath, "utf8"));
const ORIGIN = "http://web-platform.test:8000/";
const LOCAL = `http://127.0.0.1:${port}/`;
const WPT_HOST = /^https?:\/\/([a-z0-9-]+\.)*(not-)?web-platform\.test(:\d+)?\//;
const DROPPED = new Set(["content-length", "transfer-encoding", "connection", "keep-alive"]);

/** The stand-in server's answer to a request of the page (method, headers, body kept). */
async function forward(request) {
  const headers = new Headers(request.headers);
  headers.set("X-WPT-URL", request.url);
  const body = ["GET", "HEAD"].includes(request.method) ? undefined : await request.arrayBuffer();
  const answer = await fetch(LOCAL, { method: request.method, headers, body, redirect: "manual" });
  const kept = new Headers();
  for (const [name, value] of answer.headers) if (!DROPPED.has(name)) kept.append(name, value);
  const nullBody = [101, 204, 205, 304].includes(answer.status);
  return new Response(nullBody ? null : await answer.arrayBuffer(), {
    status: answer.status,
    statusText: answer.statusText,
    headers: kept,
  });
}

const resources = {
  interceptors: [requestInterceptor((request) => (WPT_HOST.test(request.url) ? forward(request) : undefined))],
};

const STATUSES = { 0: "PASS", 1: "FAIL", 2: "TIMEOUT", 3: "NOTRUN", 4: "PRECONDITION_FAILED" };
const HARNESS = { 0: "OK", 1: "ERROR", 2: "TIMEOUT", 3: "PRECONDITION_FAILED" };
const out = {};
for (const file of files) {
  const url = ORIGIN + (file.endsWith(".js") ? file.slice(0, -3) + ".html" : file);
  const started = Date.now();
  try {
    const page = await forward(new Request(url));
    const dom = new JSDOM(Buffer.from(await page.arrayBuffer()), {
      url,
      contentType: page.headers.get("content-type") || "text/html",
      runScripts: "dangerously",
      resources,
      pretendToBeVisual: true,
      virtualConsole: new VirtualConsole(),
      beforeParse(window) {
        window.__wptResults = null;
        window.addEventListener("load", () => {
          if (!window.add_completion_callback) return;
          window.add_completion_callback((tests, status) => {
            window.__wptResults = { status: status.status, tests: tests.map((t) => ({ name: t.name, status: t.status })) };
          });
        });
      },
    });
    const result = await new Promise((resolve) => {
      const poll = setInterval(() => {
        if (dom.window.__wptResults) {
          clearInterval(poll);
          resolve(dom.window.__wptResults);
        } else if (Date.now() - started > 60000) {
          clearInterval(poll);
          resolve(null);
        }
      }, 20);
    });
    out[file] =
      result === null
        ? { status: "TIMEOUT", message: "the page did not complete in 60 s" }
        : {
            status: HARNESS[result.status] ?? "ERROR",
            subtests: result.tests.length,
            "not passing": Object.fromEntries(
              result.tests.filter((t) => t.status !== 0).map((t) => [t.name, STATUSES[t.status] ?? "FAIL"]),
            ),
          };
    dom.window.close();
  } catch (error) {
    out[file] = { status: "ERROR", message: String(error).slice(0, 200) };
  }
  process.stderr.write(`${file}: ${out[file].status}\n`);
}
fs.writeFileSync(outPath, JSON.stringify(out));
process.exit(0);
