// Run benchmarks/pyodide_bench.py inside Pyodide under Node.
//
//   node benchmarks/pyodide_bench.mjs [--pyodide DIR] [--deps PATH,...] [-- pyodide_bench.py args]
//
// - Pyodide: --pyodide, else $PYODIDE_DIR, else pyodide/node_modules/pyodide in this repository
//   (`cd pyodide && npm ci`).
// - The webapi sources of this working tree and its pure-Python dependency (idna) are copied into Pyodide's in-memory file system; the dependencies are
//   found with the host's python3 (`--deps` names them instead: package folders or module files).
// - The corpora folder (--data of pyodide_bench.py, else $WEBAPI_BENCH_DATA, else
//   ../shared/bench) is mounted read-only at /bench.
// - Bytecode is not written anywhere (sys.dont_write_bytecode), so nothing lands in the tree.
// The script's output is printed as it comes; the exit code is the script's.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, "..");

function parseArgs(argv) {
  const opts = { pyodide: null, deps: null, python: "python3", rest: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--") {
      opts.rest.push(...argv.slice(i + 1));
      break;
    } else if (a === "--pyodide") opts.pyodide = argv[++i];
    else if (a === "--deps") opts.deps = argv[++i].split(",");
    else if (a === "--python") opts.python = argv[++i];
    else opts.rest.push(a);
  }
  return opts;
}

function findDeps(python) {
  const code =
    "import json, os, idna;" + "print(json.dumps([os.path.dirname(idna.__file__)]))";
  return JSON.parse(execFileSync(python, ["-c", code], { encoding: "utf8" }));
}

function copyTree(FS, hostPath, target) {
  const stat = fs.statSync(hostPath);
  if (stat.isDirectory()) {
    if (path.basename(hostPath) === "__pycache__") return;
    FS.mkdirTree(target);
    for (const name of fs.readdirSync(hostPath)) {
      copyTree(FS, path.join(hostPath, name), path.posix.join(target, name));
    }
  } else if (/\.(py|typed)$/.test(hostPath)) {
    FS.writeFile(target, fs.readFileSync(hostPath));
  }
}

function dataDir(rest) {
  const i = rest.indexOf("--data");
  if (i >= 0) return path.resolve(rest[i + 1]);
  return path.resolve(process.env.WEBAPI_BENCH_DATA || path.join(repo, "..", "shared", "bench"));
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const pyodideDir = path.resolve(
    opts.pyodide || process.env.PYODIDE_DIR || path.join(repo, "pyodide", "node_modules", "pyodide"),
  );
  if (!fs.existsSync(path.join(pyodideDir, "pyodide.mjs"))) {
    console.error(`no Pyodide in ${pyodideDir} (run npm ci in pyodide/, or pass --pyodide DIR)`);
    return 2;
  }
  const { loadPyodide } = await import(path.join(pyodideDir, "pyodide.mjs"));
  const started = Date.now();
  const py = await loadPyodide({ indexURL: pyodideDir + path.sep });
  py.setStdout({ batched: (s) => console.log(s) });
  py.setStderr({ batched: (s) => console.error(s) });
  console.error(`Pyodide ${py.version} loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const FS = py.FS;
  const site = "/home/pyodide/webapi-bench";
  FS.mkdirTree(site);
  copyTree(FS, path.join(repo, "webapi"), `${site}/webapi`);
  for (const dep of opts.deps || findDeps(opts.python)) {
    copyTree(FS, dep, `${site}/${path.basename(dep)}`);
  }
  copyTree(FS, path.join(here, "pyodide_bench.py"), `${site}/pyodide_bench.py`);

  const rest = [...opts.rest];
  const data = dataDir(rest);
  FS.mkdirTree("/bench");
  py.mountNodeFS("/bench", data);
  const i = rest.indexOf("--data");
  if (i >= 0) rest.splice(i, 2);
  const files = rest.filter((a) => !a.startsWith("-") && fs.existsSync(a));
  const mapped = rest.map((a) => (files.includes(a) ? `/bench/${path.basename(a)}` : a));
  if (files.length === 0) mapped.push("--data", "/bench");

  py.globals.set("bench_argv", py.toPy(mapped));
  const code = `
import sys
sys.dont_write_bytecode = True
sys.path.insert(0, ${JSON.stringify(site)})
import pyodide_bench
exit_code = pyodide_bench.main(list(bench_argv))
`;
  await py.runPythonAsync(code);
  return py.globals.get("exit_code");
}

main().then(
  (code) => process.exit(code ?? 0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
