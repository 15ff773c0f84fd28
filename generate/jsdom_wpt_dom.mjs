// Runs the DOM runner's pinned WPT files in jsdom (oracles/node's jsdom), each page loaded
// from WPT's host name, whose requests a jsdom interceptor sends to the local stand-in for
// WPT's server (generate/jsdom_wpt_dom.py starts it): node jsdom_wpt_dom.mjs FILES.json OUT.json PORT
import { createRequire } from "node:module";
import http from "node:http";
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
const HOP_BY_HOP = new Set(["content-length", "transfer-encoding", "connection", "keep-alive", "date", "server"]);

/** The stand-in server's answer to a URL of WPT's origin. */
function get(url) {
  return new Promise((resolve, reject) => {
    http
      .get(LOCAL + url.slice(ORIGIN.length), (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

const resources = {
  interceptors: [
    requestInterceptor(async (request) => {
      if (!request.url.startsWith(ORIGIN)) return undefined;
      const answer = await get(request.url);
      const headers = new Headers();
      for (const [name, value] of Object.entries(answer.headers)) {
        if (!HOP_BY_HOP.has(name)) headers.set(name, String(value));
      }
      const nullBody = [101, 204, 205, 304].includes(answer.status);
      return new Response(nullBody ? null : answer.body, { status: answer.status, headers });
    }),
  ],
};

const STATUSES = { 0: "PASS", 1: "FAIL", 2: "TIMEOUT", 3: "NOTRUN", 4: "PRECONDITION_FAILED" };
const HARNESS = { 0: "OK", 1: "ERROR", 2: "TIMEOUT", 3: "PRECONDITION_FAILED" };
const out = {};
for (const file of files) {
  const url = ORIGIN + (file.endsWith(".js") ? file.slice(0, -3) + ".html" : file);
  const started = Date.now();
  try {
    const page = await get(url);
    const dom = new JSDOM(page.body, {
      url,
      contentType: page.headers["content-type"] || "text/html",
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
}
fs.writeFileSync(outPath, JSON.stringify(out));
